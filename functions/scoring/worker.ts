import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { logger } from '../observability/logger';
import { metrics } from '../observability/metrics';
import { aiProvider } from '../ai';
import { traceHandler } from '../observability/tracer';
import { scoreSessionById } from './score-session';

// Every run of the worker scores: its AI provider is made when the function starts, not on the first run
// (the API functions load theirs on the first route that needs it, decision record 0068).
await aiProvider();

const ScoringEventSchema = z.object({ sessionId: z.string().min(1) });

/**
 * Time (ms) the worker keeps back before its Lambda timeout: its own deadline ends this much earlier, so
 * a slow run is recorded as `scoring_failed` (and counted) instead of being killed mid-way.
 */
export const WORKER_DEADLINE_MARGIN_MS = 60_000;

/**
 * Scoring worker Lambda, invoked asynchronously by the sessions Lambda with `{ sessionId }`. A thrown
 * error makes Lambda retry (twice) and then send the event to the failure destination; a run that reaches
 * the worker's deadline ({@link WORKER_DEADLINE_MARGIN_MS} before the timeout) is recorded as
 * `scoring_failed` and not retried by Lambda (the manager's "Retry scoring" runs it again).
 */
export const handler = middy(async (event: unknown, context: Context) => {
  const { sessionId } = ScoringEventSchema.parse(event);
  const deadlineAt = Date.now() + context.getRemainingTimeInMillis() - WORKER_DEADLINE_MARGIN_MS;
  const outcome = await scoreSessionById(sessionId, { deadlineAt });
  logger.info('Scoring done', { sessionId, outcome });
  return { sessionId, outcome };
})
  .use(traceHandler())
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(logMetrics(metrics));
