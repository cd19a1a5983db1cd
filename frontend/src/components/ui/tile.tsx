import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A plain card of a grid (a value, a department): an icon if it has one, its title, its text. */
export function Tile({
  icon,
  title,
  children,
}: {
  icon?: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
      {icon}
      <Typography variant="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
