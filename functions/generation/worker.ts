import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { aiProvider } from '../ai';
import { logger } from '../observability/logger';
import { metrics } from '../observability/metrics';
import { traceHandler } from '../observability/tracer';
import { consumeGeneration } from './consume';

// Every run generates: its AI provider is made when the function starts (decision record 0068).
await aiProvider();

const GenerationEventSchema = z.union([
  z.object({
    orgId: z.string().min(1),
    interviewId: z.string().min(1),
    throttles: z.number().int().min(0).optional(),
  }),
  // A feedback report for the model to draft (docs/decisions/0168-feedback-drafted-by-the-model.md).
  z.object({
    kind: z.literal('feedback'),
    orgId: z.string().min(1),
    sessionId: z.string().min(1),
    by: z.object({
      userId: z.string().min(1),
      email: z.string(),
      name: z.string(),
      role: z.enum(['owner', 'member', 'auditor']),
    }),
    send: z.boolean().optional(),
    throttles: z.number().int().min(0).optional(),
  }),
]);

const SqsEventSchema = z.object({
  Records: z.array(z.object({ messageId: z.string(), body: z.string() })),
});

/**
 * Time (ms) the worker keeps back before its Lambda timeout: its own deadline ends this much earlier, so a
 * slow run is recorded as `failed` (and counted) instead of being killed mid-way.
 */
export const WORKER_DEADLINE_MARGIN_MS = 30_000;

/**
 * One delivery of a generation message (`{ orgId, interviewId }`, or `{ kind: 'feedback', orgId, sessionId, by }`): `consumeGeneration` with the worker's
 * deadline ({@link WORKER_DEADLINE_MARGIN_MS} before the Lambda timeout); a throttled run is put back.
 * @throws ZodError for a message of another shape; the provider's error when the run is to be retried.
 */
export async function writeDelivery(
  body: unknown,
  context: Pick<Context, 'getRemainingTimeInMillis'>,
): Promise<{ interviewId?: string; sessionId?: string; outcome: string }> {
  const parsed = GenerationEventSchema.parse(body);
  const deadlineAt = Date.now() + context.getRemainingTimeInMillis() - WORKER_DEADLINE_MARGIN_MS;
  const outcome = await consumeGeneration(parsed, deadlineAt);
  const subject =
    'sessionId' in parsed ? { sessionId: parsed.sessionId } : { interviewId: parsed.interviewId };
  logger.info('Generation done', { ...subject, outcome });
  return { ...subject, outcome };
}

/**
 * Generation worker Lambda, fed by the generation queue (one `{ orgId, interviewId }` message a batch) that
 * the functions declaring `startGeneration` send to. A run that throws is reported in `batchItemFailures`,
 * so SQS delivers it again (the template counts its runs and the last failed one leaves it `failed`), and
 * after the last delivery the message goes to the dead-letter queue, with an alarm
 * (docs/decisions/0149-model-work-paced-by-the-quota.md).
 */
export const handler = middy(async (event: unknown, context: Context) => {
  const { Records } = SqsEventSchema.parse(event);
  const batchItemFailures: { itemIdentifier: string }[] = [];
  for (const record of Records) {
    try {
      await writeDelivery(JSON.parse(record.body), context);
    } catch (error) {
      logger.error('Generation run failed', { messageId: record.messageId, error: error as Error });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
})
  .use(traceHandler())
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(logMetrics(metrics));
