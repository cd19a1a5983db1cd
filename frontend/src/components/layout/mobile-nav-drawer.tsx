import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import { Link as RouterLink } from 'react-router-dom';
import { legalLinks, mainLinks } from '../../config/paths';

/** The mobile menu: loaded on first open, like the Legal dropdown. */
export default function MobileNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <List component="nav" aria-label="Site" sx={{ width: 260 }} onClick={onClose}>
        {mainLinks.map((link) => (
          <ListItemButton key={link.to} component={RouterLink} to={link.to}>
            {link.label}
          </ListItemButton>
        ))}
        <ListSubheader>Legal</ListSubheader>
        {legalLinks.map((link) => (
          <ListItemButton key={link.to} component={RouterLink} to={link.to}>
            {link.label}
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
