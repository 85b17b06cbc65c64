import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { clientOptions } from '../config';
import { traced } from '../observability/tracer';

/**
 * The Lambda client that starts the scoring worker, made once per process, traced. `./queue.ts` imports
 * this module on the first scoring request with `SCORING_QUEUE=lambda`, so functions whose other routes
 * start no scoring do not load it when they start (docs/decisions/0068-ai-providers-loaded-when-used.md).
 */
export const lambda = traced(new LambdaClient(clientOptions(undefined)));

export { InvokeCommand };
