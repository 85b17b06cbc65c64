import type { WebhookEventType } from '../../shared/schemas/integrations';
import { clock } from '../clock';
import { newId } from '../data/attributes';
import { db } from '../data/service';

/** What an event's `data` may hold: ids and states only, never answers or personal data. */
export type EventData = Record<string, string | number | boolean | null>;

/** How long a delivery and its log are kept: 30 days after the event, in seconds (then TTL). */
const DELIVERY_LOG_SECONDS = 30 * 24 * 3600;

/**
 * Records that `type` happened in an organization: one pending delivery per webhook endpoint of the
 * organization subscribed to it (the outbox; docs/decisions/0106-webhook-deliveries-from-an-outbox.md).
 * Nothing is sent here: the delivery worker finds pending deliveries by their next try and sends them,
 * so the state change that raised the event never waits for, or fails because of, a receiver.
 * One query for the endpoints, one write per subscribed endpoint.
 * @param data - ids and states (`{ sessionId, applicantId, status }`), never text a person wrote.
 * @returns how many deliveries were queued.
 */
export async function emitEvent(orgId: string, type: WebhookEventType, data: EventData): Promise<number> {
  const { data: endpoints } = await db.entities.webhook.query.byOrg({ orgId }).go({ pages: 'all' });
  const subscribed = endpoints.filter((w) => w.events.includes(type));
  if (!subscribed.length) return 0;
  const now = clock.now();
  const timestamp = new Date(now).toISOString();
  const payload = JSON.stringify({ type, timestamp, data });
  const messageId = `msg_${newId()}`;
  await Promise.all(
    subscribed.map((w) =>
      db.entities.webhookDelivery
        .create({
          webhookId: w.webhookId,
          deliveryId: newId(),
          orgId,
          messageId,
          type,
          payload,
          state: 'pending',
          attempts: 0,
          nextAttemptAt: timestamp,
          queue: 'due',
          expiresAt: Math.floor(now / 1000) + DELIVERY_LOG_SECONDS,
        })
        .go(),
    ),
  );
  return subscribed.length;
}
