import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface Stat {
  value: string;
  label: string;
}

/** A row of figures ('20+ Projects Completed'); two a row on phones, all in one on desktops. */
export function StatGrid({ stats, inverted }: { stats: readonly Stat[]; inverted?: boolean }) {
  const columns = Math.max(1, Math.floor(12 / stats.length));
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      {stats.map((stat) => (
        <Grid key={stat.label} size={{ xs: 6, md: columns }}>
          <Paper
            elevation={0}
            sx={{
              p: 2,
              textAlign: 'center',
              height: '100%',
              bgcolor: inverted ? 'rgba(255,255,255,0.12)' : 'background.paper',
              color: inverted ? 'common.white' : 'text.primary',
              border: inverted ? 'none' : 1,
              borderColor: 'divider',
            }}
          >
            <Typography component="dd" variant="h3" sx={{ m: 0, fontWeight: 700 }}>
              {stat.value}
            </Typography>
            <Typography component="dt" sx={{ opacity: 0.9 }}>
              {stat.label}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
