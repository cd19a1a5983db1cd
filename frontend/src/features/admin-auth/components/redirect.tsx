import { useEffect } from 'react';
import { useGoTo } from '../../../lib/go-to';

/**
 * Replaces the current entry with `to` once rendered, the other build's page too (React
 * Router's <Navigate> would push that page through this build's router first).
 */
export function Redirect({ to }: { to: string }) {
  const goTo = useGoTo();
  useEffect(() => {
    goTo(to, { replace: true });
  }, [goTo, to]);
  return null;
}
