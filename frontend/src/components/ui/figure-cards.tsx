import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

export interface Figure {
  label: string;
  value: string;
}

/**
 * A row of small cards above a list ('Total Subscribers 3'). A description list whose items
 * are the cards themselves (a dl may hold only dt/dd groups in one div each): the term (the
 * label) comes first for screen readers, the figure shows above it.
 */
export function FigureCards({ figures, label }: { figures: readonly Figure[]; label: string }) {
  return (
    <Grid container spacing={2} component="dl" aria-label={label} sx={{ m: 0 }}>
      {figures.map((figure) => (
        <Grid
          key={figure.label}
          size={{ xs: 6, sm: 4, lg: 2 }}
          sx={{
            display: 'flex',
            flexDirection: 'column-reverse',
            justifyContent: 'flex-end',
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.6rem', fontWeight: 700 }}>
            {figure.value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
