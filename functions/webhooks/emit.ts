import type { CreateEntityItem, EntityItem } from 'electrodb';
import type { WebhookEventType } from '../../shared/schemas/integrations';
import { clock } from '../clock';
import { atsCallbacks } from './ats-callbacks';
import { newId } from '../data/attributes';
import { db } from '../data/service';
import type { Webhook } from '../data/entities/webhook';
import type { WebhookDelivery } from '../data/entities/webhook-delivery';

/** What an event's `data` may hold: ids and states only, never answers or personal data. */
export type EventData = Record<string, string | number | boolean | null>;

/** How long a delivery and its log are kept: 30 days after the event, in seconds (then TTL). */
const DELIVERY_LOG_SECONDS = 30 * 24 * 3600;

/** An endpoint of the organization, as {@link subscribersOf} returns it. */
export type Subscriber = EntityItem<typeof Webhook>;

/** The organization's webhook endpoints subscribed to `type`: one query (at most `MAX_WEBHOOKS`, 10). */
export async function subscribersOf(orgId: string, type: WebhookEventType): Promise<Subscriber[]> {
  const { data: endpoints } = await db.entities.webhook.query.byOrg({ orgId }).go({ pages: 'all' });
  return endpoints.filter((w) => w.events.includes(type));
}

/**
 * The pending deliveries of one event, one per subscriber, stamped now: items for the caller to create in
 * the transaction of the state change that raised the event, so the event is queued exactly when the
 * change is written (docs/decisions/0106-webhook-deliveries-from-an-outbox.md).
 * @param data - ids and states (`{ sessionId, applicantId, status }`), never text a person wrote.
 */
export function eventDeliveries(
  orgId: string,
  type: WebhookEventType,
  data: EventData,
  subscribers: readonly Subscriber[],
): CreateEntityItem<typeof WebhookDelivery>[] {
  const now = clock.now();
  const timestamp = new Date(now).toISOString();
  const payload = JSON.stringify({ type, timestamp, data });
  const messageId = `msg_${newId()}`;
  return subscribers.map((w) => ({
    webhookId: w.webhookId,
    deliveryId: newId(),
    orgId,
    messageId,
    type,
    payload,
    state: 'pending' as const,
    attempts: 0,
    nextAttemptAt: timestamp,
    queue: 'due',
    expiresAt: Math.floor(now / 1000) + DELIVERY_LOG_SECONDS,
  }));
}

/**
 * Records that `type` happened in an organization: one pending delivery per webhook endpoint of the
 * organization subscribed to it (the outbox; docs/decisions/0106-webhook-deliveries-from-an-outbox.md).
 * Nothing is sent here: the delivery worker finds pending deliveries by their next try and sends them,
 * so the state change that raised the event never waits for, or fails because of, a receiver.
 * A tracking system that ordered the session gets its callback the same way (`atsCallbacks`).
 * One query for the endpoints and one for the session's orders, one write per delivery.
 * @param data - ids and states (`{ sessionId, applicantId, status }`), never text a person wrote.
 * @returns how many deliveries were queued.
 */
export async function emitEvent(orgId: string, type: WebhookEventType, data: EventData): Promise<number> {
  const [subscribers, callbacks] = await Promise.all([
    subscribersOf(orgId, type),
    atsCallbacks(orgId, type, data),
  ]);
  const deliveries = [...eventDeliveries(orgId, type, data, subscribers), ...callbacks];
  await Promise.all(deliveries.map((d) => db.entities.webhookDelivery.create(d).go()));
  return deliveries.length;
}
