import type { ManagerRole } from '../../shared/route-def';
import { config } from '../config';

/** What the generation queue carries: the template whose questions to write. */
export interface GenerationEvent {
  orgId: string;
  interviewId: string;
  /** Throttles of this template's generation so far (the put-back backoff doubles with each). */
  throttles?: number;
}

/** The person a model's work runs for: the history and audit log name them, the mail caps count them. */
export interface WorkRequester {
  userId: string;
  email: string;
  name: string;
  role: ManagerRole;
}

/**
 * A feedback report for the model to draft (docs/decisions/0168-feedback-drafted-by-the-model.md), on the
 * same queue and worker as template generation.
 */
export interface FeedbackDraftEvent {
  kind: 'feedback';
  orgId: string;
  sessionId: string;
  /** Who asked for the draft (or recorded the decision, with `send`). */
  by: WorkRequester;
  /** Sent as drafted once written (`auto`). */
  send?: boolean;
  /** Throttles of this draft so far (the put-back backoff doubles with each). */
  throttles?: number;
}

/** Any message of the generation queue: a template's questions, or a feedback report. */
export type ModelWorkEvent = GenerationEvent | FeedbackDraftEvent;

/** Queues one generation message after `delaySeconds`: what the in-process queue of the local runner does. */
export type InProcessGenerationQueue = (event: ModelWorkEvent, delaySeconds: number) => void;

// Read at load: the backend is named explicitly (`GENERATION_QUEUE`), never guessed from what is missing.
const queue = config().GENERATION_QUEUE;
const queueUrl = queue === 'sqs' ? config().GENERATION_QUEUE_URL : undefined;

let inProcess: InProcessGenerationQueue | undefined;

/**
 * Serves `GENERATION_QUEUE=in-process` (the local runner): its paced queue (`infra/local/model-queues.ts`),
 * consumed as the generation worker consumes the cloud's queue.
 */
export function serveGenerationInProcess(enqueue: InProcessGenerationQueue): void {
  inProcess = enqueue;
}

/**
 * Asks for a template's questions (or a feedback report, {@link FeedbackDraftEvent}) to be written in the background
 * (docs/decisions/0149-model-work-paced-by-the-quota.md). `GENERATION_QUEUE=sqs`: a message on the
 * generation queue (`GENERATION_QUEUE_URL`), consumed by the generation worker, delivered again after a
 * failed run and sent to a dead-letter queue after the last. `GENERATION_QUEUE=in-process`: the runner's
 * queue of {@link serveGenerationInProcess}.
 * @param delaySeconds - 0 to 900 s before the message can be received (a throttled run's put-back).
 * @throws Error with `in-process` when no queue is served (a Lambda configured for the local runner);
 *   Error when SQS refuses the message.
 */
export async function requestGeneration(event: ModelWorkEvent, delaySeconds = 0): Promise<void> {
  const delay = Math.min(900, Math.max(0, Math.ceil(delaySeconds)));
  if (queue === 'sqs') {
    const { sqs, SendMessageBatchCommand } = await import('./generation-sqs-client');
    const out = await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: [{ Id: 'generation', MessageBody: JSON.stringify(event), DelaySeconds: delay }],
      }),
    );
    if (out.Failed?.length)
      throw new Error(`SQS refused the generation message: ${out.Failed[0]!.Code ?? 'error'}`);
    return;
  }
  if (!inProcess)
    throw new Error('GENERATION_QUEUE=in-process but no in-process queue is served (local runner only)');
  inProcess(event, delay);
}
