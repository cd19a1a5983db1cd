import type { NewsletterStats as Stats } from '@bytecraft/contracts/admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useNewsletterStatsQuery } from '../../../lib/staff-api';

/** Spec §2: churn is unsubscribed over total, as a percentage to one decimal. */
export function churnRate({ unsubscribed, total }: Pick<Stats, 'unsubscribed' | 'total'>) {
  return total ? ((unsubscribed / total) * 100).toFixed(1) : '0.0';
}

/** Subscriber figures above the list: total, active, unsubscribed, recent, rates. */
export function NewsletterStats() {
  const { data } = useNewsletterStatsQuery();
  const stats: Stats = data ?? {
    total: 0,
    active: 0,
    unsubscribed: 0,
    recentSubscriptions: 0,
    activeRate: 0,
  };
  const figures = [
    { label: 'Total Subscribers', value: String(stats.total) },
    { label: 'Active', value: String(stats.active) },
    { label: 'Unsubscribed', value: String(stats.unsubscribed) },
    { label: 'Last 30 Days', value: String(stats.recentSubscriptions) },
    { label: 'Active Rate', value: `${stats.activeRate}%` },
    { label: 'Churn', value: `${churnRate(stats)}%` },
  ];
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }} aria-label="Newsletter figures">
      {figures.map((figure) => (
        <Grid key={figure.label} size={{ xs: 6, sm: 4, lg: 2 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {figure.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: '1.6rem', fontWeight: 700 }}>
                {figure.value}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
