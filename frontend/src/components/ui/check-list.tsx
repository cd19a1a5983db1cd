import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

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
