import type { Theme } from '@mui/material/styles';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { SystemStyleObject } from '@mui/system';
import type { ReactNode } from 'react';

interface Props {
  /** Short labels: skills, technologies. */
  labels: readonly string[];
  variant?: 'outlined' | 'filled';
  /** Space around the row, where its card wants some. */
  sx?: SystemStyleObject<Theme>;
  /** Chips after the labels' own (a '+N more'). */
  children?: ReactNode;
}

/** Short labels as small chips in a row that wraps. */
export function ChipRow({ labels, variant = 'outlined', sx, children }: Props) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, ...sx }}>
      {labels.map((label) => (
        <Chip key={label} label={label} size="small" variant={variant} />
      ))}
      {children}
    </Stack>
  );
}
