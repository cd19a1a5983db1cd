import type { PortfolioProject, ProjectCategory } from '../../content/portfolio';

export type CategoryFilter = ProjectCategory['id'];

export interface ProjectFilters {
  category: CategoryFilter;
  search: string;
}

export const emptyFilters: ProjectFilters = { category: 'all', search: '' };

function matchesSearch(project: PortfolioProject, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [project.title, project.description, project.client, ...project.technologies].some(
    (text) => text.toLowerCase().includes(needle),
  );
}

/** The projects matching both the category and the search text. */
export function filterProjects(
  projects: readonly PortfolioProject[],
  { category, search }: ProjectFilters,
): PortfolioProject[] {
  return projects.filter(
    (project) =>
      (category === 'all' || project.category === category) && matchesSearch(project, search),
  );
}

/** The projects the Featured Projects grid shows. */
export const featuredProjects = (projects: readonly PortfolioProject[]) =>
  projects.filter((project) => project.featured);

/** How many projects each category button stands for, 'all' included. */
export function countByCategory(
  projects: readonly PortfolioProject[],
): Record<CategoryFilter, number> {
  const counts: Record<CategoryFilter, number> = {
    all: projects.length,
    business: 0,
    healthcare: 0,
    'e-commerce': 0,
    education: 0,
    hospitality: 0,
  };
  for (const project of projects) counts[project.category] += 1;
  return counts;
}
