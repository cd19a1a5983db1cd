import Grid from '@mui/material/Grid';
import { ArticleCard } from '../../../components/ui/article-card';
import type { PortfolioProject } from '../../../content/portfolio';
import { featuredProjects } from '../filter-projects';
import {
  FactList,
  ProjectImage,
  ProjectLink,
  ProjectSummary,
  TechnologyChips,
} from './project-parts';

/** Featured cards show this many technologies, then a '+N more' badge. */
const SHOWN_TECHNOLOGIES = 3;

function FeaturedProjectCard({ project }: { project: PortfolioProject }) {
  const shown = project.technologies.slice(0, SHOWN_TECHNOLOGIES);
  const hidden = project.technologies.length - shown.length;
  return (
    <ArticleCard
      media={<ProjectImage project={project} />}
      actions={<ProjectLink project={project} to="demo" />}
    >
      <ProjectSummary project={project} />
      <TechnologyChips technologies={shown} more={hidden} />
      <FactList
        facts={[
          ['Client', project.client],
          ['Duration', project.duration],
        ]}
      />
    </ArticleCard>
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
