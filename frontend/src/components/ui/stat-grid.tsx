import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

export interface Stat {
  value: string;
  label: string;
}

/**
 * A row of figures ('20+ Projects Completed'); two a row on phones, all in one on desktops.
 * A description list: each term (the label) comes first for screen readers, the figure shows
 * above it.
 */
export function StatGrid({ stats, inverted }: { stats: readonly Stat[]; inverted?: boolean }) {
  const columns = Math.max(1, Math.floor(12 / stats.length));
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      {stats.map((stat) => (
        <Grid
          key={stat.label}
          size={{ xs: 6, md: columns }}
          sx={{
            display: 'flex',
            flexDirection: 'column-reverse',
            justifyContent: 'flex-end',
            p: 2,
            textAlign: 'center',
            borderRadius: 1,
            bgcolor: inverted ? 'rgba(255,255,255,0.12)' : 'background.paper',
            color: inverted ? 'common.white' : 'text.primary',
            border: inverted ? 'none' : 1,
            borderColor: 'divider',
          }}
        >
          <Typography component="dt" sx={{ opacity: 0.9 }}>
            {stat.label}
          </Typography>
          <Typography component="dd" variant="h3" sx={{ m: 0, fontWeight: 700 }}>
            {stat.value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
