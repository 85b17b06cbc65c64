import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { aiProvider } from '../ai';
import { logger } from '../observability/logger';
import { metrics } from '../observability/metrics';
import { traceHandler } from '../observability/tracer';
import { writeTemplateQuestions } from '../interview-templates';

// Every run generates: its AI provider is made when the function starts (decision record 0068).
await aiProvider();

const GenerationEventSchema = z.object({ orgId: z.string().min(1), interviewId: z.string().min(1) });

/**
 * Time (ms) the worker keeps back before its Lambda timeout: its own deadline ends this much earlier, so a
 * slow run is recorded as `failed` (and counted) instead of being killed mid-way.
 */
export const WORKER_DEADLINE_MARGIN_MS = 30_000;

/**
 * Generation worker Lambda, invoked asynchronously with `{ orgId, interviewId }` by the functions that
 * declare `startGeneration`. A thrown error makes Lambda retry (twice) and then send the event to the
 * failure destination; the last run, or a run that reaches the worker's deadline, leaves the template
 * `failed` (the manager's Retry starts it again).
 */
export const handler = middy(async (event: unknown, context: Context) => {
  const parsed = GenerationEventSchema.parse(event);
  const deadlineAt = Date.now() + context.getRemainingTimeInMillis() - WORKER_DEADLINE_MARGIN_MS;
  const outcome = await writeTemplateQuestions(parsed, { deadlineAt });
  logger.info('Generation done', { interviewId: parsed.interviewId, outcome });
  return { interviewId: parsed.interviewId, outcome };
})
  .use(traceHandler())
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(logMetrics(metrics));
