import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CaseStudy } from '../../../content/case-studies';
import { MetricList } from './metric-list';
import { ChipRow } from '../../../components/ui/cards';

/** One success story: who, what we did, with what, and the figures that came out of it. */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}
        >
          <Chip label={study.industry} size="small" color="primary" variant="outlined" />
          <Typography variant="body2" color="text.secondary">
            Timeline: {study.timeline}
          </Typography>
        </Stack>
        <Typography variant="h3" component="h3" gutterBottom>
          {study.title}
        </Typography>
        <Typography component="p" variant="subtitle2" color="text.secondary" gutterBottom>
          {study.client}
        </Typography>
        <Typography sx={{ mb: 2 }}>{study.description}</Typography>
        <MetricList metrics={study.metrics} />
        <Stack sx={{ mt: 2 }}>
          <ChipRow labels={study.technologies} />
        </Stack>
      </CardContent>
    </Card>
  );
}
