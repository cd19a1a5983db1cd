import ScheduleIcon from '@mui/icons-material/Schedule';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CallToAction } from '../../components/ui/call-to-action';
import { callsToAction } from '../../content/calls-to-action';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { clientPathSteps } from '../../content/client-path';

export default function ClientPathRoute() {
  usePageMeta(
    'Client Path',
    'How a project with Bytecraft Technologies runs: discovery, proposal, design and development, launch.',
  );
  return (
    <>
      <PageHero
        title="Your Path to a Successful Project"
        subtitle="Four clear steps from the first call to launch, so you always know what happens next and how long it takes."
      />
      <Section title="How We Work Together">
        <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {clientPathSteps.map((step) => (
            <Grid key={step.id} component="li" size={{ xs: 12, md: 6 }}>
              <Card component="article" sx={{ height: '100%' }}>
                <CardContent>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                    {/* The ordered list already numbers the steps for screen readers. */}
                    <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
                      {step.id}
                    </Avatar>
                    <Typography variant="h3" component="h3">
                      {step.title}
                    </Typography>
                  </Stack>
                  <Typography sx={{ mb: 2 }}>{step.description}</Typography>
                  <Box component="ul" sx={{ pl: 2.5, mt: 0, mb: 2 }}>
                    {step.details.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </Box>
                  <Chip
                    icon={<ScheduleIcon aria-hidden />}
                    label={`Duration: ${step.duration}`}
                    color="secondary"
                    variant="outlined"
                  />
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Section>
      <CallToAction {...callsToAction.clientPath} />
    </>
  );
}
