import { GENERATION_MAX_RECEIVES } from '../../shared/model-queue';
import { AiBudgetExceeded } from '../ai/budget';
import { writeFeedbackWithinBudget } from '../ai/budgeted';
import { TIMEOUT_MESSAGE } from '../ai/bedrock/errors';
import { ModelThrottled } from '../ai/structured-call';
import { recordAudit } from '../audit';
import { clockIso } from '../clock';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import type { ManagerAuth } from '../http/auth';
import type { FeedbackDraftEvent } from '../interview-templates';
import { logger } from '../observability/logger';
import { metrics, MetricUnit } from '../observability/metrics';
import type { SessionItem } from '../sessions';
import { feedbackDraftText, modelDraftText, modelInput } from './draft-text';
import { sendAutomatically } from './feedback';

/**
 * One run of a feedback report a model writes, for the generation worker
 * (docs/decisions/0168-feedback-drafted-by-the-model.md).
 */

/** What one run did (a run to be delivered again throws instead). */
export type FeedbackDraftOutcome = 'drafted' | 'sent' | 'failed' | 'skipped';

/** What the manager reads on a draft that failed (the model's words are never shown). */
export const DRAFT_FAILURE = {
  timeout: 'The AI model did not finish the draft in time. Draft it again.',
  upstream: 'The AI model could not write the draft. Draft it again in a moment.',
  budget:
    "The organization's AI budget for this month is used up. The owner can raise it, or write the feedback by hand.",
} as const;

type StoredFeedback = NonNullable<SessionItem['feedback']>;

/** One write of the report while it is still `drafting`; false when it no longer is. */
async function patchDrafting(sessionId: string, feedback: StoredFeedback): Promise<boolean> {
  try {
    await db.entities.session
      .patch({ sessionId })
      .set({ feedback })
      .where((a, op) => op.eq(a.feedback.status, 'drafting'))
      .go();
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** A step of the draft in the session history and the audit log, in the name of who asked for it. */
async function record(event: FeedbackDraftEvent, detail: string): Promise<void> {
  const auth: ManagerAuth = { ...event.by, orgId: event.orgId };
  await db.entities.sessionEvent
    .create({ sessionId: event.sessionId, orgId: event.orgId, kind: 'feedback', detail })
    .go();
  await recordAudit(auth, 'session.feedback', { targetId: event.sessionId, detail });
}

/**
 * Writes a `drafting` report: the model's sections for the answered questions (charged to the
 * organization's AI budget), guarded and framed as the offline draft is (`modelDraftText`), kept as `draft`
 * with a history and audit entry; with `send` (`auto`) it is then e-mailed (`sendAutomatically`; past the
 * mail caps or refused, it stays a draft for a person to send). A session without an answered question
 * needs no model. A throttle rethrows without counting the run; another failure rethrows while runs are
 * left ({@link GENERATION_MAX_RECEIVES} in all), and the last one, or a budget used up, leaves the report
 * `failed` with its reason, for the manager to draft again.
 * @param deadlineAt - epoch ms by which the model calls must end.
 * @throws ModelThrottled on a throttle; the run's error while runs are left.
 */
export async function writeModelDraft(
  event: FeedbackDraftEvent,
  deadlineAt: number,
): Promise<FeedbackDraftOutcome> {
  const { sessionId, orgId } = event;
  const { data: session } = await db.entities.session.get({ sessionId }).go();
  if (!session || session.orgId !== orgId || session.feedback?.status !== 'drafting') return 'skipped';
  const started = session.feedback;
  const attempt = (started.attempts ?? 0) + 1;
  if (!(await patchDrafting(sessionId, { ...started, attempts: attempt }))) return 'skipped';
  const { data: org } = await db.entities.organization.get({ orgId }).go();
  const orgName = org?.name ?? '';

  let text: string;
  let promptVersion: string | undefined;
  try {
    const input = await modelInput(session);
    if (input.questions.length === 0) text = await feedbackDraftText(session, orgName);
    else {
      const written = await writeFeedbackWithinBudget(orgId, { ...input, deadlineAt });
      const guarded = await modelDraftText(session, orgName, written);
      if (guarded.dropped.length) {
        logger.warn('Feedback draft sentences dropped by the guard', { sessionId, dropped: guarded.dropped });
        metrics.addMetric('FeedbackSentencesDropped', MetricUnit.Count, guarded.dropped.length);
      }
      text = guarded.text;
      promptVersion = written.promptVersion;
    }
  } catch (error) {
    if (error instanceof ModelThrottled) {
      // A throttle is no failed run: not counted, and the queue puts the work back (decision record 0149).
      await patchDrafting(sessionId, { ...started, attempts: attempt - 1 }).catch(() => false);
      throw error;
    }
    const budget = error instanceof AiBudgetExceeded;
    if (!budget && attempt < GENERATION_MAX_RECEIVES) throw error;
    logger.error('Feedback draft failed', { sessionId, attempt, error: error as Error });
    metrics.addMetric('FeedbackDraftFailures', MetricUnit.Count, 1);
    const timedOut = error instanceof Error && error.message === TIMEOUT_MESSAGE;
    const failure = budget ? DRAFT_FAILURE.budget : timedOut ? DRAFT_FAILURE.timeout : DRAFT_FAILURE.upstream;
    if (!(await patchDrafting(sessionId, { ...started, attempts: attempt, status: 'failed', failure })))
      return 'skipped';
    await record(event, 'draft failed');
    return 'failed';
  }

  const drafted: StoredFeedback = {
    status: 'draft',
    text,
    draftedAt: clockIso(),
    attempts: attempt,
    ...(promptVersion ? { promptVersion } : {}),
  };
  if (!(await patchDrafting(sessionId, drafted))) return 'skipped';
  await record(event, 'drafted by the model');
  if (!event.send) return 'drafted';
  try {
    await sendAutomatically({ ...event.by, orgId }, sessionId);
    return 'sent';
  } catch (error) {
    logger.warn('Feedback report drafted but not sent; a person can send it', {
      sessionId,
      error: error as Error,
    });
    return 'drafted';
  }
}
