import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export function TechnologyChips({ technologies }: { technologies: readonly string[] }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {technologies.map((technology) => (
        <Chip key={technology} label={technology} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}
