import type { IntegritySignals } from '../../shared/schemas/integrity-signals';
import type { Answer, ApplicantSession, SessionIntro } from '../../shared/schemas/session';
import { signalNote } from '../../shared/signal-summary';
import { isPastDeadline } from '../../shared/deadline-rules';
import { isSubmitted, MAX_ANSWER_VERSIONS } from '../../shared/session-rules';
import { clock } from '../clock';
import { nowIso } from '../data/attributes';
import { currentAnswers, type CurrentAnswerItem } from '../data/current-answers';
import { db } from '../data/service';
import { ApiError, Conflict, NotFound } from '../errors/errors';
import type { SessionItem } from '../sessions';
import { assertAnswerable, getPublicSession } from './applicant-auth';
import { organizationNotice } from './notice';
import { followUpsAllowedIn, followUpsView, nextFollowUp, saveFollowUpAnswer } from './follow-ups';
import { patchSession, sessionChangeOf } from './session-answer-change';
import { assertWithinTimeLimit, timingOf } from './time-limits';

/**
 * What the welcome screen shows before the code is entered: language, state, deadline and size, and the
 * notice (the organization's contact address and retention period, see {@link organizationNotice}).
 */
export async function sessionIntro(sessionId: string): Promise<SessionIntro> {
  const session = await getPublicSession(sessionId);
  const { name, notice } = await organizationNotice(session.orgId, session.retentionDays);
  const submitted = isSubmitted(session.status);
  return {
    id: sessionId,
    language: session.language,
    submitted,
    expired: !submitted && isPastDeadline(session.dueAt, clock.now()),
    ...(session.dueAt ? { dueAt: session.dueAt } : {}),
    submittedBy: session.submittedBy,
    questionCount: session.questions.length,
    organizationName: name,
    notice,
  };
}

const toAnswer = (a: {
  questionId: string;
  text: string;
  version: number;
  createdAt: string;
  signals?: IntegritySignals;
  followUps?: CurrentAnswerItem['followUps'];
}): Answer => ({
  questionId: a.questionId,
  text: a.text,
  version: a.version,
  createdAt: a.createdAt,
  ...(a.signals ? { signals: a.signals } : {}),
  ...(a.followUps?.length ? { followUps: followUpsView(a.followUps) } : {}),
});

/**
 * The interview as the applicant sees it: questions without key points, and each latest answer (read
 * from the current-answer items, never the older versions).
 * @param session - the session the applicant token was checked against.
 * @throws ApiError `SessionExpired` (410) past the deadline of a session not submitted.
 */
export async function applicantSession(session: SessionItem): Promise<ApplicantSession> {
  const sessionId = session.sessionId;
  if (!isSubmitted(session.status)) await assertAnswerable(session);
  const answers = await currentAnswers(session);
  return {
    id: sessionId,
    topic: session.topic,
    language: session.language,
    submitted: isSubmitted(session.status),
    ...(session.dueAt ? { dueAt: session.dueAt } : {}),
    questions: [...session.questions]
      .sort((a, b) => a.order - b.order)
      .map(({ id, order, text }) => ({ id, order, text, followUps: followUpsAllowedIn(session, id) })),
    answers: answers.map(toAnswer),
    ...timingOf(session),
  };
}

/** The current answer of a question as read before a save, `null` when it has none yet. */
export type CurrentAnswerRead = CurrentAnswerItem | null;

/**
 * Reads the current answer of a question of a session, by the ids of the request alone: SaveAnswer reads
 * it beside the applicant token check (`readingAhead` of functions/http/resource.ts), and its result is
 * used only once the token opens that session.
 */
export async function readCurrentAnswer(sessionId: string, questionId: string): Promise<CurrentAnswerRead> {
  const { data } = await db.entities.currentAnswer.get({ sessionId, questionId }).go();
  return data ?? null;
}

/** Most concurrent saves of one question we wait out before giving up (each loses a version race). */
const MAX_VERSION_RACES = 5;

/**
 * Appends the next version of an answer and makes it the question's current answer. One read of the
 * current answer gives the next version number; then one transaction creates that version in the history
 * (create-if-absent), writes the current answer conditioned on still holding the version it replaces (so
 * two concurrent saves never lose or reorder a version: the loser reads again and takes the next one,
 * docs/decisions/0070-current-answer-item.md), and patches the session, or only checks it when the save
 * changes nothing the session shows ({@link sessionChangeOf}, docs/decisions/0171-saves-that-leave-the-session.md),
 * conditioned on its status still being `open`, so no answer is stored once the session has ended, whatever
 * races the finish (docs/decisions/0018-conditional-writes-under-races.md). The integrity signals sent with it are stored
 * on the version and its current answer as they are (bounded by the request schema), read by nothing
 * that scores or grants access. Then the AI may ask a follow-up (./follow-ups.ts), returned as `followUp`,
 * unless the save is part of submitting (`submitting`).
 * @param session - the session as read with the applicant token (its status is checked again on write).
 * @param readAhead - the current answer as read beside the token check ({@link readCurrentAnswer}); the
 *   first try uses it instead of reading again, and every write stays conditioned on what it holds.
 * @throws NotFound for a question not in the session; ApiError `SessionSubmitted` (409) once the session
 *   is submitted, `SessionExpired` (410) past its deadline; Conflict after {@link MAX_VERSION_RACES} lost races;
 *   ApiError `TimeLimitExceeded` (409) after a time limit (./time-limits.ts), writing no answer;
 *   ApiError `AnswerVersionLimit` (409) once the answer holds `MAX_ANSWER_VERSIONS` versions, writing nothing.
 */
