import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CallToAction } from '../../components/ui/call-to-action';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { paths } from '../../config/paths';
import { journey, principles } from '../../content/company';
import { companyIcons } from '../../features/company/components/company-icons';
import { IconCardGrid } from '../../features/company/components/icon-card-grid';
import { JourneyTimeline } from '../../features/company/components/journey-timeline';
import { TestimonialsSection } from '../../features/testimonials/components/testimonials-section';

// The form loads only when a visitor asks to schedule a call.
const ScheduleCallDialog = lazy(
  () => import('../../features/schedule-call/components/schedule-call-dialog'),
);

export default function AboutRoute() {
  usePageMeta(
    'About Us',
    'Bytecraft Technologies: a Bengaluru engineering company building AI, cloud and secure software since 2017.',
  );
  const [scheduling, setScheduling] = useState(false);

  return (
    <>
      <PageHero
        title="About Bytecraft Technologies"
        subtitle="Since 2017 we have grown from three engineers in Bengaluru into a team that builds AI, cloud and secure software for clients in five countries."
        actions={
          <Button
            component={RouterLink}
            to={paths.ourStory}
            variant="contained"
            color="secondary"
            size="large"
          >
            Our Story
          </Button>
        }
      />
      <Section
        title="Our Journey"
        subtitle="From a small Koramangala office to a global client base, 2017-2025."
      >
        <JourneyTimeline milestones={journey} />
      </Section>
      <Section title="What Guides Us" subtitle="Four principles behind every engagement." tinted>
        <IconCardGrid items={principles} icons={companyIcons} />
      </Section>
      <TestimonialsSection />
      <CallToAction
        title="Ready to Build Something Together?"
        text="Tell us about your project, or book a call at a time that suits you."
        actions={
          <>
            <Button component={RouterLink} to={paths.contact} variant="contained">
              Start Project
            </Button>
            <Button variant="outlined" color="inherit" onClick={() => setScheduling(true)}>
              Schedule a Call
            </Button>
          </>
        }
      />
      {scheduling && (
        <Suspense>
          <ScheduleCallDialog open onClose={() => setScheduling(false)} />
        </Suspense>
      )}
    </>
  );
}
