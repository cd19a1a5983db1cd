import Grid, { type GridProps } from '@mui/material/Grid';
import type { Key, ReactNode } from 'react';

interface Props<T> {
  items: readonly T[];
  keyOf: (item: T) => Key;
  /** Each card's share of a row of 12 by breakpoint: by default one, two, then three a row. */
  size?: GridProps['size'];
  children: (item: T) => ReactNode;
}

/** Cards of like things in rows that narrow to one column on phones, each cell as tall as its row. */
export function CardGrid<T>({
  items,
  keyOf,
  size = { xs: 12, sm: 6, md: 4 },
  children,
  ...grid
}: Props<T> & Omit<GridProps, 'children' | 'size'>) {
  return (
    <Grid container spacing={3} {...grid}>
      {items.map((item) => (
        <Grid key={keyOf(item)} size={size}>
          {children(item)}
        </Grid>
      ))}
    </Grid>
  );
}
