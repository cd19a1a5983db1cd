import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { FailureBoundary } from '../../../components/ui/failure-boundary';
import { LetterCircle } from '../../../components/ui/letter-circle';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { lazyWithPreload, preloadOnIntent } from '../../../lib/lazy-with-preload';
import { adminPaths } from '../../../config/admin-paths';
import {
  ROLE_LABELS,
  useIsAdmin,
  useStaffLogoutMutation,
  useStaffMeQuery,
} from '../../../lib/staff-auth';
import { toast } from '../../../lib/toasts';
import { useStaffEvents } from '../hooks/use-staff-events';
import { sectionOf, sectionsFor } from '../sections';
import { HeaderSearch } from './header-search';

const DRAWER_WIDTH = 264;

// The drawer, with MUI's Modal, loads when a small screen's menu button is about to be used.
const NavigationDrawer = lazyWithPreload(() => import('./navigation-drawer'));

/**
 * The console's frame: the sidebar with every section and the signed-in staff member (a
 * drawer on small screens), the header naming the section, and the page. While it is open it
 * keeps the console live through the server's staff events.
 */
export function AdminLayout() {
  const [drawerOpen, setDrawerOpen] = useState<boolean>();
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  useStaffEvents();

  const sidebar = <Sidebar current={section?.to} onNavigate={() => setDrawerOpen(false)} />;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{
          width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
          ml: { md: `${DRAWER_WIDTH}px` },
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Toolbar sx={{ gap: 0.5 }}>
          <IconButton
            edge="start"
            aria-label="Open navigation"
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { md: 'none' } }}
            {...preloadOnIntent(NavigationDrawer)}
          >
            <MenuIcon />
          </IconButton>
          <Typography
            variant="h1"
            noWrap
            sx={{ fontSize: { xs: '1.15rem', sm: '1.4rem' }, flexGrow: 1 }}
          >
            {section?.label ?? 'Page Not Found'}
          </Typography>
          <HeaderSearch />
          {/* On a phone the field would crowd the title out: the Person page has its own. */}
          <IconButton
            component={RouterLink}
            to={adminPaths.people}
            aria-label="Find a person"
            sx={{ display: { sm: 'none' } }}
          >
            <SearchIcon />
          </IconButton>
          {/* Decorative, as the spec has them: no notifications or settings behind. */}
          <IconButton aria-label="Notifications, 3 new">
            <Badge badgeContent={3} color="error">
              <NotificationsIcon />
            </Badge>
          </IconButton>
          <IconButton aria-label="Settings">
            <SettingsIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      {/* Which drawer shows is CSS, not a media query in script: the prerendered page and its
          first render in the browser are then the same at every width. */}
      <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {drawerOpen !== undefined && (
          <Suspense>
            <NavigationDrawer
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              width={DRAWER_WIDTH}
            >
              {sidebar}
            </NavigationDrawer>
          </Suspense>
        )}
        {/* Docked as MUI's permanent Drawer docks it, without the Drawer's modal code. */}
        <Paper
          square
          elevation={0}
          sx={{
            display: { xs: 'none', md: 'flex' },
            flexDirection: 'column',
            position: 'fixed',
            top: 0,
            left: 0,
            height: '100%',
            width: DRAWER_WIDTH,
            boxSizing: 'border-box',
            overflowY: 'auto',
            zIndex: 'drawer',
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          {sidebar}
        </Paper>
      </Box>
      <Box
        component="main"
        id="main"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
          p: { xs: 2, md: 3 },
        }}
      >
        <Toolbar />
        <FailureBoundary what="screen" resetKeys={[pathname]}>
          <Suspense fallback={<LoadingIndicator />}>
            <Outlet />
          </Suspense>
        </FailureBoundary>
      </Box>
    </Box>
  );
}

function Sidebar({ current, onNavigate }: { current?: string; onNavigate: () => void }) {
  const sections = sectionsFor(useIsAdmin());
  return (
    // A landmark of its own, so the name and the signed-in card belong to one too.
    <Box
      component="aside"
      aria-label="Console menu"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Toolbar>
        <Typography component="p" variant="h6" sx={{ fontWeight: 700, color: 'primary.main' }}>
          Bytecraft Admin
        </Typography>
      </Toolbar>
      <Divider />
      {/* Inside the drawer: on small screens it opens in a layer of its own. */}
      <List component="nav" aria-label="Admin sections" sx={{ flexGrow: 1, overflowY: 'auto' }}>
        {sections.map(({ label, to, Icon }) => (
          <ListItemButton
            key={to}
            component={RouterLink}
            to={to}
            selected={to === current}
            aria-current={to === current ? 'page' : undefined}
            onClick={onNavigate}
            sx={{
              mx: 1,
              borderRadius: 1,
              '&.Mui-selected, &.Mui-selected:hover': {
                bgcolor: 'primary.main',
                color: 'common.white',
              },
              '&.Mui-selected .MuiListItemIcon-root': { color: 'common.white' },
            }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <Icon aria-hidden />
            </ListItemIcon>
            <ListItemText primary={label} />
          </ListItemButton>
        ))}
      </List>
      <Divider />
      <UserCard />
    </Box>
  );
}

/**
 * Who is signed in, and the way out: Logout ends the server session, and the console's guard
 * (RequireStaff) then takes staff to the sign-in page.
 */
function UserCard() {
  const { data: user } = useStaffMeQuery();
  const [logout, { isLoading }] = useStaffLogoutMutation();
  const signOut = async () => {
    try {
      await logout().unwrap();
    } catch {
      toast(
        { title: 'Logout Failed', message: 'Something went wrong. Please try again.' },
        'error',
      );
    }
  };
  return (
    <Paper elevation={0} sx={{ m: 1.5, p: 1.5, bgcolor: 'background.default' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <LetterCircle sx={{ bgcolor: 'secondary.main' }}>
          {user?.email.charAt(0).toUpperCase()}
        </LetterCircle>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {user?.name ?? user?.email}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {user && ROLE_LABELS[user.role]}
          </Typography>
        </Box>
      </Box>
      <Button
        fullWidth
        variant="outlined"
        startIcon={<LogoutIcon />}
        onClick={() => void signOut()}
        disabled={isLoading}
      >
        Logout
      </Button>
    </Paper>
  );
}
