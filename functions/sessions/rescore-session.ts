import type { RescoreScope } from '../../shared/schemas/rescore';
import type { SessionDetails } from '../../shared/schemas/session-details';
import { auditCreate } from '../audit';
import { clockIso } from '../clock';
import { db } from '../data/service';
import type { ManagerAuth } from '../http/auth';
import { Conflict, NotFound } from '../errors/errors';
import { logger } from '../observability/logger';
import { requestScoring } from '../scoring';
import { getOwnedSession, getSessionDetails } from './session-details';

/**
 * The manager's "Re-score session" (`POST /api/session/{id}/rescore`,
 * docs/decisions/0118-session-rescore-through-the-worker.md): marks the scored session's re-score as
 * `running` (which answers, who asked, when) and writes the `session.rescore` audit entry, in one
 * transaction conditional on the session's revision and on no re-score running; then asks the scoring
 * worker for it, which claims it once, scores the chosen answers under the organization's AI budget and
 * writes the new result with an `ai-score` history entry. The session stays `scored` with its earlier
 * result meanwhile. `not_scored`: only the answers the AI could not score; `all`: every answered question.
 * @returns the session's details with `rescore.state: 'running'` (202).
 * @throws NotFound outside the caller's organization or without a result; Conflict when the session is not
 *   scored, is scored by a person only, is being re-scored, has no answer the AI could not score (for
 *   `not_scored`), or changed meanwhile; the queue's error (the re-score is then marked failed).
 */
export async function requestSessionRescore(
  auth: ManagerAuth,
  sessionId: string,
  answers: RescoreScope,
): Promise<SessionDetails> {
  const session = await getOwnedSession(auth.orgId, sessionId);
  if (session.humanOnly)
    throw new Conflict('This session has human-only evaluation: a person scores its answers.');
  if (session.status !== 'scored')
    throw new Conflict('Only a scored session can be scored again. Wait for its scoring to end.');
  if (session.rescoreState === 'running')
    throw new Conflict('This session is being scored again. Wait for it to end.');
  const { data: result } = await db.entities.sessionResult.get({ sessionId }).go({ consistent: true });
  if (!result) throw new NotFound('result');
  const unscored = result.answers.filter((a) => a.scoreStatus === 'not_scored').length;
  if (answers === 'not_scored' && unscored === 0)
    throw new Conflict('Every answer of this session is scored. Choose all answers to score them again.');

  const revision = session.revision ?? 0;
  const written = await db.transaction
    .write(({ session: s, auditEntry }) => [
      s
        .patch({ sessionId })
        .set({
          rescoreState: 'running',
          rescoreAnswers: answers,
          rescoreRequestedAt: clockIso(),
          rescoreByUserId: auth.userId,
          rescoreByName: auth.name,
          revision: revision + 1,
        })
        .remove(['rescoreFailure'])
        .where(
          (a, op) =>
            `${op.eq(a.status, 'scored')} AND (${op.notExists(a.rescoreState)} OR ${op.ne(a.rescoreState, 'running')}) AND ${session.revision === undefined ? op.notExists(a.revision) : op.eq(a.revision, revision)}`,
        )
        .commit(),
      auditEntry
        .create(
          auditCreate(auth, 'session.rescore', {
            targetId: sessionId,
            detail: answers === 'all' ? 'session: all answers' : `session: ${unscored} answers not scored`,
          }),
        )
        .commit(),
    ])
    .go();
  if (written.canceled) throw new Conflict('This session changed meanwhile. Reload it and try again.');
  try {
    await requestScoring(sessionId);
  } catch (error) {
    logger.error('Session re-score could not be started', { sessionId, error: error as Error });
    await db.entities.session
      .patch({ sessionId })
      .set({ rescoreState: 'failed', rescoreFailure: 'The re-score could not be started. Try again.' })
      .where((a, op) => op.eq(a.rescoreState, 'running'))
      .go()
      .catch(() => undefined);
    throw error;
  }
  return getSessionDetails(auth.orgId, sessionId);
}
