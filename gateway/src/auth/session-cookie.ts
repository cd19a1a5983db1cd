import type { CookieSerializeOptions } from '@fastify/cookie';

/**
 * The staff session cookie: out of scripts' reach, never sent from another site, only to the
 * API, and only over HTTPS in production. No expiry: the server ends idle sessions itself.
 */
export const sessionCookieOptions = (production: boolean): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  path: '/api',
  secure: production,
});
