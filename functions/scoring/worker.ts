import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import * as z from 'zod';
import { logger } from '../http/logger';
import { metrics } from '../http/metrics';
import { scoreSessionById } from './score-session';

const ScoringEventSchema = z.object({ sessionId: z.string().min(1) });

/**
 * Scoring worker Lambda, invoked asynchronously by the sessions Lambda with `{ sessionId }`. A thrown
 * error makes Lambda retry (twice) and then send the event to the failure destination.
 */
export const handler = middy(async (event: unknown) => {
  const { sessionId } = ScoringEventSchema.parse(event);
  const outcome = await scoreSessionById(sessionId);
  logger.info('Scoring done', { sessionId, outcome });
  return { sessionId, outcome };
})
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .use(logMetrics(metrics));
