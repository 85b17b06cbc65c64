import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { clientOptions } from '../config';
import { traced } from '../observability/tracer';

/**
 * The SQS client that queues scoring, made once per process, traced. It calls its own endpoint, not the
 * queue URL's host (the runner's `AWS_ENDPOINT_URL` on this machine). `./queue.ts` imports this module on
 * the first scoring request with `SCORING_QUEUE=sqs`, so functions whose other routes start no scoring do
 * not load it when they start (docs/decisions/0068-ai-providers-loaded-when-used.md).
 */
export const sqs = traced(new SQSClient({ ...clientOptions(undefined), useQueueUrlAsEndpoint: false }));

export { SendMessageBatchCommand };
