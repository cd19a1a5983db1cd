import Typography from '@mui/material/Typography';
import type { PortfolioProject } from '../../../content/portfolio';
import { ProjectCard } from './project-card';
import { ProjectsEmptyState } from './projects-empty-state';
import { CardGrid } from '../../../components/ui/cards';

interface Props {
  projects: readonly PortfolioProject[];
  total: number;
  onClearFilters: () => void;
}

/** The filtered projects, or the empty state; the count is announced as it changes. */
export function ProjectGrid({ projects, total, onClearFilters }: Props) {
  return (
    <>
      <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
        Showing {projects.length} of {total} projects
      </Typography>
      {projects.length === 0 ? (
        <ProjectsEmptyState onClear={onClearFilters} />
      ) : (
        <CardGrid items={projects} keyOf={(project) => project.id} size={{ xs: 12, sm: 6, lg: 4 }}>
          {(project) => <ProjectCard project={project} />}
        </CardGrid>
      )}
    </>
  );
}
