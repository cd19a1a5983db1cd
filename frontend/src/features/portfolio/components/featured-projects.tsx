import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { projectCategoryLabel, type PortfolioProject } from '../../../content/portfolio';
import { featuredProjects } from '../filter-projects';
import { DemoLink, FactList, ProjectImage, ProjectMeta } from './project-parts';

/** Featured cards show this many technologies, then a '+N more' badge. */
const SHOWN_TECHNOLOGIES = 3;

function FeaturedProjectCard({ project }: { project: PortfolioProject }) {
  const shown = project.technologies.slice(0, SHOWN_TECHNOLOGIES);
  const hidden = project.technologies.length - shown.length;
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <ProjectImage project={project} />
      <CardContent sx={{ flexGrow: 1 }}>
        <ProjectMeta category={projectCategoryLabel(project.category)} year={project.year} />
        <Typography variant="h3" component="h3" gutterBottom>
          {project.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {project.description}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 2 }}>
          {shown.map((technology) => (
            <Chip key={technology} label={technology} size="small" />
          ))}
          {hidden > 0 && <Chip label={`+${hidden} more`} size="small" variant="outlined" />}
        </Stack>
        <FactList
          facts={[
            ['Client', project.client],
            ['Duration', project.duration],
          ]}
        />
      </CardContent>
      <CardActions>
        <DemoLink project={project} />
      </CardActions>
    </Card>
  );
}

/** Only the featured projects, as larger cards. */
export function FeaturedProjects({ projects }: { projects: readonly PortfolioProject[] }) {
  return (
    <Grid container spacing={3}>
      {featuredProjects(projects).map((project) => (
        <Grid key={project.id} size={{ xs: 12, md: 4 }}>
          <FeaturedProjectCard project={project} />
        </Grid>
      ))}
    </Grid>
  );
}
