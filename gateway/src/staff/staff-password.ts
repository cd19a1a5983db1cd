import { STAFF_PASSWORD_MIN_LENGTH, STAFF_TEAM_MESSAGES } from '@bytecraft/contracts/staff-team';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Argon2id (the library's default algorithm; `Algorithm` is a const enum the test compiler
 * cannot inline) with OWASP's minimum: 19 MiB, two passes, one lane. The parameters travel in
 * the hash, so raising them later still verifies old hashes.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password);

/**
 * The most common passwords of public breaches, as zxcvbn-ts ships them (about 49,000, lower
 * case). Only those long enough to pass the length rule matter here; they are kept once.
 */
const COMMON = new Set(
  dictionary['passwords-common'].filter((common) => common.length >= STAFF_PASSWORD_MIN_LENGTH),
);

export type PasswordProblem = 'passwordTooShort' | 'passwordCommon';

/**
 * What the password policy says of a new password, wherever it is set (invitation, reset,
 * change, the command line, ADMIN_PASSWORD): too short, too common, or nothing.
 */
export function passwordProblem(password: string): PasswordProblem | undefined {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (COMMON.has(password.toLowerCase())) return 'passwordCommon';
  return undefined;
}

export const passwordProblemMessage = (problem: PasswordProblem): string =>
  STAFF_TEAM_MESSAGES[problem];
