import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** Root of the repository (where `package.json` and `package-lock.json` live), whatever the cwd. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Absolute path of a file given relative to the repository root. */
export function repoPath(...parts: string[]): string {
  return join(REPO_ROOT, ...parts);
}
