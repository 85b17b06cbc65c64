import type { CreateEntityItem } from 'electrodb';
import type { WebhookEventType } from '../../shared/schemas/integrations';
import { clock } from '../clock';
import { newId } from '../data/attributes';
import type { WebhookDelivery } from '../data/entities/webhook-delivery';
import { db } from '../data/service';
import { readCredential } from '../ats/credentials';
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

/** What a callback delivery carries: which order to call back for, or Ashby's body; never a credential. */
type CallbackPayload =
  | { system: 'greenhouse'; orderKey: string; sessionId: string }
  | { system: 'ashby'; sessionId: string; body: Record<string, unknown> };

/** A pending callback delivery of the outbox, to the organization's log of that system. */
function callbackDelivery(
  orgId: string,
  type: string,
  payload: CallbackPayload,
): CreateEntityItem<typeof WebhookDelivery> {
  const now = clock.now();
  return {
    webhookId: atsLogId(payload.system, orgId),
    deliveryId: newId(),
    orgId,
    messageId: `msg_${newId()}`,
    type,
    payload: JSON.stringify(payload),
    state: 'pending' as const,
    attempts: 0,
    nextAttemptAt: new Date(now).toISOString(),
    queue: 'due',
    expiresAt: Math.floor(now / 1000) + LOG_SECONDS,
  };
}

/**
 * The types of an Ashby assessment data value (https://developers.ashbyhq.com/docs/assessmentupdate and
 * the reference's `AssessmentDataValue`: `numeric_score`, `numeric_duration_minutes`, `url`, `string`,
 * `boolean_success`), those used here.
 */
export type AshbyValueType = 'string' | 'numeric_score' | 'url';

/** One Ashby assessment data value: `{ identifier, label, type, value }`, as `assessment.update` takes it. */
export const ashbyValue = (
  identifier: string,
  label: string,
  type: AshbyValueType,
  value: string | number,
) => ({
  identifier,
  label,
  type,
  value,
});

/**
 * Ashby's `assessment.update` body for one assessment (https://developers.ashbyhq.com/docs/assessmentupdate):
 * `assessment_id`, `timestamp` (ms since the epoch, when it happened) and the fields given.
 */
const ashbyBody = (sessionId: string, fields: Record<string, unknown>) => ({
  assessment_id: sessionId,
  timestamp: clock.now(),
  ...fields,
});

/**
 * Queues one `assessment.update` to Ashby for a session it ordered (started, cancelled), tried and retried
 * as a webhook is. One write.
 */
export async function queueAshbyUpdate(
  orgId: string,
  sessionId: string,
  fields: Record<string, unknown>,
): Promise<void> {
  await db.entities.webhookDelivery
    .create(
      callbackDelivery(orgId, 'assessment.update', {
        system: 'ashby',
        sessionId,
        body: ashbyBody(sessionId, fields),
      }),
    )
    .go();
}

/**
 * The callbacks a session event owes the tracking systems that ordered the session, as pending deliveries
 * of the outbox (docs/decisions/0106-webhook-deliveries-from-an-outbox.md), tried and retried as webhooks
 * are. When the session is scored: Greenhouse's completion `PATCH` (https://developers.greenhouse.io/assessment.html:
 * the `PATCH` makes Greenhouse read `test_status` at once instead of at its next hourly poll), and Ashby's
 * `assessment.update` with the result (the score, 0-100), the status "Completed" and the profile URL
 * (the session's page), which Ashby requires with a result. A cancelled Ashby assessment gets nothing.
 * One query (the session's orders) for a `session.scored` event; none otherwise.
 */
export async function atsCallbacks(
  orgId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<CreateEntityItem<typeof WebhookDelivery>[]> {
  if (type !== 'session.scored' || typeof data.sessionId !== 'string') return [];
  const sessionId = data.sessionId;
  const { data: orders } = await db.entities.atsAssessment.query.bySession({ sessionId }).go();
  return orders
    .filter((o) => o.orgId === orgId && !o.cancelledAt)
    .flatMap((o) => {
      if (o.system === 'greenhouse')
        return o.callbackUrl
          ? [callbackDelivery(orgId, type, { system: 'greenhouse', orderKey: o.orderKey, sessionId })]
          : [];
      return [
        callbackDelivery(orgId, 'assessment.update', {
          system: 'ashby',
          sessionId,
          body: ashbyBody(sessionId, {
            assessment_status: ashbyValue('status', 'Status', 'string', 'Completed'),
            assessment_result: ashbyValue(
              'score',
              'Score (0-100)',
              'numeric_score',
              typeof data.score === 'number' ? data.score : 0,
            ),
            assessment_profile_url: ashbyValue('profile_url', 'Interview', 'url', o.profileUrl ?? ''),
          }),
        }),
      ];
    });
}

/** HTTP Basic with an API key as user name and an empty password, as both systems use. */
const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

/**
 * Sends one tracking-system callback through the one outbound path (`sendOut`). Greenhouse: a `PATCH`
 * with an empty body to the `url` of its `send_test`, authenticated as Greenhouse authenticated to us.
 * Ashby: `POST <api>/assessment.update` with the body, authenticated with the organization's Ashby API
 * key; Ashby answers 200 with `success: false` for an update it refuses, which counts as a failed try.
 * Both keys are the organization's secrets, read through Powertools' cache (`readCredential`, decision
 * record 0167). An order, connection or key that is gone fails the try with that reason.
 */
export async function sendAtsCallback(item: { orgId: string; payload: string }): Promise<TryResult> {
  const payload = JSON.parse(item.payload) as CallbackPayload;
  if (payload.system === 'ashby') {
    const { data: ashby } = await db.entities.atsConnection.get({ orgId: item.orgId, system: 'ashby' }).go();
    const key = ashby?.apiUrl ? await readCredential(item.orgId, 'ashby') : undefined;
    if (!ashby?.apiUrl || !key) return { ok: false, error: 'No Ashby API key is stored' };
    const result = await sendOut(`${ashby.apiUrl}/assessment.update`, {
      method: 'POST',
      headers: {
        authorization: basic(key),
        'content-type': 'application/json',
        'user-agent': 'HiringPlatform-Assessments/1',
      },
      body: JSON.stringify(payload.body),
      readBody: true,
    });
    if (!result.ok) return result;
    const answer = (() => {
      try {
        return JSON.parse(result.body ?? '') as { success?: boolean; errors?: unknown };
      } catch {
        return undefined;
      }
    })();
    return answer?.success === true
      ? { ok: true, status: result.status }
      : {
          ok: false,
          status: result.status,
          error: `Ashby refused the update: ${JSON.stringify(answer?.errors ?? result.body ?? '').slice(0, 200)}`,
        };
  }
  const { data: order } = await db.entities.atsAssessment
    .get({ orgId: item.orgId, system: payload.system, orderKey: payload.orderKey })
    .go();
  if (!order?.callbackUrl) return { ok: false, error: 'The order was removed' };
  const key = await readCredential(item.orgId, 'greenhouse');
  if (!key) return { ok: false, error: 'No Greenhouse key is stored' };
  return sendOut(order.callbackUrl, {
    method: 'PATCH',
    headers: { authorization: basic(key), 'user-agent': 'HiringPlatform-Assessments/1' },
  });
}
