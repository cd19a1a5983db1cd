import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { CallToAction } from '../../components/ui/call-to-action';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { benefitGroups, careerStats, companyValues } from '../../content/careers';
import { messagingLink } from '../../content/company-contact';
import { jobOpenings, type JobOpening } from '../../content/jobs';
import { JobCard } from '../../features/job-applications/components/job-card';
import { preloadOnIntent, lazyWithPreload } from '../../lib/lazy-with-preload';
import { CardGrid } from '../../components/ui/cards';
import { Tile } from '../../components/ui/cards';
import { CheckList } from '../../components/ui/cards';

// A job's details, and the form with its upload code, load when a visitor is about to open
// them: a job or the resume button hovered, focused or touched.
const JobDetailsDialog = lazyWithPreload(
  () => import('../../features/job-applications/components/job-details-dialog'),
);
const ApplicationDialog = lazyWithPreload(
  () => import('../../features/job-applications/components/application-dialog'),
);

const coffeeChatLink = messagingLink(
  "Hi Bytecraft! I'd love a coffee chat about working with you.",
);

type Applying = { job?: JobOpening } | undefined;

export default function CareerOpportunitiesRoute() {
  usePageMeta(
    'Careers',
    'Open positions at Bytecraft Technologies in engineering, product, design, data and sales.',
  );
  const [details, setDetails] = useState<JobOpening>();
  const [applying, setApplying] = useState<Applying>();
  const apply = (job?: JobOpening) => {
    setDetails(undefined);
    setApplying({ job });
  };

  return (
    <>
      <PageHero
        title="Build what's next with us"
        subtitle="Join a Bengaluru team that builds AI, cloud and security solutions for clients around the world, and grows its people as carefully as its software."
        stats={careerStats}
      />
      <Section title="Our Values">
        <CardGrid
          items={companyValues}
          keyOf={(value) => value.title}
          size={{ xs: 12, sm: 6, md: 3 }}
        >
          {(value) => (
            <Tile title={value.title}>
              <Typography color="text.secondary">{value.description}</Typography>
            </Tile>
          )}
        </CardGrid>
      </Section>
      <Section title="Benefits & Perks" tinted>
        <CardGrid
          items={benefitGroups}
          keyOf={(group) => group.title}
          size={{ xs: 12, sm: 6, md: 3 }}
        >
          {(group) => (
            <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
              <Typography variant="h3">{group.title}</Typography>
              <CheckList items={group.items} icon={CheckCircleIcon} />
            </Paper>
          )}
        </CardGrid>
      </Section>
      <Section title="Open Positions">
        <CardGrid
          items={jobOpenings}
          keyOf={(job) => job.id}
          size={{ xs: 12, md: 6 }}
          {...preloadOnIntent(JobDetailsDialog, ApplicationDialog)}
        >
          {(job) => <JobCard job={job} onApply={apply} onDetails={setDetails} />}
        </CardGrid>
      </Section>
      <CallToAction
        title="Don't See Your Perfect Role?"
        text="Send us your resume or have a coffee chat with the team."
        actions={
          <>
            <Button
              variant="outlined"
              color="inherit"
              href={coffeeChatLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              Schedule a Coffee Chat
            </Button>
            <Button
              variant="contained"
              onClick={() => apply()}
              {...preloadOnIntent(ApplicationDialog)}
            >
              Submit Your Resume
            </Button>
          </>
        }
      />
      {details && (
        <Suspense>
          <JobDetailsDialog job={details} onClose={() => setDetails(undefined)} onApply={apply} />
        </Suspense>
      )}
      {applying && (
        <Suspense>
          <ApplicationDialog open job={applying.job} onClose={() => setApplying(undefined)} />
        </Suspense>
      )}
    </>
  );
}
