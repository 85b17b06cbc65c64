import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { logger } from '../observability/logger';
import { traceHandler } from '../observability/tracer';
import { handleWebhookEvent } from './tries';

/**
 * Webhook worker Lambda (docs/decisions/0124-webhook-delivery-queue.md): fed by the table's stream,
 * filtered to new delivery items, which it queues, and by the delivery queue, whose messages it tries.
 */
export const handler = middy(async (event: unknown) => handleWebhookEvent(event))
  .use(traceHandler())
  .use(injectLambdaContext(logger, { resetKeys: true }));
