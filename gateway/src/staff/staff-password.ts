import { hash, verify } from '@node-rs/argon2';

/** Shortest password a staff account may have, from the environment or the command line. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/**
 * Argon2id (the library's default algorithm; `Algorithm` is a const enum the test compiler
 * cannot inline) with OWASP's minimum: 19 MiB, two passes, one lane. The parameters travel in
 * the hash, so raising them later still verifies old hashes.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password);
