import { useState } from 'react';
import { portfolioProjects } from '../../../content/portfolio';
import { countByCategory, emptyFilters, filterProjects } from '../filter-projects';
import { ProjectFilterBar } from './project-filter-bar';
import { ProjectGrid } from './project-grid';

// The data is static, so the button counts never change.
const counts = countByCategory(portfolioProjects);

/** Every project, filtered by category and searched by name, technology or client. */
export default function AllProjects() {
  const [filters, setFilters] = useState(emptyFilters);
  const visible = filterProjects(portfolioProjects, filters);
  return (
    <>
      <ProjectFilterBar filters={filters} counts={counts} onChange={setFilters} />
      <ProjectGrid
        projects={visible}
        total={portfolioProjects.length}
        onClearFilters={() => setFilters(emptyFilters)}
      />
    </>
  );
}
