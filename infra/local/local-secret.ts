/**
 * The secret of the local runner's own endpoints (`/local/`): made at each start, printed, handed to the
 * test support, and compared in constant time (docs/decisions/0040-origin-secret-and-viewer-address.md).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

/** The header that carries the local runner's secret on `/local/` requests. */
export const LOCAL_SECRET_HEADER = 'x-local-secret';

/** A new secret for the local runner's own endpoints (24 random bytes, base64url). */
export function newLocalSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** Whether `given` is the runner's secret (compared in constant time); false without a secret. */
export function isLocalSecret(expected: string | undefined, given: string | string[] | undefined): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The 403 body of a `/local/` request without the runner's secret. */
export const LOCAL_SECRET_REFUSED = JSON.stringify({
  error: 'Forbidden',
  message: `Requests under /local/ need the ${LOCAL_SECRET_HEADER} header with the secret the local runner printed at start.`,
});
