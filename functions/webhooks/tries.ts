import * as z from 'zod';
import { clock } from '../clock';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import { logger } from '../observability/logger';
import { attemptDelivery } from './deliver';
import { DELIVERY_KEY_PREFIXES } from './keys';
import { queueTries, type TryMessage } from './queue';

const PARTITION_PREFIX = DELIVERY_KEY_PREFIXES.partition;
const DELIVERY_SORT_KEY_PREFIX = DELIVERY_KEY_PREFIXES.sort;

/**
 * A new item of the table's stream (only keys: the stream keeps old images). The event source mapping lets
 * only new delivery items through; anything else is skipped here too.
 */
const InsertSchema = z.object({
  eventSource: z.literal('aws:dynamodb'),
  eventName: z.literal('INSERT'),
  dynamodb: z.object({
    Keys: z.object({
      pk: z.object({ S: z.string().startsWith(PARTITION_PREFIX).max(200) }),
      sk: z.object({ S: z.string().startsWith(DELIVERY_SORT_KEY_PREFIX).max(200) }),
    }),
  }),
});

const MessageSchema = z.object({
  webhookId: z.string().min(1).max(64),
  deliveryId: z.string().min(1).max(64),
  waitSeconds: z.number().int().min(0).max(86_400),
});

const SqsRecordSchema = z.object({
  eventSource: z.literal('aws:sqs'),
  messageId: z.string().min(1),
  body: z.string(),
});

const EventSchema = z.object({ Records: z.array(z.unknown()) });

/**
 * Starts new deliveries (docs/decisions/0124-webhook-delivery-queue.md): for each delivery item the stream
 * shows as inserted, a message without delay on the delivery queue. The ids come from the item's keys,
 * which ElectroDB writes in lower case; the keys of the item being case-insensitive, they read it all the
 * same.
 * @returns how many deliveries were queued.
 * @throws when SQS refuses a message (the stream batch is retried, then bisected).
 */
export async function queueNewDeliveries(records: unknown[]): Promise<number> {
  const waits = records.flatMap((record) => {
    const insert = InsertSchema.safeParse(record);
    if (!insert.success) return [];
    const { pk, sk } = insert.data.dynamodb.Keys;
    return [
      {
        webhookId: pk.S.slice(PARTITION_PREFIX.length),
        deliveryId: sk.S.slice(DELIVERY_SORT_KEY_PREFIX.length),
        waitSeconds: 0,
      },
    ];
  });
  if (waits.length) await queueTries(waits);
  return waits.length;
}

/**
 * One message of the delivery queue: waits on when time is left (another delayed message), otherwise
 * tries the delivery once and, while it stays pending, queues the next try at its `nextAttemptAt`. A
 * delivery no longer pending (delivered, failed, resent to success, gone) ends the chain; a try another
 * worker recorded first (the conditional write) ends it too, so an SQS duplicate never starts a second
 * chain.
 * @throws on a table or SQS error: the message comes back after its visibility timeout, and goes to the
 *   dead-letter queue after the queue's maxReceiveCount receives.
 */
export async function tryFromQueue(message: TryMessage): Promise<'waiting' | 'done' | 'queued'> {
  if (message.waitSeconds > 0) {
    await queueTries([message]);
    return 'waiting';
  }
  const { data: item } = await db.entities.webhookDelivery
    .get({ webhookId: message.webhookId, deliveryId: message.deliveryId })
    .go();
  if (!item || item.state !== 'pending') return 'done';
  let after;
  try {
    after = await attemptDelivery(item);
  } catch (error) {
    if (isConditionalCheckFailed(error)) return 'done';
    throw error;
  }
  if (after.state !== 'pending') return 'done';
  const waitSeconds = (Date.parse(after.nextAttemptAt) - clock.now()) / 1000;
  await queueTries([{ webhookId: after.webhookId, deliveryId: after.deliveryId, waitSeconds }]);
  return 'queued';
}

/**
 * The webhook worker's event: a stream batch (new deliveries to queue) or a queue batch (tries). For a
 * queue batch, the messages that failed are returned as `batchItemFailures` (the mapping reports batch
 * item failures), so only they come back.
 * @throws ZodError for an event without `Records`; on a stream batch, what {@link queueNewDeliveries} throws.
 */
export async function handleWebhookEvent(
  event: unknown,
): Promise<{ batchItemFailures: { itemIdentifier: string }[] }> {
  const { Records } = EventSchema.parse(event);
  const messages = Records.flatMap((r) => {
    const parsed = SqsRecordSchema.safeParse(r);
    return parsed.success ? [parsed.data] : [];
  });
  if (!messages.length) {
    const queued = await queueNewDeliveries(Records);
    logger.info('webhook deliveries queued', { queued });
    return { batchItemFailures: [] };
  }
  const failed = await Promise.all(
    messages.map(async (record) => {
      try {
        const message = MessageSchema.parse(JSON.parse(record.body));
        const outcome = await tryFromQueue(message);
        logger.info('webhook queue message', { deliveryId: message.deliveryId, outcome });
        return undefined;
      } catch (error) {
        logger.error('webhook queue message failed', { messageId: record.messageId, error });
        return record.messageId;
      }
    }),
  );
  return {
    batchItemFailures: failed
      .filter((id): id is string => !!id)
      .map((itemIdentifier) => ({ itemIdentifier })),
  };
}
