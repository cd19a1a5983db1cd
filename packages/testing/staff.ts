import { randomBytes } from 'node:crypto';

/** A staff address of its own for each call, so accounts never collide across tests. */
export const newEmail = (who = 'member') =>
  `${who}.${randomBytes(3).toString('hex')}@bytecraft.example`;

/** A password of its own, random enough for the gateway's strength check. */
export const newPassword = () => randomBytes(12).toString('base64url');

/**
 * A client address of its own (sent as X-Forwarded-For, which the suites' gateway trusts), so
 * per-client counts and audit rows never mix between tests.
 */
export const newIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;
