import { timeLimitEndsAt } from '../../shared/time-limits';
import { clock, clockIso } from '../clock';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import { ApiError, withParams } from '../errors/errors';
import { translator } from '../i18n';
import type { SessionItem } from '../sessions';
import { openedTimes, unopenedQuestionStart } from './question-clock';

const epochMs = (iso: string | undefined) => (iso ? Date.parse(iso) : undefined);

/**
 * When the session's next save is too late, epoch ms by {@link clock} (docs/product.md#rule-time-limits):
 * the session limit runs from the first question shown (`startedAt`, set as the access code opens the
 * questions); the question limit from when the question was first opened (`questionOpenedAt`, stored once,
 * docs/decisions/0134-question-time-from-first-opening.md), or for a question never opened from where its
 * first save will record it ({@link unopenedQuestionStart}); both stretched by the accommodation's extra
 * time. A question whose time ran out stays closed (`timedOutQuestions`) until a manager grants extra
 * time. Undefined without limits.
 */
export function saveDeadline(session: SessionItem, questionId?: string): number | undefined {
  const sessionStart = epochMs(session.startedAt);
  if (sessionStart === undefined) return undefined;
  const opened = questionId !== undefined ? epochMs(openedTimes(session)[questionId]) : undefined;
  const questionStart = opened ?? unopenedQuestionStart(session)!;
  const ends = timeLimitEndsAt(session.timeLimits, session.extraTime, { sessionStart, questionStart });
  if (ends === undefined || questionId === undefined || !session.timedOutQuestions?.includes(questionId))
    return ends;
  return Math.min(ends, epochMs(session.questionClockAt) ?? ends);
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
      ...(session.questionClockAt ? { questionClockAt: session.questionClockAt } : {}),
      ...(session.questionOpenedAt !== undefined ? { questionOpenedAt: openedTimes(session) } : {}),
    },
  };
}

/**
 * Refuses a save after the session's or the question's time limit, in the interview's language; the answer
 * saved before stays. A refusal past the question limit records, on the open session, that the question's
 * time ran out: the question stays closed and the next one's time runs from now (one conditional update;
 * a session submitted meanwhile is left as it is).
 * @param questionId - the question saved.
 * @throws ApiError `TimeLimitExceeded` (409) with `params.endedAt` (ISO) past the limit.
 */
export async function assertWithinTimeLimit(session: SessionItem, questionId: string): Promise<void> {
  const ends = saveDeadline(session, questionId);
  if (ends === undefined || clock.now() <= ends) return;
  if (session.timeLimits?.perQuestionSeconds !== undefined)
    await db.entities.session
      .patch({ sessionId: session.sessionId })
      .add({ timedOutQuestions: [questionId] })
      .set({ questionClockAt: clockIso() })
      .where((a, op) => op.eq(a.status, 'open'))
      .go()
      .catch((error: unknown) => {
        if (!isConditionalCheckFailed(error)) throw error;
      });
  throw withParams(
    new ApiError('TimeLimitExceeded', translator(session.language)('errors.TimeLimitExceeded')),
    { endedAt: new Date(ends).toISOString() },
  );
}
