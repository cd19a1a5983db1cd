import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Fact } from '../record-screen';

/** Label and value pairs as a description list; empty values are left out. */
export function FactList({ facts, columns = 1 }: { facts: Fact[]; columns?: 1 | 2 }) {
  const shown = facts.filter((fact) => fact.value);
  if (!shown.length) return null;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: columns === 2 ? '1fr 1fr' : '1fr' },
        gap: 1,
        my: 1,
      }}
    >
      {shown.map((fact) => (
        <Box key={fact.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
