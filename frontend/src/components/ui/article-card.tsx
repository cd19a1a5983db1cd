import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';

interface Props {
  /** The id of its heading, which names it for screen readers. */
  titleId?: string;
  /** Above the content, edge to edge (a banner). */
  media?: ReactNode;
  /** Its buttons, kept at the foot so a row of cards lines them up. */
  actions: ReactNode;
  children: ReactNode;
}

/** One card of a grid: an article as tall as its row, its content growing, its buttons last. */
export function ArticleCard({ titleId, media, actions, children }: Props) {
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
