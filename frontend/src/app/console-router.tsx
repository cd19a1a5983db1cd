import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { LoadingIndicator } from '../components/ui/loading-indicator';
import { ToastHost } from '../components/ui/toast-host';
import { paths } from '../config/paths';
import { DocumentLoad } from './document-load';
import AdminApp from './routes/admin/admin-app';

/** The staff console under /admin, but for the sign-in page. */
export const consoleRoute: RouteObject = {
  path: `${paths.admin}/*`,
  element: (
    <>
      <Suspense fallback={<LoadingIndicator />}>
        <AdminApp />
      </Suspense>
      <ToastHost />
    </>
  ),
};

/**
 * The console's build: the console alone, so that its first screens load one entry of what
 * they need rather than the site's entry and the many chunks it shares with the public pages.
 * Every other path, the sign-in page too, is the site's.
 */
export function ConsoleRoutes() {
  return useRoutes([
    consoleRoute,
    { path: paths.adminLogin, element: <DocumentLoad /> },
    { path: '*', element: <DocumentLoad /> },
  ]);
}
