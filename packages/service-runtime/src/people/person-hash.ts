import { createHmac } from 'node:crypto';

/**
 * The keyed hash an erased address leaves behind (notification's mail log, the gateway's
 * erasure record): HMAC-SHA256 under PERSON_HASH_KEY of the lower-cased address, hex. Without
 * the key, a list of likely addresses cannot be hashed and matched against it; with it,
 * staff can still tell whether an address asked to be erased before.
 */
export const personHash = (key: string, email: string): string =>
  createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex');
