import { timeLimitEndsAt } from '../../shared/time-limits';
import { clock } from '../clock';
import { ApiError, withParams } from '../errors/errors';
import { translator } from '../i18n';
import type { SessionItem } from '../sessions';

const epochMs = (iso: string | undefined) => (iso ? Date.parse(iso) : undefined);

/**
 * When the session's next save is too late, epoch ms by {@link clock} (docs/product.md#rule-time-limits):
 * the session limit runs from the first question shown (`startedAt`, set as the access code opens the
 * questions); the question limit from the later of that and the applicant's last save (moving on from the
 * previous question), both stretched by the accommodation's extra time. Undefined without limits.
 */
export function saveDeadline(session: SessionItem): number | undefined {
  const sessionStart = epochMs(session.startedAt);
  const lastSave = epochMs(session.lastAnswerAt);
  return timeLimitEndsAt(session.timeLimits, session.extraTime, {
    sessionStart,
    questionStart: sessionStart === undefined ? undefined : Math.max(sessionStart, lastSave ?? sessionStart),
  });
}

/** What the applicant's page needs to show the time left; nothing for a session without limits or not started. */
export function timingOf(session: SessionItem) {
  const limits = session.timeLimits;
  if (!limits || !Object.keys(limits).length || !session.startedAt) return {};
  const { extraTimeFactor, extraMinutes } = session.extraTime ?? {};
  return {
    timing: {
      limits,
      ...(extraTimeFactor !== undefined ? { extraTimeFactor } : {}),
      ...(extraMinutes !== undefined ? { extraMinutes } : {}),
      startedAt: session.startedAt,
      ...(session.lastAnswerAt ? { lastAnswerAt: session.lastAnswerAt } : {}),
    },
  };
}

/**
 * Refuses a save after the session's time limit, in the interview's language; the answer saved before
 * stays (nothing is written).
 * @throws ApiError `TimeLimitExceeded` (409) with `params.endedAt` (ISO) past the limit.
 */
export function assertWithinTimeLimit(session: SessionItem): void {
  const ends = saveDeadline(session);
  if (ends === undefined || clock.now() <= ends) return;
  throw withParams(
    new ApiError('TimeLimitExceeded', translator(session.language)('errors.TimeLimitExceeded')),
    { endedAt: new Date(ends).toISOString() },
  );
}
