import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { messagingLink } from '../../content/company-contact';
import { jobOpenings, type JobOpening } from '../../content/jobs';
import { JobCard } from '../../features/careers/components/job-card';
import { JobDetailsDialog } from '../../features/careers/components/job-details-dialog';

// The form and its upload code load only when someone applies.
const ApplicationDialog = lazy(
  () => import('../../features/careers/components/application-dialog'),
);

const stats = [
  { value: '15+', label: 'Team Members' },
  { value: '5+', label: 'Countries' },
  { value: '98%', label: 'Satisfaction' },
  { value: '4.8/5', label: 'Rating' },
];

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
      <Box sx={{ bgcolor: 'primary.main', color: 'common.white', py: 8 }}>
        <Container>
          <Typography variant="h1" gutterBottom>
            Build what's next with us
          </Typography>
          <Grid container spacing={2}>
            {stats.map((stat) => (
              <Grid key={stat.label} size={{ xs: 6, md: 3 }}>
                <Typography variant="h2" component="p">
                  {stat.value}
                </Typography>
                <Typography>{stat.label}</Typography>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>
      <Container sx={{ py: 6 }}>
        <Typography variant="h2" gutterBottom>
          Open Positions
        </Typography>
        <Grid container spacing={3}>
          {jobOpenings.map((job) => (
            <Grid key={job.id} size={{ xs: 12, md: 6 }}>
              <JobCard job={job} onApply={apply} onDetails={setDetails} />
            </Grid>
          ))}
        </Grid>
        <Paper sx={{ p: 4, mt: 6, textAlign: 'center' }}>
          <Typography variant="h2" gutterBottom>
            Don't See Your Perfect Role?
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Send us your resume or have a coffee chat with the team.
          </Typography>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
            <Button
              variant="outlined"
              href={coffeeChatLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              Schedule a Coffee Chat
            </Button>
            <Button variant="contained" onClick={() => apply()}>
              Submit Your Resume
            </Button>
          </Stack>
        </Paper>
      </Container>
      <JobDetailsDialog job={details} onClose={() => setDetails(undefined)} onApply={apply} />
      {applying && (
        <Suspense>
          <ApplicationDialog open job={applying.job} onClose={() => setApplying(undefined)} />
        </Suspense>
      )}
    </>
  );
}
