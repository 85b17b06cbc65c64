import type { z } from 'zod';
import type { SessionStatusSchema } from '../../shared/schemas/session';
import { isSubmitted } from '../../shared/session-rules';
import { clock } from '../clock';
import { nowIso } from '../data/attributes';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import { Conflict } from '../errors/errors';
import { requestScoring } from '../scoring';
import { cancelReminder } from '../reminders';
import { emitEvent } from '../webhooks';
import { purgeAtFor } from './retention';
import type { SessionItem } from './session-view';

type SessionStatus = z.infer<typeof SessionStatusSchema>;

/** Most times a submit re-reads the session after an answer landed first (bounded round trips). */
const MAX_SUBMIT_RACES = 5;

const statusOf = (s: Pick<SessionItem, 'sessionId' | 'status'>): SessionStatus => ({
  id: s.sessionId,
  status: s.status,
  submitted: isSubmitted(s.status),
});

/**
 * Submits an open session (the applicant's Submit, or the manager's forced check, also past the
 * deadline: what was answered gets scored), deletes its reminder schedule and queues scoring.
 * Idempotent: submitting a submitted session changes nothing (nor who submitted it). Scoring is queued only by the
 * call that moved the session from `open` to `submitted`, so an applicant repeating Submit starts nothing;
 * the manager's check also queues a session still waiting (`submitted`) and retries a failed one
 * (docs/decisions/0080-scoring-claimed-once.md).
 * @param submittedBy - who submits it; the applicant's page tells them when the company submitted it.
 */
export async function submitSession(
  session: SessionItem,
  submittedBy: 'applicant' | 'manager',
): Promise<SessionStatus> {
  // submittedAt is never before the newest stored answer, and the submit fails (and is retried) when an
  // answer lands between the read and the write: no stored answer is dated after the submission.
  let closedNow = false;
  for (let race = 0; session.status === 'open' && race < MAX_SUBMIT_RACES; race++) {
    const now = nowIso();
    const last = session.lastAnswerAt ?? '';
    const submittedAt = now > last ? now : last;
    const { data } = await db.entities.session
      .patch({ sessionId: session.sessionId })
      // Kept for the session's retention period from now on (docs/product.md#retention), on the product's
      // clock, which also decides when it is past that period.
      .set({ status: 'submitted', submittedAt, submittedBy, ...purgeAtFor(session, clock.now()) })
      .remove(['reminderAt'])
      .where(
        (a, op) =>
          `${op.eq(a.status, 'open')} AND (${op.notExists(a.lastAnswerAt)} OR ${op.lte(a.lastAnswerAt, submittedAt)})`,
      )
      .go({ response: 'all_new' })
      .then((written) => {
        closedNow = true;
        return written;
      })
      .catch(async (error: unknown) => {
        if (!isConditionalCheckFailed(error)) throw error;
        // Someone else submitted it first, or an answer came in: read what they wrote.
        const { data: current } = await db.entities.session
          .get({ sessionId: session.sessionId })
          .go({ consistent: true });
        if (!current) throw error;
        return { data: current };
      });
    session = data as SessionItem;
    if (session.status !== 'open') await cancelReminder(session.sessionId);
  }
  if (session.status === 'open') throw new Conflict('Answers are still arriving. Try again in a moment.');
  if (closedNow) {
    await emitEvent(session.orgId, 'session.submitted', {
      sessionId: session.sessionId,
      applicantId: session.applicantId,
      status: 'submitted',
      submittedBy,
    });
    await requestScoring(session.sessionId);
  } else if (submittedBy === 'manager') session = await retryScoring(session);
  return statusOf(session);
}

/**
 * The manager's retry: a failed session goes back to `submitted` (conditionally, so two retries make one)
 * and is queued; a `submitted` one (waiting for budget, or never started) is queued again. A session being
 * scored is left to its run: the worker takes it over only once that run's lease has expired.
 */
async function retryScoring(session: SessionItem): Promise<SessionItem> {
  if (session.status === 'scoring_failed') {
    const reset = await db.entities.session
      .patch({ sessionId: session.sessionId })
      .set({ status: 'submitted' })
      .where((a, op) => op.eq(a.status, 'scoring_failed'))
      .go({ response: 'all_new' })
      .catch((error: unknown) => {
        if (isConditionalCheckFailed(error)) return undefined;
        throw error;
      });
    if (!reset) return session;
    session = reset.data as SessionItem;
  }
  if (session.status === 'submitted' || session.status === 'scoring') await requestScoring(session.sessionId);
  return session;
}

/**
 * The spec's "Check For Completion": without `force`, queues scoring for a submitted session that has no
 * result yet and reports the status; with `force` (the spec's button), also submits a session that is
 * still open, for the applicant (`submittedBy: 'manager'`).
 */
export async function checkSubmission(session: SessionItem, force: boolean): Promise<SessionStatus> {
  if (session.status === 'open' && !force) return statusOf(session);
  return submitSession(session, 'manager');
}
