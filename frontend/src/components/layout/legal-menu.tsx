import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import { legalLinks } from '../../config/paths';

/** The header's Legal dropdown: loaded on first open, it brings MUI's popover machinery. */
export default function LegalMenu({
  anchor,
  onClose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  return (
    <Menu id="legal-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {legalLinks.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
