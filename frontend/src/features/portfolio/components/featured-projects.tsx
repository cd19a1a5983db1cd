import { ArticleCard } from '../../../components/ui/cards';
import type { PortfolioProject } from '../../../content/portfolio';
import { featuredProjects } from '../filter-projects';
import { FactList, ProjectImage, ProjectLink, ProjectSummary } from './project-parts';
import { CardGrid } from '../../../components/ui/cards';

/** Featured cards show this many technologies, then a '+N more' badge. */
const SHOWN_TECHNOLOGIES = 3;

function FeaturedProjectCard({ project }: { project: PortfolioProject }) {
  return (
    <ArticleCard
      media={<ProjectImage project={project} />}
      actions={<ProjectLink project={project} to="demo" />}
    >
      <ProjectSummary project={project} technologiesShown={SHOWN_TECHNOLOGIES} />
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
    <CardGrid
      items={featuredProjects(projects)}
      keyOf={(project) => project.id}
      size={{ xs: 12, md: 4 }}
    >
      {(project) => <FeaturedProjectCard project={project} />}
    </CardGrid>
  );
}
