import GitHubIcon from '@mui/icons-material/GitHub';
import StarIcon from '@mui/icons-material/Star';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { projectCategoryLabel, type PortfolioProject } from '../../../content/portfolio';
import { DemoLink, FactList, ProjectImage, ProjectMeta } from './project-parts';

/** One project of the full grid: every technology, the team and the key results. */
export function ProjectCard({ project }: { project: PortfolioProject }) {
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <ProjectImage project={project}>
        {project.featured && (
          <Chip icon={<StarIcon aria-hidden />} label="Featured" size="small" color="warning" />
        )}
      </ProjectImage>
      <CardContent sx={{ flexGrow: 1 }}>
        <ProjectMeta category={projectCategoryLabel(project.category)} year={project.year} />
        <Typography variant="h3" component="h3" gutterBottom>
          {project.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {project.description}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 2 }}>
          {project.technologies.map((technology) => (
            <Chip key={technology} label={technology} size="small" />
          ))}
        </Stack>
        <FactList
          facts={[
            ['Client', project.client],
            ['Team', project.team],
            ['Duration', project.duration],
          ]}
        />
        <Typography component="h4" variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
          Key Results
        </Typography>
        <FactList facts={Object.entries(project.results)} />
      </CardContent>
      <CardActions>
        <DemoLink project={project} />
        <Button
          href={project.githubUrl}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<GitHubIcon aria-hidden />}
          aria-label={`Source code of ${project.title} (opens in a new tab)`}
        >
          Source Code
        </Button>
      </CardActions>
    </Card>
  );
}
