import type { Practice, PracticeAnswer, PracticeAnswerRequest } from '../../shared/schemas/practice';
import { allowedMs, timeLimitEndsAt } from '../../shared/time-limits';
import { clockIso } from '../clock';
import { translator } from '../i18n';
import type { SessionItem } from '../sessions';
import { assertAnswerable } from './applicant-auth';
import { followUpsAllowedIn } from './follow-ups';
import { openedTimes } from './question-clock';

/** Whether the interview asks follow-ups on any of its questions (none when evaluated by a person only). */
const asksFollowUps = (session: SessionItem) =>
  session.questions.some((q) => followUpsAllowedIn(session, q.id) > 0);

/**
 * `GET /api/session/{id}/practice`: the practice question of an open session, in the interview's language
 * (catalog `followUp.practiceQuestion`, among the texts the server writes without a model), with the
 * interview's time per question (and extra time) to show, and whether a follow-up comes
 * (docs/decisions/0161-practice-question.md). Available only before the first real question is opened or
 * answered.
 * @throws ApiError `SessionSubmitted` (409) or `SessionExpired` (410) as the interview's routes do.
 */
export async function practiceQuestion(session: SessionItem): Promise<Practice> {
  await assertAnswerable(session);
  const t = translator(session.language);
  const perQuestion = session.timeLimits?.perQuestionSeconds;
  const sessionEnds = timeLimitEndsAt(
    session.timeLimits?.sessionSeconds !== undefined
      ? { sessionSeconds: session.timeLimits.sessionSeconds }
      : undefined,
    session.extraTime,
    { sessionStart: session.startedAt ? Date.parse(session.startedAt) : undefined },
  );
  return {
    available: Object.keys(openedTimes(session)).length === 0 && !session.answeredQuestionIds?.length,
    counted: false,
    question: t('followUp.practiceQuestion'),
    ...(perQuestion !== undefined
      ? { timeLimitSeconds: Math.round(allowedMs(perQuestion, session.extraTime) / 1000) }
      : {}),
    ...(sessionEnds !== undefined ? { sessionEndsAt: new Date(sessionEnds).toISOString() } : {}),
    followUps: asksFollowUps(session) ? 1 : 0,
  };
}

/**
 * `POST /api/session/{id}/practice/answer`: receives a practice answer and stores nothing: no answer, no
 * version, no history entry, no score, nothing a manager can see. Answers the echo (characters, time) and,
 * when the interview asks follow-ups, one follow-up after the practice answer: the fixed probe of the
 * catalog (`followUp.example`), written without a model so practice spends none of the organization's AI
 * budget.
 * @throws ApiError `SessionSubmitted` (409) or `SessionExpired` (410) as a real save would.
 */
export async function practiceAnswer(
  session: SessionItem,
  body: PracticeAnswerRequest,
): Promise<PracticeAnswer> {
  await assertAnswerable(session);
  const ask = !body.followUp && body.response.trim() !== '' && asksFollowUps(session);
  return {
    counted: false,
    characters: body.response.length,
    receivedAt: clockIso(),
    ...(ask ? { followUp: { text: translator(session.language)('followUp.example') } } : {}),
  };
}
