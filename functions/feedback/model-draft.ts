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
 * Keeps the session's report as `drafting` (when it has none, or its model draft `failed`: a retry), with
 * a history entry, then queues the model's work. Written only if the report is still absent or failed, so
 * two clicks queue one draft.
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
  const retry = session.feedback?.status === 'failed';
  const written = await db.transaction
    .write(({ session: s, sessionEvent: e }) => [
      s
        .patch({ sessionId })
        .set({ feedback })
        .where((a, op) => (retry ? op.eq(a.feedback.status, 'failed') : op.notExists(a.feedback)))
        .commit(),
      e
        .create({
          sessionId,
          orgId: auth.orgId,
          kind: 'feedback',
          detail: retry ? 'drafting again' : 'drafting',
          byUserId: auth.userId,
          byName: auth.name,
        })
        .commit(),
    ])
    .go();
  if (written.canceled) return undefined;
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
