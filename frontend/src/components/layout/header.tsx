import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { mainLinks, paths } from '../../config/paths';
import { PlainButton, PlainIconButton } from '../ui/plain-button';

// Menus stay out of the first download: every page pays for the header.
const LegalMenu = lazy(() => import('./legal-menu'));
const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer'));

/** Site header: transparent at the top, opaque once the page is scrolled past 50 px. */
export function Header() {
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 50 });
  const [legalAnchor, setLegalAnchor] = useState<HTMLElement | null>(null);
  const [legalUsed, setLegalUsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState<boolean>();

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
        <PlainButton
          component={RouterLink}
          to={paths.home}
          color="inherit"
          sx={{ fontWeight: 700, fontSize: '1.1rem', mr: 2 }}
        >
          Bytecraft
        </PlainButton>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}>
          {mainLinks.map((link) => (
            <PlainButton key={link.to} component={RouterLink} to={link.to} color="inherit">
              {link.label}
            </PlainButton>
          ))}
          <PlainButton
            color="inherit"
            aria-haspopup="menu"
            aria-controls={legalAnchor ? 'legal-menu' : undefined}
            aria-expanded={Boolean(legalAnchor)}
            onClick={(event) => {
              setLegalAnchor(event.currentTarget);
              setLegalUsed(true);
            }}
          >
            Legal
          </PlainButton>
          {legalUsed && (
            <Suspense>
              <LegalMenu anchor={legalAnchor} onClose={() => setLegalAnchor(null)} />
            </Suspense>
          )}
        </Box>
        <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
        <PlainButton
          component={RouterLink}
          to={paths.contact}
          variant="contained"
          color="secondary"
          sx={{ whiteSpace: 'nowrap' }}
        >
          Start Project
        </PlainButton>
        <PlainIconButton
          type="button"
          aria-label="Open menu"
          sx={{ display: { md: 'none' }, ml: 1 }}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon />
        </PlainIconButton>
      </Toolbar>
      {drawerOpen !== undefined && (
        <Suspense>
          <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
