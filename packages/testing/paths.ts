import { join } from 'node:path';

/** The repository's root (this package runs from `packages/testing/dist`). */
export const REPO_ROOT = join(__dirname, '../../..');