export async function saveAnswerVersion(
  session: SessionItem,
  input: { questionId: string; response: string; signals?: IntegritySignals; submitting?: true },
  readAhead?: CurrentAnswerRead,
): Promise<Answer> {
  await assertAnswerable(session);
  if (!session.questions.some((q) => q.id === input.questionId)) throw new NotFound('question');
  await assertWithinTimeLimit(session, input.questionId);
  const { sessionId } = session;
  const questionId = input.questionId;
  /** The session as last read: what this save must change on it is decided from it. */
  let seen = session;
  /** The highest version saved before current answers existed (decision record 0070), once read. */
  let olderVersion = 0;
  for (let race = 0; race < MAX_VERSION_RACES; race++) {
    const current =
      race === 0 && readAhead !== undefined ? readAhead : await readCurrentAnswer(sessionId, questionId);
    const version = (current?.version ?? olderVersion) + 1;
    // Every write below is conditioned on the version it replaces, so no race gets past this.
    if (version > MAX_ANSWER_VERSIONS)
      throw new ApiError(
        'AnswerVersionLimit',
        `This answer has been saved ${MAX_ANSWER_VERSIONS} times, the most one answer keeps. Its last saved version stays.`,
      );
    const lastAnswerAt = seen.lastAnswerAt ?? '';
    const now = nowIso();
    const createdAt = now > lastAnswerAt ? now : lastAnswerAt;
    const signals = input.signals && Object.keys(input.signals).length ? input.signals : undefined;
    const note = signals ? signalNote(signals, input.response.length) : undefined;
    const answer = {
      sessionId,
      questionId,
      version,
      text: input.response,
      createdAt,
      ...(signals ? { signals } : {}),
    };
    const change = sessionChangeOf(seen, questionId, createdAt, note);
    const result = await db.transaction
      .write(({ answer: a, currentAnswer: c, session: s }) => [
        a.create(answer).commit(),
        current
          ? (signals
              ? c.patch({ sessionId, questionId }).set({ version, text: answer.text, createdAt, signals })
              : // A version saved without signals must not show the previous version's.
                c
                  .patch({ sessionId, questionId })
                  .set({ version, text: answer.text, createdAt })
                  .remove(['signals'])
            )
              .where((attr, op) => op.eq(attr.version, current.version))
              .commit()
          : c.create(answer).commit(),
        change
          ? patchSession(s, seen, { questionId, createdAt, note, opening: change.opening })
          : // Nothing the session shows changes: it is checked, not written (no index write).
            s
              .check({ sessionId })
              .where(
                (attr, op) =>
                  `${op.eq(attr.status, 'open')} AND (${op.notExists(attr.lastAnswerAt)} OR ${op.lte(attr.lastAnswerAt, createdAt)})`,
              )
              .commit(),
      ])
      .go();
    if (!result.canceled) {
      const followUps = current?.followUps;
      const written = { ...answer, followUps, followUpRev: current?.followUpRev };
      const followUp = input.submitting ? undefined : await nextFollowUp(session, written);
      return { ...toAnswer(written), ...(followUp ? { followUp } : {}) };
    }
    if (!current && result.data[0]?.rejected) {
      // The version exists without a current answer: a concurrent first save, or versions saved before
      // current answers existed. Continue after the highest one.
      const last = await db.entities.answer.query
        .byQuestion({ sessionId, questionId })
        .go({ order: 'desc', limit: 1 });
      olderVersion = last.data[0]?.version ?? 0;
    }
    if (result.data.some((item) => item?.rejected)) {
      // Another save won, the session was submitted, or a newer answer was stamped first: what this save
      // changes on the session is decided again from the session as it is now.
      const fresh = await db.entities.session.get({ sessionId }).go({ consistent: true });
      if (!fresh.data) throw new NotFound('interview session');
      seen = fresh.data;
      if (seen.status !== 'open') await assertAnswerable(seen);
      // The question may have been opened meanwhile: its limit is checked again from what is stored.
      await assertWithinTimeLimit(seen, questionId);
    }
  }
  throw new Conflict('This answer is being saved from several places at once. Try again.');
}

/**
 * `POST /api/session/SaveAnswer`: a follow-up's answer when `followUpId` is given
 * ({@link saveFollowUpAnswer}), else the next version of the question's answer ({@link saveAnswerVersion}),
 * either starting from `readAhead` (the question's current answer) when given. The route's idempotency (`Idempotency-Key`) is applied around it by
 * the resource handler.
 */
export function saveAnswer(
  session: SessionItem,
  input: {
    questionId: string;
    response: string;
    signals?: IntegritySignals;
    followUpId?: string;
    submitting?: true;
  },
  readAhead?: CurrentAnswerRead,
): Promise<Answer> {
  const { followUpId, ...answer } = input;
  return followUpId
    ? saveFollowUpAnswer(session, { ...answer, followUpId }, readAhead)
    : saveAnswerVersion(session, answer, readAhead);
}
