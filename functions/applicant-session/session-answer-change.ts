import type { AnswerSignalNote } from '../../shared/signal-summary';
import { noteShowsSame } from '../../shared/signal-summary';
import type { db } from '../data/service';
import type { SessionItem } from '../sessions';
import { openedTimes, unopenedQuestionStart } from './question-clock';

/** The session's part of a SaveAnswer transaction, as ElectroDB hands it to `db.transaction.write`. */
type SessionInTransaction = Parameters<Parameters<typeof db.transaction.write>[0]>[0]['session'];

/** The opening a save writes for a question never opened (its time's start), or undefined once opened. */
function openingOf(session: SessionItem, questionId: string) {
  if (openedTimes(session)[questionId]) return undefined;
  const start = unopenedQuestionStart(session);
  return start === undefined
    ? undefined
    : { at: new Date(start).toISOString(), hasMap: session.questionOpenedAt !== undefined };
}

/**
 * How long a repeat save may leave the session's `lastAnswerAt` as it is, ms: a question never opened takes
 * its time from the last save (./question-clock.ts), which this keeps to within a minute of it, while most
 * saves of a cohort write nothing on the session (docs/capacity.md#partitions).
 */
export const LAST_ANSWER_AT_STEP_MS = 60_000;

/**
 * What a save must change on the session, or undefined when nothing: the question's first save adds it to
 * `answeredQuestionIds` (and opens it when it was never opened); a save whose signal note shows something
 * else in the ranking ({@link noteShowsSame}) replaces the note; `lastAnswerAt` moves once it is
 * {@link LAST_ANSWER_AT_STEP_MS} old. Every other save (the typing and Next of a question already saved)
 * leaves the session item, and the list indexes holding it, unwritten.
 */
export function sessionChangeOf(
  session: SessionItem,
  questionId: string,
  createdAt: string,
  note: AnswerSignalNote | undefined,
): { opening: ReturnType<typeof openingOf> } | undefined {
  const opening = openingOf(session, questionId);
  const stored = (session.answerSignals as Record<string, AnswerSignalNote> | undefined)?.[questionId];
  const last = session.lastAnswerAt ? Date.parse(session.lastAnswerAt) : undefined;
  const changes =
    !session.answeredQuestionIds?.includes(questionId) ||
    opening !== undefined ||
    !noteShowsSame(stored, note) ||
    last === undefined ||
    Date.parse(createdAt) - last >= LAST_ANSWER_AT_STEP_MS;
  return changes ? { opening } : undefined;
}

/**
 * The session's part of a save that changes it: the question answered, `lastAnswerAt`, the question's
 * opening and its signal note (the map is created by its first note), each conditioned on what it was
 * decided from, and on the session still being open.
 */
export function patchSession(
  s: SessionInTransaction,
  seen: SessionItem,
  change: {
    questionId: string;
    createdAt: string;
    note: AnswerSignalNote | undefined;
    opening: ReturnType<typeof openingOf>;
  },
) {
  const { questionId, createdAt, note, opening } = change;
  const hasNotes = seen.answerSignals !== undefined;
  return s
    .patch({ sessionId: seen.sessionId })
    .add({ answeredQuestionIds: [questionId] })
    .set({ lastAnswerAt: createdAt })
    .data((attr, op) => {
      if (opening?.hasMap)
        op.set((attr.questionOpenedAt as Record<string, never>)[questionId], opening.at as never);
      else if (opening) op.set(attr.questionOpenedAt, { [questionId]: opening.at });
      if (hasNotes) {
        const path = (attr.answerSignals as Record<string, never>)[questionId];
        if (note) op.set(path, note as never);
        else op.remove(path);
      } else if (note) op.set(attr.answerSignals, { [questionId]: note });
    })
    .where(
      (attr, op) =>
        `${op.eq(attr.status, 'open')} AND (${op.notExists(attr.lastAnswerAt)} OR ${op.lte(attr.lastAnswerAt, createdAt)})` +
        (hasNotes
          ? ` AND ${op.exists(attr.answerSignals)}`
          : note
            ? ` AND ${op.notExists(attr.answerSignals)}`
            : '') +
        (opening?.hasMap
          ? ` AND ${op.exists(attr.questionOpenedAt)} AND ${op.notExists((attr.questionOpenedAt as Record<string, never>)[questionId])}`
          : opening
            ? ` AND ${op.notExists(attr.questionOpenedAt)}`
            : ''),
    )
    .commit();
}
