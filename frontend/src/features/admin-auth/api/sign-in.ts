import type { StaffLogin } from '@bytecraft/contracts/staff-auth';
import type { StaffMe } from '@bytecraft/contracts/staff-team';

/**
 * The sign-in page's two calls, as plain requests: the page loads neither the store nor any of
 * the console, whose own session query asks again once it mounts. A refusal is thrown as RTK
 * Query's errors are (`status`, and the server's body as `data`), so lib/api-errors reads both.
 */
async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${globalThis.location?.origin ?? ''}/api/${path}`, init);
  } catch {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- RTK Query's error shape, read alike
    throw { status: 'FETCH_ERROR' };
  }
  const body: unknown = await response.json().catch(() => undefined);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- RTK Query's error shape, read alike
  if (!response.ok) throw { status: response.status, data: body };
  return (body as { data: T }).data;
}

/** Who is signed in, or null without a session. */
export const fetchStaffMe = () => call<StaffMe>('admin/auth/me').catch(() => null);

/** Signs in: the server sets the session cookie. */
export const signIn = (body: StaffLogin) =>
  call<StaffMe>('admin/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
