import type { Query } from '@tanstack/react-query';
import type { SessionViewStatus } from '../../../shared/session-rules';

/** First polling interval of a view showing an open or scoring session, ms. */
export const LIVE_POLL_MIN_MS = 2_000;
/** Longest polling interval once nothing has changed for a while, ms. */
export const LIVE_POLL_MAX_MS = 30_000;

/** When each answer object was first seen; structural sharing keeps the object while nothing changes. */
const firstSeen = new WeakMap<object, number>();

/**
 * The polling interval for data that has not changed for `unchangedMs`: {@link LIVE_POLL_MIN_MS} at
 * first, growing with a quarter of the quiet time up to {@link LIVE_POLL_MAX_MS}. Any change starts over.
 */
export function backOffMs(unchangedMs: number): number {
  return Math.min(LIVE_POLL_MAX_MS, Math.max(LIVE_POLL_MIN_MS, Math.round(unchangedMs / 4)));
}

/**
 * True for a session the applicant may still change (open), the AI is still scoring (submitted), or a
 * manager's session re-score is running on; not past its deadline (expired).
 */
export function isLive(session: { status: SessionViewStatus; rescore?: { state: string } }): boolean {
  return (
    session.status === 'open' ||
    session.status === 'submitted' ||
    session.status === 'scoring' ||
    session.rescore?.state === 'running'
  );
}

/**
 * TanStack Query options for a view that shows sessions: while `live(data)` holds, re-read with back-off
 * ({@link backOffMs}); always re-read when the window regains focus. Polling pauses in a hidden tab
 * (TanStack's `refetchIntervalInBackground` stays false), so only visible views poll.
 */
export function liveRefetch<T>(live: (data: T) => boolean) {
  return {
    refetchOnWindowFocus: 'always' as const,
    refetchInterval: (query: Query<T, Error, T, readonly unknown[]>) => {
      const data = query.state.data;
      if (data === undefined || !live(data)) return false as const;
      if (typeof data !== 'object' || data === null) return LIVE_POLL_MIN_MS;
      const now = Date.now();
      const since = firstSeen.get(data) ?? now;
      if (!firstSeen.has(data)) firstSeen.set(data, now);
      return backOffMs(now - since);
    },
  };
}
