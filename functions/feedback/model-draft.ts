import { config } from '../config';
import { clockIso } from '../clock';
import { db } from '../data/service';
import type { ManagerAuth } from '../http/auth';
import { requestGeneration, type WorkRequester } from '../interview-templates';
import { logger } from '../observability/logger';
import type { SessionItem } from '../sessions';

/**
 * The start of a feedback report a model writes (docs/decisions/0168-feedback-drafted-by-the-model.md):
 * the report is kept as `drafting` and a message goes on the generation queue, whose worker writes it
 * (`./model-run.ts`) under the model's quota and the organization's AI budget.
 */

type StoredFeedback = NonNullable<SessionItem['feedback']>;

/** What the manager reads when the draft could not even be queued. */
export const NOT_QUEUED = 'The draft could not be started. Try again in a moment.';

/**
 * Age (ms) after which a report still `drafting` counts as lost and may be drafted again: a message whose
 * runs all ended without a word (a Lambda killed three times) lies in the dead-letter queue. An hour is
 * far past the worker's 3 runs of 300 s and a few throttle put-backs of at most 900 s each.
 */
export const STALE_DRAFTING_MS = 60 * 60 * 1000;

/** Whether `feedback` may be drafted (again): a failed model draft, or one `drafting` past {@link STALE_DRAFTING_MS}. */
export function redraftable(feedback: StoredFeedback | undefined, now = Date.now()): boolean {
  if (feedback?.status === 'failed') return true;
  return feedback?.status === 'drafting' && Date.parse(feedback.draftedAt) < now - STALE_DRAFTING_MS;
}

/** Whether the configured AI provider is a model (Bedrock or OpenAI-compatible): the report is written in the background. */
export function draftsWithModel(): boolean {
  return config().AI_PROVIDER !== 'offline';
}

/** The person a worker's steps are recorded for. */
export const requesterOf = (auth: ManagerAuth): WorkRequester => ({
  userId: auth.userId,
  email: auth.email,
  name: auth.name,
  role: auth.role,
});

/**
 * Replaces the session's feedback report with `feedback`, with a history entry (`detail`) by the caller, in
 * one transaction written only if the report is still as it was read (`expected`: none, or the one whose
 * status and drafting time it replaces), so two requests keep one report.
 * @returns whether it was written (false when another request changed the report first).
 */
export async function replaceReportAsRead(
  auth: ManagerAuth,
  session: SessionItem,
  expected: StoredFeedback | undefined,
  feedback: StoredFeedback,
  history: { detail: string },
): Promise<boolean> {
  const { sessionId } = session;
  const written = await db.transaction
    .write(({ session: s, sessionEvent: e }) => [
      s
        .patch({ sessionId })
        .set({ feedback })
        .where((a, op) =>
          expected
            ? `${op.eq(a.feedback.status, expected.status)} AND ${op.eq(a.feedback.draftedAt, expected.draftedAt)}`
            : op.notExists(a.feedback),
        )
        .commit(),
      e
        .create({
          sessionId,
          orgId: auth.orgId,
          kind: 'feedback',
          detail: history.detail,
          byUserId: auth.userId,
          byName: auth.name,
        })
        .commit(),
    ])
    .go();
  return !written.canceled;
}

/**
 * Keeps the session's report as `drafting` (when it has none, or it may be drafted again,
 * {@link redraftable}), with a history entry, then queues the model's work. Written only if the report is
 * still as it was read, so two clicks queue one draft.
 * @param send - sent as drafted once written (`auto`, on the decision).
 * @returns the report kept, or undefined when another request changed it first.
 * @throws Error when the message cannot be queued: the report is then `failed`, for a person to retry.
 */
export async function startModelDraft(
  auth: ManagerAuth,
  session: SessionItem,
  send = false,
): Promise<StoredFeedback | undefined> {
  const { sessionId } = session;
  const feedback: StoredFeedback = { status: 'drafting', text: '', draftedAt: clockIso(), attempts: 0 };
  const earlier = session.feedback;
  const retry = redraftable(earlier);
  const written = await replaceReportAsRead(auth, session, retry ? earlier : undefined, feedback, {
    detail: retry ? 'drafting again' : 'drafting',
  });
  if (!written) return undefined;
  try {
    await requestGeneration({
      kind: 'feedback',
      orgId: auth.orgId,
      sessionId,
      by: requesterOf(auth),
      ...(send ? { send: true } : {}),
    });
  } catch (error) {
    logger.error('Feedback draft not queued', { sessionId, error: error as Error });
    const failed: StoredFeedback = { ...feedback, status: 'failed', failure: NOT_QUEUED };
    await db.entities.session
      .patch({ sessionId })
      .set({ feedback: failed })
      .where((a, op) => op.eq(a.feedback.status, 'drafting'))
      .go()
      .catch(() => undefined);
    throw error;
  }
  return feedback;
}
