import Typography from '@mui/material/Typography';
import { BackLink } from '../../components/ui/back-link';
import { CallToAction } from '../../components/ui/call-to-action';
import { callsToAction } from '../../content/calls-to-action';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { paths } from '../../config/paths';
import { globalImpact, journey, mission, ourStoryStats, storyValues } from '../../content/company';
import { companyIcons } from '../../features/company/components/company-icons';
import { IconCardGrid } from '../../features/company/components/icon-card-grid';
import { JourneyTimeline } from '../../features/company/components/journey-timeline';

export default function OurStoryRoute() {
  usePageMeta(
    'Our Story',
    'How Bytecraft Technologies grew from a three-person Bengaluru studio in 2017 into a global engineering partner.',
  );
  return (
    <>
      <PageHero
        eyebrow={<BackLink to={paths.about} label="Back to About" />}
        title="Our Story"
        subtitle="Eight years of building software that our clients rely on, from a single office in Bengaluru to teams and users across five countries."
        stats={ourStoryStats}
      />
      <Section title="Our Mission">
        {mission.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 2, maxWidth: 760, fontSize: '1.1rem' }}>
            {paragraph}
          </Typography>
        ))}
      </Section>
      <Section title="Our Journey" subtitle="The milestones that shaped us, 2017-2025." tinted>
        <JourneyTimeline milestones={journey} withIcons />
      </Section>
      <Section title="Our Values">
        <IconCardGrid items={storyValues} icons={companyIcons} />
      </Section>
      <Section title="Global Impact" tinted>
        <IconCardGrid items={globalImpact} icons={companyIcons} perRow={3} />
      </Section>
      <CallToAction {...callsToAction.ourStory} />
    </>
  );
}
