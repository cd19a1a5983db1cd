import GroupsIcon from '@mui/icons-material/Groups';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FeaturedCaseStudy as FeaturedCaseStudyData } from '../../../content/case-studies';
import { MetricList } from './metric-list';
import { ChipRow } from '../../../components/ui/cards';

/** The lead story: challenge, solution and technologies beside its results, timeline and team. */
export function FeaturedCaseStudy({ study }: { study: FeaturedCaseStudyData }) {
  return (
    <Card component="article">
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Chip label="Featured" color="secondary" size="small" />
          <Chip label={study.industry} size="small" variant="outlined" />
        </Stack>
        <Typography variant="h3" component="h3" gutterBottom>
          {study.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {study.client} · {study.summary}
        </Typography>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
              The Challenge
            </Typography>
            <Typography sx={{ mb: 2 }}>{study.challenge}</Typography>
            <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
              Our Solution
            </Typography>
            <Typography sx={{ mb: 2 }}>{study.solution}</Typography>
            <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              Technologies
            </Typography>
            <ChipRow labels={study.technologies} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              Results
            </Typography>
            <MetricList metrics={study.results} />
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3, mt: 2 }}>
              <Typography sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <ScheduleIcon aria-hidden fontSize="small" />
                Timeline: {study.timeline}
              </Typography>
              <Typography sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <GroupsIcon aria-hidden fontSize="small" />
                Team: {study.team}
              </Typography>
            </Stack>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
