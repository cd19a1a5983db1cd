import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The technologies we use, as a wrapping grid of tiles. */
export function TechnologyGrid({
  technologies,
  label,
}: {
  technologies: readonly string[];
  label: string;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
      }}
    >
      {technologies.map((technology) => (
        <Paper
          key={technology}
          component="li"
          variant="outlined"
          sx={{ p: 2, textAlign: 'center' }}
        >
          <Typography sx={{ fontWeight: 600 }}>{technology}</Typography>
        </Paper>
      ))}
    </Box>
  );
}
