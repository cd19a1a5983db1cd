import { paths } from '../../config/paths';

/** Where sign-in sends staff afterwards: a console page they asked for, else the dashboard. */
export function nextPath(requested: string | null): string {
  // Only a path inside the console: never another site ('//evil.example') or a public page.
  if (!requested || !requested.startsWith(paths.admin) || requested.startsWith('//')) {
    return paths.admin;
  }
  return requested.startsWith(paths.adminLogin) ? paths.admin : requested;
}

/** The sign-in page, remembering the page that was asked for. */
export const loginPathFor = (location: { pathname: string; search: string }) =>
  `${paths.adminLogin}?next=${encodeURIComponent(location.pathname + location.search)}`;
