import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { usePageMeta } from '../../../components/ui/use-page-meta';
import { adminPaths } from '../../../config/admin-paths';

/** A console path that names no screen (the header reads 'Page Not Found'). */
export default function ConsoleNotFoundRoute() {
  const { pathname } = useLocation();
  usePageMeta('Page Not Found · Staff Console', 'No console page at this address.');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        There is no console page at <code>{pathname}</code>. It may have moved, or the link may be
        mistyped.
      </Typography>
      <Button component={RouterLink} to={adminPaths.dashboard} variant="contained">
        Go to Dashboard
      </Button>
    </Stack>
  );
}
