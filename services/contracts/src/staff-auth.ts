import { z } from 'zod';

/** Staff session cookie (HttpOnly, SameSite=Strict, Path=/api). */
export const STAFF_SESSION_COOKIE = 'bytecraft_staff';

export const staffLoginSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required' })
    .max(254),
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(1024),
  /** The authenticator app's six digits, or one of the recovery codes: only with two-factor on. */
  code: z.string().trim().min(1, { error: 'Code is required' }).max(64).optional(),
});

export type StaffLogin = z.output<typeof staffLoginSchema>;
