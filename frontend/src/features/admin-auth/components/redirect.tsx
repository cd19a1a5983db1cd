import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Replaces the current entry with `to` once rendered. (React Router's <Navigate> does the
 * same; the console uses only the router APIs the public site already ships, so that the
 * site's entry chunk does not grow for it.)
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
