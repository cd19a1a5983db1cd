import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

/**
 * The industries we work in, as plain chips. The spec makes this row display-only, so it is
 * a list rather than buttons that would promise a filter.
 */
export function IndustryRow({ industries }: { industries: readonly string[] }) {
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label="Industries we serve"
      sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 3 }}
    >
      {industries.map((industry, index) => (
        <li key={industry}>
          {/* The first entry ('All Industries') is the highlighted one. */}
          <Chip
            label={industry}
            color={index === 0 ? 'primary' : 'default'}
            variant={index === 0 ? 'filled' : 'outlined'}
          />
        </li>
      ))}
    </Stack>
  );
}
