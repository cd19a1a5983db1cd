import StarIcon from '@mui/icons-material/Star';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ArticleCard } from '../../../components/ui/cards';
import type { PortfolioProject } from '../../../content/portfolio';
import { FactList, ProjectImage, ProjectLink, ProjectSummary } from './project-parts';

/** One project of the full grid: every technology, the team and the key results. */
export function ProjectCard({ project }: { project: PortfolioProject }) {
  return (
    <ArticleCard
      media={
        <ProjectImage project={project}>
          {project.featured && (
            <Chip icon={<StarIcon aria-hidden />} label="Featured" size="small" color="warning" />
          )}
        </ProjectImage>
      }
      actions={
        <>
          <ProjectLink project={project} to="demo" />
          <ProjectLink project={project} to="source" />
        </>
      }
    >
      <ProjectSummary project={project} />
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
    </ArticleCard>
  );
}
