import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { legalLinks, mainLinks, paths } from '../../config/paths';

/** Site header: transparent at the top, opaque once the page is scrolled past 50 px. */
export function Header() {
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 50 });
  const [legalAnchor, setLegalAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <AppBar
      position="sticky"
      elevation={scrolled ? 4 : 0}
      sx={{
        bgcolor: scrolled ? 'primary.main' : 'rgba(11, 61, 145, 0.92)',
        transition: 'background-color 200ms',
      }}
    >
      <Toolbar component="nav" aria-label="Main">
        <Button
          component={RouterLink}
          to={paths.home}
          color="inherit"
          sx={{ fontWeight: 700, fontSize: '1.1rem', mr: 2 }}
        >
          Bytecraft
        </Button>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}>
          {mainLinks.map((link) => (
            <Button key={link.to} component={RouterLink} to={link.to} color="inherit">
              {link.label}
            </Button>
          ))}
          <Button
            color="inherit"
            aria-haspopup="menu"
            aria-expanded={Boolean(legalAnchor)}
            onClick={(event) => setLegalAnchor(event.currentTarget)}
          >
            Legal
          </Button>
          <Menu
            anchorEl={legalAnchor}
            open={Boolean(legalAnchor)}
            onClose={() => setLegalAnchor(null)}
          >
            {legalLinks.map((link) => (
              <MenuItem
                key={link.to}
                component={RouterLink}
                to={link.to}
                onClick={() => setLegalAnchor(null)}
              >
                {link.label}
              </MenuItem>
            ))}
          </Menu>
        </Box>
        <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
        <Button component={RouterLink} to={paths.contact} variant="contained" color="secondary">
          Start Project
        </Button>
        <IconButton
          color="inherit"
          aria-label="Open menu"
          sx={{ display: { md: 'none' }, ml: 1 }}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <Drawer anchor="right" open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <List sx={{ width: 260 }} onClick={() => setDrawerOpen(false)}>
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
    </AppBar>
  );
}
