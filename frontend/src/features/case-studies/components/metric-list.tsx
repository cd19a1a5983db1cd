import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CaseStudyMetric } from '../../../content/case-studies';

/** Outcome figures in tiles, the figure above its label. */
export function MetricList({ metrics }: { metrics: readonly CaseStudyMetric[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
        gap: 1.5,
        m: 0,
      }}
    >
      {metrics.map((metric) => (
        <Box
          key={metric.label}
          sx={{
            display: 'flex',
            flexDirection: 'column-reverse',
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {metric.label}
          </Typography>
          <Typography component="dd" variant="h3" sx={{ m: 0, color: 'secondary.main' }}>
            {metric.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
