import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { clientOptions, config, requireSettings } from '../config';
import { traced } from '../observability/tracer';

requireSettings('WEBHOOK_QUEUE_URL');

/**
 * The SQS client, made once per process, traced. It calls its own endpoint, not the queue URL's host:
 * the same host in the cloud, and the runner's endpoint (`AWS_ENDPOINT_URL`) on this machine.
 */
const sqs = traced(new SQSClient({ ...clientOptions(undefined), useQueueUrlAsEndpoint: false }));

/**
 * The longest delay of one SQS message, seconds (Amazon SQS developer guide, "Amazon SQS delay queues":
 * "the maximum is 15 minutes"; `DelaySeconds` 0-900). A longer wait is several messages in a row.
 */
export const MAX_DELAY_SECONDS = 900;

/** Messages one `SendMessageBatch` call may carry (Amazon SQS API reference, SendMessageBatch: up to 10). */
const SEND_BATCH = 10;

/**
 * A message of the delivery queue: the delivery to try once `waitSeconds` more have passed after this
 * message's own delay (0: try it when the message arrives).
 */
export interface TryMessage {
  webhookId: string;
  deliveryId: string;
  waitSeconds: number;
}

/**
 * Queues the next step of each delivery: a message delayed by the wait, up to {@link MAX_DELAY_SECONDS}, and
 * carrying what is left of it.
 * @param waits - per delivery, the seconds until its try (0: now).
 * @throws Error when SQS refuses any message (the caller's batch is then retried).
 */
export async function queueTries(waits: { webhookId: string; deliveryId: string; waitSeconds: number }[]) {
  for (let i = 0; i < waits.length; i += SEND_BATCH) {
    const entries = waits.slice(i, i + SEND_BATCH).map((w, n) => {
      const delay = Math.min(Math.max(0, Math.ceil(w.waitSeconds)), MAX_DELAY_SECONDS);
      const message: TryMessage = {
        webhookId: w.webhookId,
        deliveryId: w.deliveryId,
        waitSeconds: Math.max(0, Math.ceil(w.waitSeconds) - delay),
      };
      return { Id: String(n), MessageBody: JSON.stringify(message), DelaySeconds: delay };
    });
    const out = await sqs.send(
      new SendMessageBatchCommand({ QueueUrl: config().WEBHOOK_QUEUE_URL, Entries: entries }),
    );
    if (out.Failed?.length) {
      throw new Error(`SQS refused ${out.Failed.length} webhook tries: ${out.Failed[0]!.Code ?? 'error'}`);
    }
  }
}
