import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { clientOptions } from '../config';
import { traced } from '../observability/tracer';

/**
 * The SQS client that queues generation, made once per process, traced, calling its own endpoint (the
 * runner's `AWS_ENDPOINT_URL` on this machine). Imported on the first generation with
 * `GENERATION_QUEUE=sqs` (docs/decisions/0068-ai-providers-loaded-when-used.md).
 */
export const sqs = traced(new SQSClient({ ...clientOptions(undefined), useQueueUrlAsEndpoint: false }));

export { SendMessageBatchCommand };
