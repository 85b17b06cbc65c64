import type { Tracer } from '@aws-lambda-powertools/tracer';
import type { MiddlewareObj } from '@middy/core';
import { config } from '../config';

/**
 * X-Ray tracing (Powertools Tracer): each handler is wrapped with {@link traceHandler}, and every AWS SDK
 * client is made through {@link traced}, so DynamoDB, Bedrock, SES, Cognito, Lambda, Scheduler and SQS
 * calls show as subsegments (operation, resource and timing, no payloads). On or off by
 * `POWERTOOLS_TRACE_ENABLED` (required): `true` on the Lambdas (active tracing), `false` in the local
 * runners and tests. Responses are never captured (`tracer-on.ts`). With tracing off, neither Powertools
 * Tracer nor the X-Ray SDK under it is loaded (docs/decisions/0128-cold-start-floor-and-own-cost.md).
 */
const on = config().POWERTOOLS_TRACE_ENABLED === 'true' ? await import('./tracer-on') : undefined;

/** The tracer when tracing is on; `undefined` when it is off. */
export const tracer: Tracer | undefined = on?.tracer;

/** The AWS SDK client, instrumented when tracing is on (`captureAWSv3Client`), as it is when off. */
export function traced<T>(client: T): T {
  return on ? on.tracer.captureAWSv3Client(client) : client;
}

/**
 * The handler's trace segment (cold start and service annotations, errors), without its response; a
 * middleware that does nothing when tracing is off.
 */
export const traceHandler = (): MiddlewareObj => (on ? on.traceHandler() : { before: () => undefined });
