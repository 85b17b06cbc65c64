import type { FloodKey, FloodLimit } from '../../shared/flood-limits';
import { enforceRateLimit } from './rate-limit';

/** The keys a request can be counted under; a limit whose key is missing is not counted. */
export interface FloodKeys {
  /** `clientFloodKey(event)`: the address, IPv6 by its /64. */
  address?: string;
  orgId?: string;
  userId?: string;
  /**
   * The applicant token of the request ({@link applicantFloodKey}): a session's calls are counted by the
   * token it was given, whoever shares its address. Stored only hashed, like every key.
   */
  session?: string;
}

/**
 * The key an applicant route counts its caller under: the bearer token of `Authorization`, or undefined
 * without one (such a request is refused with 401 before the route reads anything, and counts nothing).
 * A made-up token is counted under itself and refused by the token check in the same round; floods of
 * them are bounded per address at the edge (WAF `ApplicantRatePerAddress`, `infra/constructs/waf.ts`)
 * and by the stage's throttle.
 */
export function applicantFloodKey(event: {
  headers?: Record<string, string | undefined>;
}): string | undefined {
  const [scheme, token] = (event.headers?.authorization ?? '').split(' ');
  return scheme === 'Bearer' && token ? token : undefined;
}

/** The 429 of a per-session limit: the applicant's own calls, not their network's, are too many. */
const SESSION_FLOOD_MESSAGE = 'Too many requests for this interview at once. Wait a moment and try again.';

/**
 * What a 429 of a shared limit says, by whom it counts (an address's keeps the rate limiter's message about
 * the caller's network): an organization's or a person's share is theirs, not their network's.
 */
const SHARE_MESSAGES: Partial<Record<FloodKey, (limit: FloodLimit) => string>> = {
  org: (limit) =>
    `Your organization has used its share of this kind of request (${limit.limit} a minute). Try again in a minute.`,
  user: (limit) =>
    `You have used your share of this kind of request (${limit.limit} a minute). Try again in a minute.`,
};

/**
 * Counts one call against each of a route's flood limits (`shared/flood-limits.ts`), in parallel: one
 * atomic UpdateItem per limit (`enforceRateLimit`), so at most three round trips and no lost counts under
 * concurrency (docs/decisions/0077-fair-shares-under-load.md).
 * @throws TooManyRequests (429 with `Retry-After`, seconds) when any of them is used up; the route then
 * does not run, so the refused call changes nothing but the counters.
 */
export async function enforceFloodLimits(limits: readonly FloodLimit[], keys: FloodKeys): Promise<void> {
  const keyOf = { address: keys.address, org: keys.orgId, user: keys.userId, session: keys.session };
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
          ...(limit.per === 'session' ? { message: SESSION_FLOOD_MESSAGE } : {}),
          ...(SHARE_MESSAGES[limit.per] ? { message: SHARE_MESSAGES[limit.per]!(limit) } : {}),
        }),
      ];
    }),
  );
}
