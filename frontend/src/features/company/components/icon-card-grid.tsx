import Typography from '@mui/material/Typography';
import type { IconComponent } from './company-icons';
import { CardGrid } from '../../../components/ui/cards';
import { Tile } from '../../../components/ui/cards';

interface Item<K extends string> {
  title: string;
  description: string;
  icon: K;
}

interface Props<K extends string> {
  items: readonly Item<K>[];
  /** Maps each item's icon key to its icon (companyIcons, teamIcons). */
  icons: Record<K, IconComponent>;
  /** Cards per row from the md breakpoint up. */
  perRow?: 2 | 3 | 4;
}

/** Principles, values, impact: a titled sentence under an icon, as cards. */
export function IconCardGrid<K extends string>({ items, icons, perRow = 4 }: Props<K>) {
  return (
    <CardGrid items={items} keyOf={(item) => item.title} size={{ xs: 12, sm: 6, md: 12 / perRow }}>
      {(item) => {
        const Icon: IconComponent = icons[item.icon];
        return (
          <Tile
            icon={<Icon color="secondary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />}
            title={item.title}
          >
            <Typography color="text.secondary">{item.description}</Typography>
          </Tile>
        );
      }}
    </CardGrid>
  );
}
