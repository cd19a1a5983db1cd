import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid, { type GridProps } from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { SystemStyleObject } from '@mui/system';
import type { ComponentType, Key, ReactNode } from 'react';

// The building blocks of the site's card grids, in one module so that the pages sharing them
// load one file for them, not one each: the grid, its article and tile cards, rows of chips and
// ticked lists.

interface CardGridProps<T> {
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
}: CardGridProps<T> & Omit<GridProps, 'children' | 'size'>) {
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

interface ArticleCardProps {
  /** The id of its heading, which names it for screen readers. */
  titleId?: string;
  /** Above the content, edge to edge (a banner). */
  media?: ReactNode;
  /** Its buttons, kept at the foot so a row of cards lines them up. */
  actions: ReactNode;
  children: ReactNode;
}

/** One card of a grid: an article as tall as its row, its content growing, its buttons last. */
export function ArticleCard({ titleId, media, actions, children }: ArticleCardProps) {
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {media}
      <CardContent sx={{ flexGrow: 1 }}>{children}</CardContent>
      <CardActions>{actions}</CardActions>
    </Card>
  );
}

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

interface ChipRowProps {
  /** Short labels: skills, technologies. */
  labels: readonly string[];
  variant?: 'outlined' | 'filled';
  /** Space around the row, where its card wants some. */
  sx?: SystemStyleObject<Theme>;
  /** Chips after the labels' own (a '+N more'). */
  children?: ReactNode;
}

/** Short labels as small chips in a row that wraps. */
export function ChipRow({ labels, variant = 'outlined', sx, children }: ChipRowProps) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, ...sx }}>
      {labels.map((label) => (
        <Chip key={label} label={label} size="small" variant={variant} />
      ))}
      {children}
    </Stack>
  );
}

/** Short points (features, perks), each after a tick: `icon`, in the accent colour. */
export function CheckList({
  items,
  icon: Icon,
}: {
  items: readonly string[];
  icon: ComponentType<SvgIconProps>;
}) {
  return (
    <List dense>
      {items.map((item) => (
        <ListItem key={item} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <Icon color="secondary" fontSize="small" aria-hidden />
          </ListItemIcon>
          <ListItemText primary={item} />
        </ListItem>
      ))}
    </List>
  );
}
