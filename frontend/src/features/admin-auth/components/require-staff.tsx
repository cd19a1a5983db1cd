import { skipToken } from '@reduxjs/toolkit/query/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { staffApi } from '../../../lib/staff-api';
import { selectSessionEnded, selectSignedOut, useStaffMeQuery } from '../../../lib/staff-auth';
import { loginPathFor } from '../next-path';
import { Redirect } from './redirect';

// Rarely shown: its alert loads only when the server is out of reach.
const SessionUnreachable = lazy(() => import('./session-unreachable'));

/**
 * Keeps the console to signed-in staff. Without a session, or as soon as any staff call
 * answers 401 (the session expired or was ended elsewhere), it sends them to sign in,
 * remembering the page they were on; once they sign out, to the sign-in page alone. While the
 * session is being checked the page renders already: that is the page the build prerendered,
 * its own calls go out beside the check rather than after it, and everything they read needs
 * the session.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const location = useLocation();
  const dispatch = useDispatch();
  const ended = useSelector(selectSessionEnded);
  const signedOut = useSelector(selectSignedOut);
  // Where staff leave the console for, once the session is over.
  const exit = signedOut ? paths.adminLogin : ended ? loginPathFor(location) : null;
  // Kept once known: the reset below forgets what said so, and neither the page nor the session
  // check may come back (and ask again, and be refused) while the sign-in page loads.
  const [leftFor, setLeftFor] = useState<string | null>(null);
  const me = useStaffMeQuery(leftFor ? skipToken : undefined);

  // Nothing read under the old session stays in memory: the sign-in page asks the server afresh,
  // and the next sign-in starts clean.
  useEffect(() => {
    if (!exit) return;
    setLeftFor(exit);
    dispatch(staffApi.util.resetApiState());
  }, [exit, dispatch]);

  const to = leftFor ?? exit;
  if (to) return <Redirect to={to} />;
  if (me.isError) {
    return (
      <Suspense fallback={null}>
        <SessionUnreachable onRetry={() => void me.refetch()} />
      </Suspense>
    );
  }
  return children;
}
