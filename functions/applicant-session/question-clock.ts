import { clockIso } from '../clock';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import { Conflict, NotFound } from '../errors/errors';
import type { SessionItem } from '../sessions';
import { assertAnswerable, getPublicSession } from './applicant-auth';

const epochMs = (iso: string | undefined) => (iso ? Date.parse(iso) : undefined);

/** When each question of the session was first opened (question id → ISO time); empty before any. */
export function openedTimes(session: Pick<SessionItem, 'questionOpenedAt'>): Record<string, string> {
  const map = session.questionOpenedAt as unknown;
  return map && typeof map === 'object' ? (map as Record<string, string>) : {};
}

/**
 * Where a question's time starts when it was never opened (a save without the page's open call), epoch ms:
 * the latest of the session's start, its last save and its last refusal past the question limit
 * (docs/decisions/0117-time-limits-enforced-on-save.md). The question's first save records it as the
 * question's opening, so later saves cannot move it.
 */
export function unopenedQuestionStart(session: SessionItem): number | undefined {
  const sessionStart = epochMs(session.startedAt);
  if (sessionStart === undefined) return undefined;
  return Math.max(
    sessionStart,
    epochMs(session.lastAnswerAt) ?? sessionStart,
    epochMs(session.questionClockAt) ?? sessionStart,
  );
}

/**
 * `POST /api/session/{id}/questions/{questionId}/open`: records when the applicant first opened a question,
 * the time its limit runs from (docs/decisions/0134-question-time-from-first-opening.md). Written once, on
 * the open session, conditional on the question having no opening yet, so a later call (or a racing one)
 * changes nothing and answers the time first stored.
 * @throws NotFound for a question not in the session; ApiError `SessionSubmitted` (409) or
 *   `SessionExpired` (410) as a save would; Conflict when the session keeps changing under the write.
 */
export async function openQuestion(
  session: SessionItem,
  questionId: string,
): Promise<{ questionId: string; openedAt: string }> {
  if (!session.questions.some((q) => q.id === questionId)) throw new NotFound('question');
  let current = session;
  for (let race = 0; race < 3; race++) {
    const known = openedTimes(current)[questionId];
    if (known) return { questionId, openedAt: known };
    await assertAnswerable(current);
    const openedAt = clockIso();
    const hasMap = current.questionOpenedAt !== undefined;
    try {
      await db.entities.session
        .patch({ sessionId: session.sessionId })
        .data((attr, op) => {
          if (hasMap) op.set((attr.questionOpenedAt as Record<string, never>)[questionId], openedAt as never);
          else op.set(attr.questionOpenedAt, { [questionId]: openedAt });
        })
        .where((attr, op) =>
          hasMap
            ? `${op.eq(attr.status, 'open')} AND ${op.exists(attr.questionOpenedAt)} AND ${op.notExists(
                (attr.questionOpenedAt as Record<string, never>)[questionId],
              )}`
            : `${op.eq(attr.status, 'open')} AND ${op.notExists(attr.questionOpenedAt)}`,
        )
        .go();
      return { questionId, openedAt };
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
      // Opened meanwhile, another question opened first (the map now exists), or submitted: read again.
      current = await getPublicSession(session.sessionId);
    }
  }
  throw new Conflict('This question is being opened from several places at once. Try again.');
}
