import { z } from './zod';

/** Staff session cookie (HttpOnly, SameSite=Strict, Path=/api). */
export const STAFF_SESSION_COOKIE = 'bytecraft_staff';

/** A password the member already has (sign-in, a password change, turning two-factor off). */
export const currentPasswordSchema = z
  .string({ error: 'Password is required' })
  .check(z.minLength(1, { error: 'Password is required' }), z.maxLength(1024));

export const staffLoginSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .check(z.trim(), z.minLength(1, { error: 'Email is required' }), z.maxLength(254)),
  password: currentPasswordSchema,
  /** The authenticator app's six digits, or one of the recovery codes: only with two-factor on. */
  code: z.optional(
    z.string().check(z.trim(), z.minLength(1, { error: 'Code is required' }), z.maxLength(64)),
  ),
});

export type StaffLogin = z.output<typeof staffLoginSchema>;

/** A wait as a person reads it: '45 seconds', '1 minute', '15 minutes' (rounded up). */
export function waitText(seconds: number): string {
  const [count, unit] =
    seconds < 60 ? [Math.ceil(seconds), 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * What only staff routes answer (sign-in, live events, the queue dashboard): apart from
 * ERROR_MESSAGES, which every public page's form loads.
 */
export const STAFF_ERROR_MESSAGES = {
  /** A sign-in refused before its password is checked: why, and the wait (its Retry-After). */
  signInThrottledAccountFromClient: (seconds: number) =>
    `Too many failed sign-ins for this account from your network. Try again in ${waitText(seconds)}.`,
  signInThrottledClient: (seconds: number) =>
    `Too many failed sign-ins from your network. Try again in ${waitText(seconds)}.`,
  signInThrottledAccount: (seconds: number) =>
    `Too many failed sign-ins for this account from many networks; staff have been alerted. Try again in ${waitText(seconds)}.`,
  tooManyStreams: 'Too many live views are open for this account; close one and try again',
  queueBoardChange:
    'The queue dashboard only retries and cleans jobs; jobs are added and changed by the services',
} as const;
