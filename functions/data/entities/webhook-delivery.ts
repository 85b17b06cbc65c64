import { entity } from '../entity-options';
import { createdAt } from '../attributes';

/**
 * One event for one webhook endpoint, with its tries (docs/integrations.md#deliveries). Listed per endpoint,
 * newest first (ULID ids). A delivery waiting for a try sits in the `due` partition of gsi1, sorted by the
 * time of its next try, where the delivery worker finds it; a finished one moves to its endpoint's own
 * `done#<webhookId>` partition, so the due partition holds only work. Removed by TTL 30 days after the event.
 */
export const WebhookDelivery = entity({
  model: { entity: 'webhookDelivery', version: '1', service: 'hiring' },
  attributes: {
    webhookId: { type: 'string', required: true, readOnly: true },
    deliveryId: { type: 'string', required: true, readOnly: true },
    orgId: { type: 'string', required: true, readOnly: true },
    /** The `webhook-id` header, the same on every try. */
    messageId: { type: 'string', required: true, readOnly: true },
    type: { type: 'string', required: true, readOnly: true },
    /** The signed body, as sent: `{ type, timestamp, data }` JSON. */
    payload: { type: 'string', required: true, readOnly: true },
    state: { type: ['pending', 'delivered', 'failed'] as const, required: true },
    attempts: { type: 'number', required: true },
    lastStatus: { type: 'number' },
    lastError: { type: 'string' },
    lastAttemptAt: { type: 'string' },
    /**
     * Every try, oldest first (the last `MAX_TRIES_KEPT` of them): when, the HTTP status it got, or why it
     * got none. Absent on deliveries made before tries were kept; `last*` then holds the last one.
     */
    tries: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          at: { type: 'string', required: true },
          status: { type: 'number' },
          error: { type: 'string' },
        },
      },
    },
    /** ISO time of the next try (pending), or of the last one (finished). */
    nextAttemptAt: { type: 'string', required: true },
    /** `due` while pending, `done#<webhookId>` once finished. */
    queue: { type: 'string', required: true },
    /** Epoch seconds; the table's TTL attribute. */
    expiresAt: { type: 'number', required: true, readOnly: true },
    createdAt,
  },
  indexes: {
    byWebhook: {
      pk: { field: 'pk', composite: ['webhookId'] },
      sk: { field: 'sk', composite: ['deliveryId'] },
    },
    byDue: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['queue'] },
      sk: { field: 'gsi1sk', composite: ['nextAttemptAt', 'deliveryId'] },
    },
  },
});
