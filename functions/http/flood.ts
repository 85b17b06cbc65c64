import type { FloodLimit } from '../../shared/flood-limits';
import { enforceRateLimit } from './rate-limit';

/** The keys a request can be counted under; a limit whose key is missing is not counted. */
export interface FloodKeys {
  /** `clientFloodKey(event)`: the address, IPv6 by its /64. */
  address?: string;
  orgId?: string;
  userId?: string;
}

/**
 * Counts one call against each of a route's flood limits (`shared/flood-limits.ts`), in parallel: one
 * atomic UpdateItem per limit (`enforceRateLimit`), so at most three round trips and no lost counts under
 * concurrency (docs/decisions/0077-fair-shares-under-load.md).
 * @throws TooManyRequests (429 with `Retry-After`, seconds) when any of them is used up; the route then
 * does not run, so the refused call changes nothing but the counters.
 */
export async function enforceFloodLimits(limits: readonly FloodLimit[], keys: FloodKeys): Promise<void> {
  const keyOf = { address: keys.address, org: keys.orgId, user: keys.userId };
  await Promise.all(
    limits.flatMap((limit) => {
      const key = keyOf[limit.per];
      if (!key) return [];
      return [
        enforceRateLimit({
          scope: `flood-${limit.bucket}`,
          key: `${limit.per}:${key}`,
          limit: limit.limit,
          windowSeconds: limit.windowSeconds,
        }),
      ];
    }),
  );
}
