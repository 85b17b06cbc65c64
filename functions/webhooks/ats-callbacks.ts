import type { CreateEntityItem } from 'electrodb';
import type { WebhookEventType } from '../../shared/schemas/integrations';
import { clock } from '../clock';
import { newId } from '../data/attributes';
import type { WebhookDelivery } from '../data/entities/webhook-delivery';
import { db } from '../data/service';
import { sendOut, type TryResult } from './outbound';

/** How long a callback and its log are kept, as a webhook delivery's: 30 days, in seconds (then TTL). */
const LOG_SECONDS = 30 * 24 * 3600;

/**
 * The delivery log a tracking system's callbacks are kept under, per organization: the `webhookId` of
 * their delivery items (`ats#greenhouse#<orgId>`). No webhook endpoint has such an id (endpoints are ULIDs).
 */
export const atsLogId = (system: 'greenhouse' | 'ashby', orgId: string): string => `ats#${system}#${orgId}`;

/** Whether a delivery is a tracking system's callback rather than a signed webhook. */
export const isAtsCallback = (webhookId: string): boolean => webhookId.startsWith('ats#');

/** What a callback delivery carries: which order to call back for, never the credential itself. */
interface CallbackPayload {
  system: 'greenhouse';
  orderKey: string;
  sessionId: string;
}

/**
 * The callbacks a session event owes the tracking systems that ordered the session, as pending deliveries
 * of the outbox (docs/decisions/0106-webhook-deliveries-from-an-outbox.md), tried and retried as webhooks
 * are: Greenhouse's completion `PATCH` when the session is scored (https://developers.greenhouse.io/assessment.html:
 * the `PATCH` makes Greenhouse read `test_status` at once instead of at its next hourly poll).
 * One query (the session's orders) for a `session.scored` event; none otherwise.
 */
export async function atsCallbacks(
  orgId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<CreateEntityItem<typeof WebhookDelivery>[]> {
  if (type !== 'session.scored' || typeof data.sessionId !== 'string') return [];
  const { data: orders } = await db.entities.atsAssessment.query
    .bySession({ sessionId: data.sessionId })
    .go({ attributes: ['orgId', 'system', 'orderKey', 'sessionId', 'callbackUrl'] });
  const now = clock.now();
  const timestamp = new Date(now).toISOString();
  return orders
    .filter((o) => o.orgId === orgId && o.system === 'greenhouse' && o.callbackUrl)
    .map((o) => {
      const payload: CallbackPayload = { system: 'greenhouse', orderKey: o.orderKey, sessionId: o.sessionId };
      return {
        webhookId: atsLogId('greenhouse', orgId),
        deliveryId: newId(),
        orgId,
        messageId: `msg_${newId()}`,
        type,
        payload: JSON.stringify(payload),
        state: 'pending' as const,
        attempts: 0,
        nextAttemptAt: timestamp,
        queue: 'due',
        expiresAt: Math.floor(now / 1000) + LOG_SECONDS,
      };
    });
}

/**
 * Sends one tracking-system callback through the one outbound path (`sendOut`): Greenhouse's `PATCH` with
 * an empty body to the `url` of its `send_test`, authenticated as Greenhouse authenticated to us (HTTP
 * Basic, the API key as user name, empty password). An order that is gone ends the delivery as failed.
 */
export async function sendAtsCallback(item: { orgId: string; payload: string }): Promise<TryResult> {
  const payload = JSON.parse(item.payload) as CallbackPayload;
  const { data: order } = await db.entities.atsAssessment
    .get({ orgId: item.orgId, system: payload.system, orderKey: payload.orderKey })
    .go();
  if (!order?.callbackUrl || !order.callbackKey) return { ok: false, error: 'The order was removed' };
  return sendOut(order.callbackUrl, {
    method: 'PATCH',
    headers: {
      authorization: `Basic ${Buffer.from(`${order.callbackKey}:`).toString('base64')}`,
      'user-agent': 'HiringPlatform-Assessments/1',
    },
  });
}
