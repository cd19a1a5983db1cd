import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { CallToAction } from '../../components/ui/call-to-action';
import { callsToAction } from '../../content/calls-to-action';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { portfolioHighlights, portfolioProjects } from '../../content/portfolio';
import { FeaturedProjects } from '../../features/portfolio/components/featured-projects';
import { whenNearViewport } from '../../lib/when-near-viewport';

// Below the featured projects: hydrated when it nears the viewport or at the first press.
const ALL_PROJECTS = 'all-projects';
const AllProjects = lazy(() =>
  whenNearViewport(ALL_PROJECTS).then(
    () => import('../../features/portfolio/components/all-projects'),
  ),
);

export default function PortfolioRoute() {
  usePageMeta(
    'Portfolio',
    'Projects Bytecraft Technologies has delivered in business software, healthcare, e-commerce, education and hospitality.',
  );
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
        <div id={ALL_PROJECTS}>
          <Suspense>
            <AllProjects />
          </Suspense>
        </div>
      </Section>
      <CallToAction {...callsToAction.portfolio} />
    </>
  );
}
