import { config } from '../config';
import { db } from '../data/service';
import { logger } from '../observability/logger';
import { takeTicket } from './line';

/** A message of the scoring queue: the session to score, and how often this work was throttled so far. */
export interface ScoringMessage {
  sessionId: string;
  /** Throttles of this session's scoring so far (the put-back backoff doubles with each). */
  throttles?: number;
  /** Runs of this scoring that failed for a passing fault so far (a timeout, a dropped connection, a 5xx). */
  faults?: number;
}

/** Queues one scoring message after `delaySeconds`: what the in-process queue of the local runner does. */
export type InProcessQueue = (message: ScoringMessage, delaySeconds: number) => void;

// Read at load: the backend is named explicitly (`SCORING_QUEUE`), never guessed from what is missing.
const queue = config().SCORING_QUEUE;
const queueUrl = queue === 'sqs' ? config().SCORING_QUEUE_URL : undefined;

/** The local runner's queue with `SCORING_QUEUE=in-process`. */
let inProcess: InProcessQueue | undefined;

/**
 * Serves `SCORING_QUEUE=in-process`: the local runner passes its paced queue here
 * (`infra/local/model-queues.ts`), so the Lambda bundles that start scoring do not contain the scoring code
 * (nor the LLM client).
 */
export function serveScoringInProcess(enqueue: InProcessQueue): void {
  inProcess = enqueue;
}

/**
 * Queues a session's scoring (docs/decisions/0149-model-work-paced-by-the-quota.md). `SCORING_QUEUE=sqs`: a
 * message on the scoring queue (`SCORING_QUEUE_URL`), which the scoring worker consumes at the pace of the
 * model's quota, and whose failures go to a dead-letter queue. `SCORING_QUEUE=in-process`: the runner's
 * queue of {@link serveScoringInProcess}, paced the same way.
 * @param delaySeconds - 0 to 900 s before the message can be received (a throttled run's put-back).
 * @throws Error when SQS refuses the message; with `in-process` when no queue is served (a Lambda
 *   configured for the local runner).
 */
export async function requestScoring(
  sessionId: string,
  options: { delaySeconds?: number; throttles?: number; faults?: number } = {},
): Promise<void> {
  // A session queued anew takes its place in line; a put-back keeps the place it had.
  if (!options.throttles && !options.faults) await joinLine(sessionId);
  const message: ScoringMessage = {
    sessionId,
    ...(options.throttles ? { throttles: options.throttles } : {}),
    ...(options.faults ? { faults: options.faults } : {}),
  };
  const delaySeconds = Math.min(900, Math.max(0, Math.ceil(options.delaySeconds ?? 0)));
  if (queue === 'sqs') {
    // The SQS client is imported on the first request (`./sqs-client.ts`).
    const { sqs, SendMessageBatchCommand } = await import('./sqs-client');
    const out = await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: [{ Id: 'scoring', MessageBody: JSON.stringify(message), DelaySeconds: delaySeconds }],
      }),
    );
    if (out.Failed?.length)
      throw new Error(`SQS refused the scoring message: ${out.Failed[0]!.Code ?? 'error'}`);
    return;
  }
  if (!inProcess)
    throw new Error('SCORING_QUEUE=in-process but no in-process queue is served (local runner only)');
  logger.debug('Scoring queued', { sessionId, delaySeconds });
  inProcess(message, delaySeconds);
}

/** Gives the session a ticket of the scoring line, kept on its item while it waits. */
async function joinLine(sessionId: string): Promise<void> {
  const ticket = await takeTicket();
  await db.entities.session
    .patch({ sessionId })
    .set({ scoringTicket: ticket })
    .go({ response: 'none' })
    .catch((error: unknown) => logger.warn('Scoring ticket not kept', { sessionId, error: error as Error }));
}
