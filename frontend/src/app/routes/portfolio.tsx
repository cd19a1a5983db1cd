import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CallToAction } from '../../components/ui/call-to-action';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { paths } from '../../config/paths';
import { portfolioHighlights, portfolioProjects } from '../../content/portfolio';
import { FeaturedProjects } from '../../features/portfolio/components/featured-projects';
import { ProjectFilterBar } from '../../features/portfolio/components/project-filter-bar';
import { ProjectGrid } from '../../features/portfolio/components/project-grid';
import {
  countByCategory,
  emptyFilters,
  filterProjects,
} from '../../features/portfolio/filter-projects';

// The data is static, so the button counts never change.
const counts = countByCategory(portfolioProjects);

export default function PortfolioRoute() {
  usePageMeta(
    'Portfolio',
    'Projects Bytecraft Technologies has delivered in business software, healthcare, e-commerce, education and hospitality.',
  );
  const [filters, setFilters] = useState(emptyFilters);
  const visible = filterProjects(portfolioProjects, filters);

  return (
    <>
      <PageHero
        title="Our Portfolio"
        subtitle="Software we have designed, built and launched with our clients, and the results it delivered."
        eyebrow={
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
            {portfolioHighlights.map((highlight) => (
              <Chip
                key={highlight}
                label={highlight}
                sx={{ bgcolor: 'rgba(255,255,255,0.15)', color: 'common.white' }}
              />
            ))}
          </Stack>
        }
      />
      <Section
        title="Featured Projects"
        subtitle="A closer look at three engagements our clients are proudest of."
      >
        <FeaturedProjects projects={portfolioProjects} />
      </Section>
      <Section
        title="All Projects"
        subtitle="Filter by industry or search by name, technology or client."
        tinted
      >
        <ProjectFilterBar filters={filters} counts={counts} onChange={setFilters} />
        <ProjectGrid
          projects={visible}
          total={portfolioProjects.length}
          onClearFilters={() => setFilters(emptyFilters)}
        />
      </Section>
      <CallToAction
        title="Have a project in mind?"
        text="Tell us what you want to build. We reply with a proposal within 24 hours."
        actions={
          <>
            <Button component={RouterLink} to={paths.contact} variant="contained">
              Start Your Project
            </Button>
            <Button component={RouterLink} to={paths.clientPath} variant="outlined" color="inherit">
              View Client Path
            </Button>
          </>
        }
      />
    </>
  );
}
