import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { logger } from '../observability/logger';
import { metrics } from '../observability/metrics';
import { aiProvider } from '../ai';
import { traceHandler } from '../observability/tracer';
import { consumeScoring } from './consume';

// Every run of the worker scores: its AI provider is made when the function starts, not on the first run
// (the API functions load theirs on the first route that needs it, decision record 0068).
await aiProvider();

const ScoringMessageSchema = z.object({
  sessionId: z.string().min(1),
  throttles: z.number().int().min(0).optional(),
  faults: z.number().int().min(0).optional(),
});

const SqsEventSchema = z.object({
  Records: z.array(
    z.object({
      messageId: z.string(),
      body: z.string(),
      attributes: z.object({ ApproximateReceiveCount: z.coerce.number().int().min(1) }),
    }),
  ),
});

/**
 * Time (ms) the worker keeps back before its Lambda timeout: its own deadline ends this much earlier, so
 * a slow run is recorded as `scoring_failed` (and counted) instead of being killed mid-way.
 */
export const WORKER_DEADLINE_MARGIN_MS = 60_000;

/**
 * One delivery of a scoring message (`{ sessionId, throttles? }`): {@link consumeScoring} with the worker's
 * deadline ({@link WORKER_DEADLINE_MARGIN_MS} before the Lambda timeout).
 * @param receiveCount - the delivery's `ApproximateReceiveCount` (1 the first time).
 * @throws ZodError for a message of another shape; what {@link consumeScoring} throws.
 */
export async function scoreDelivery(
  body: unknown,
  context: Pick<Context, 'getRemainingTimeInMillis'>,
  receiveCount = 1,
): Promise<{ sessionId: string; outcome: string }> {
  const message = ScoringMessageSchema.parse(body);
  const deadlineAt = Date.now() + context.getRemainingTimeInMillis() - WORKER_DEADLINE_MARGIN_MS;
  const outcome = await consumeScoring(message, { receiveCount, deadlineAt });
  logger.info('Scoring done', { sessionId: message.sessionId, outcome });
  return { sessionId: message.sessionId, outcome };
}

/**
 * Scoring worker Lambda, fed by the scoring queue (one message a batch, at the maximum concurrency the
 * model's quota allows: `infra/constructs/scoring.ts`). A throttled run is put back with a delay and its
 * message deleted; a run that fails before its last delivery is reported in `batchItemFailures`, so SQS
 * delivers it again after the visibility timeout, and after the last delivery it goes to the dead-letter
 * queue (with an alarm) with the session `scoring_failed` (docs/decisions/0149-model-work-paced-by-the-quota.md).
 * A run that reaches the worker's deadline is recorded as `scoring_failed` (the manager's "Retry scoring"
 * queues it again).
 */
export const handler = middy(async (event: unknown, context: Context) => {
  const { Records } = SqsEventSchema.parse(event);
  const batchItemFailures: { itemIdentifier: string }[] = [];
  for (const record of Records) {
    try {
      await scoreDelivery(JSON.parse(record.body), context, record.attributes.ApproximateReceiveCount);
    } catch (error) {
      logger.error('Scoring run failed', { messageId: record.messageId, error: error as Error });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
})
  .use(traceHandler())
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(logMetrics(metrics));
