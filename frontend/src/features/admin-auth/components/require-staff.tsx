import { skipToken } from '@reduxjs/toolkit/query/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useEffect, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { staffApi } from '../../../lib/staff-api';
import { selectSessionEnded, useStaffMeQuery } from '../../../lib/staff-auth';
import { loginPathFor } from '../next-path';
import { Redirect } from './redirect';

/**
 * Keeps the console to signed-in staff. Without a session, or as soon as any staff call
 * answers 401 (the session expired or was ended elsewhere), it sends them to sign in,
 * remembering the page they were on. While the session is being checked the page renders
 * already: that is the page the build prerendered, its own calls go out beside the check
 * rather than after it, and everything they read needs the session.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const location = useLocation();
  const dispatch = useDispatch();
  // Kept once seen: the reset below forgets the 401 that said so, and neither the page nor the
  // session check may come back (and ask again, and be refused again) while the sign-in page loads.
  const [signedOut, setSignedOut] = useState(false);
  const me = useStaffMeQuery(signedOut ? skipToken : undefined);
  const ended = useSelector(selectSessionEnded);

  // Nothing read under the old session stays in memory, and the next sign-in starts clean.
  useEffect(() => {
    if (!ended) return;
    setSignedOut(true);
    dispatch(staffApi.util.resetApiState());
  }, [ended, dispatch]);

  if (ended || signedOut) return <Redirect to={loginPathFor(location)} />;
  if (me.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void me.refetch()}>
              Retry
            </Button>
          }
        >
          The server cannot be reached to check your session.
        </Alert>
      </Container>
    );
  }
  return children;
}
