import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { clientOptions } from '../config';
import { traced } from '../observability/tracer';

/**
 * The Lambda client that starts the generation worker, made once per process, traced. Imported on the
 * first generation with `GENERATION_QUEUE=lambda` (docs/decisions/0068-ai-providers-loaded-when-used.md).
 */
export const lambda = traced(new LambdaClient(clientOptions(undefined)));

export { InvokeCommand };
