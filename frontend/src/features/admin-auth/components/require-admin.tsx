import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { adminPaths } from '../../../config/admin-paths';
import { useIsAdmin } from '../../../lib/staff-auth';

/**
 * Keeps an admin's screen (Team, Audit Log) to admins. Staff who open its address are told why
 * instead; the screen waits for the role, so it never asks the server for what it would refuse.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const isAdmin = useIsAdmin();
  if (isAdmin === undefined) return <LoadingIndicator />;
  if (!isAdmin) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">You need to be an admin to open this page.</Alert>
        <Button component={RouterLink} to={adminPaths.dashboard} variant="contained">
          Go to Dashboard
        </Button>
      </Stack>
    );
  }
  return children;
}
