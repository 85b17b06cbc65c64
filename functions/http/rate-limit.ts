import { createHash } from 'node:crypto';
import { db } from '../data/service';
import { TooManyRequests } from '../errors/errors';

/** Options of {@link enforceRateLimit}. */
export interface RateLimitOptions {
  /** What is limited (`contact`, `early-access`, …); separate scopes never share a counter. */
  scope: string;
  /** Who is limited, usually the client address (`clientAddress(event)`). Stored only hashed. */
  key: string;
  /** Calls allowed per window; the next one in the same window is refused. */
  limit: number;
  /** Length of a window, in seconds. Windows are fixed and aligned to the epoch (an hour: 3600). */
  windowSeconds: number;
  /** Current time in epoch milliseconds; tests pass their own. */
  now?: number;
  /** What the 429 says; a flood message about the caller's network when unset. */
  message?: string;
}

/** What {@link enforceRateLimit} counted. */
export interface RateLimitState {
  /** Calls in the current window, this one included. */
  count: number;
  /** Calls left in the current window after this one. */
  remaining: number;
  /** When the window ends, epoch seconds. */
  resetAt: number;
}

/** SHA-256 of the client key: counters need equality only, and the table never holds an address. */
function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 32);
}

/**
 * Counts one call of `key` in `scope` and refuses it when the window's limit is used up: a fixed-window
 * counter, one item per scope + key + window, incremented with a single atomic UpdateItem (`ADD count 1`),
 * so concurrent Lambdas never lose a count. The item expires through the table's TTL at the window's end.
 * Public forms use it against floods from one client (docs/architecture.md#rate-limits: 429 with
 * Retry-After).
 * @returns the count after this call.
 * @throws TooManyRequests (429, `Retry-After` = whole seconds until the window ends, at least 1) once
 * more than `limit` calls arrived in the window.
 */
export async function enforceRateLimit(options: RateLimitOptions): Promise<RateLimitState> {
  const { scope, key, limit, windowSeconds } = options;
  const nowSeconds = (options.now ?? Date.now()) / 1000;
  const windowStart = Math.floor(nowSeconds / windowSeconds) * windowSeconds;
  const resetAt = windowStart + windowSeconds;
  const { data } = await db.entities.rateLimitWindow
    .update({ scope, keyHash: hashKey(key), windowStart })
    .add({ count: 1 })
    .set({ expiresAt: resetAt })
    .go({ response: 'all_new' });
  const count = data.count ?? 1;
  if (count > limit) {
    const retryAfter = Math.max(1, Math.ceil(resetAt - nowSeconds));
    const minutes = Math.ceil(retryAfter / 60);
    throw new TooManyRequests(
      options.message ??
        `Too many requests from your network. Please try again later (in about ${minutes} minute${minutes === 1 ? '' : 's'}).`,
      retryAfter,
    );
  }
  return { count, remaining: limit - count, resetAt };
}
