import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type {
  CreateWebhookRequestSchema,
  WebhookDelivery,
  WebhookEventType,
} from '../../shared/schemas/integrations';
import type { Page, PageQuery } from '../../shared/schemas/common';
import { auditCreate, recordAudit } from '../audit';
import { config } from '../config';
import { newId } from '../data/attributes';
import { pageCursor } from '../data/cursor';
import { db } from '../data/service';
import type { ManagerAuth } from '../http/auth';
import { Conflict, NotFound, ValidationFailed } from '../errors/errors';
import { attemptDelivery } from '../webhooks';
import { refusedHost, targetHost, withoutCredentials } from '../webhooks/target';
import { requireOwner } from './api-keys';

/** Endpoints an organization may register (each event is one write per endpoint). */
export const MAX_WEBHOOKS = 10;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The setting read when the module loads, so a function without it stops at once. */
const allowed = config().WEBHOOK_URLS;

/**
 * Refuses endpoint URLs the deployment does not send to: HTTPS only, and a public host name (no IP
 * literal, `localhost.`, single-label or private-use name, nor a wildcard-DNS name carrying a private
 * address such as `127.0.0.1.nip.io`: {@link refusedHost}). A name that resolves to a private address is
 * refused when a delivery is sent (decision record 0136). With `WEBHOOK_URLS=https-or-loopback` (this
 * machine) `http://127.0.0.1`, `http://localhost` and `http://[::1]` are allowed too; deliveries reach
 * them only on a port of `LOCAL_WEBHOOK_PORTS`.
 * @throws ValidationFailed (400, `url`).
 */
function checkUrl(raw: string): string {
  const url = new URL(raw);
  if (allowed === 'https-or-loopback' && LOOPBACK_HOSTS.has(url.hostname)) return url.toString();
  if (url.protocol !== 'https:') throw new ValidationFailed({ url: ['Webhook endpoints must use https://'] });
  const refused = refusedHost(url.hostname);
  if (refused) throw new ValidationFailed({ url: [refused] });
  return url.toString();
}

/** A new Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

type EndpointItem = NonNullable<
  Awaited<ReturnType<ReturnType<typeof db.entities.webhook.get>['go']>>['data']
>;

function endpointOf(w: EndpointItem) {
  return {
    id: w.webhookId,
    url: withoutCredentials(w.url),
    events: w.events as WebhookEventType[],
    createdAt: w.createdAt,
    ...(w.description ? { description: w.description } : {}),
  };
}

async function ownedEndpoint(auth: ManagerAuth, webhookId: string): Promise<EndpointItem> {
  requireOwner(auth, 'webhooks');
  const { data } = await db.entities.webhook.get({ orgId: auth.orgId, webhookId }).go();
  if (!data) throw new NotFound('webhook');
  return data;
}

/**
 * Registers an endpoint for some events; the answer carries its signing secret, this once.
 * @throws Forbidden for members; ValidationFailed for a URL the deployment does not allow; Conflict past
 * {@link MAX_WEBHOOKS} endpoints.
 */
export async function createWebhook(auth: ManagerAuth, input: z.infer<typeof CreateWebhookRequestSchema>) {
  requireOwner(auth, 'webhooks');
  const url = checkUrl(input.url);
  const { data: existing } = await db.entities.webhook.query
    .byOrg({ orgId: auth.orgId })
    .go({ pages: 'all' });
  if (existing.length >= MAX_WEBHOOKS)
    throw new Conflict(`An organization has at most ${MAX_WEBHOOKS} webhook endpoints.`);
  const webhookId = newId();
  const secret = newSecret();
  await db.transaction
    .write(({ webhook, auditEntry }) => [
      webhook
        .create({
          orgId: auth.orgId,
          webhookId,
          url,
          events: [...new Set(input.events)],
          secret,
          ...(input.description ? { description: input.description } : {}),
        })
        .commit(),
      auditEntry
        .create(auditCreate(auth, 'webhook.create', { targetId: webhookId, detail: targetHost(url) }))
        .commit(),
    ])
    .go();
  return { ...endpointOf(await ownedEndpoint(auth, webhookId)), secret };
}

/** The organization's endpoints, without secrets. @throws Forbidden for members. */
export async function listWebhooks(auth: ManagerAuth) {
  requireOwner(auth, 'webhooks');
  const { data } = await db.entities.webhook.query.byOrg({ orgId: auth.orgId }).go({ pages: 'all' });
  return { items: data.map(endpointOf) };
}

/** Removes an endpoint; its pending deliveries end as failed at their next try. @throws NotFound, Forbidden. */
export async function deleteWebhook(auth: ManagerAuth, webhookId: string): Promise<void> {
  await ownedEndpoint(auth, webhookId);
  await db.entities.webhook.delete({ orgId: auth.orgId, webhookId }).go();
  await recordAudit(auth, 'webhook.delete', { targetId: webhookId });
}

/**
 * Replaces an endpoint's signing secret; deliveries from now on are signed with the new one, which this
 * answer carries, once. @throws NotFound, Forbidden.
 */
export async function rotateWebhookSecret(auth: ManagerAuth, webhookId: string) {
  const endpoint = await ownedEndpoint(auth, webhookId);
  const secret = newSecret();
  await db.entities.webhook.patch({ orgId: auth.orgId, webhookId }).set({ secret }).go();
  await recordAudit(auth, 'webhook.rotate-secret', { targetId: webhookId });
  return { ...endpointOf(endpoint), secret };
}

type DeliveryItem = Parameters<typeof attemptDelivery>[0];

function deliveryOf(d: DeliveryItem): WebhookDelivery {
  return {
    id: d.deliveryId,
    messageId: d.messageId,
    type: d.type as WebhookEventType,
    state: d.state,
    attempts: d.attempts,
    createdAt: d.createdAt,
    ...(d.lastStatus !== undefined ? { lastStatus: d.lastStatus } : {}),
    ...(d.lastError ? { lastError: d.lastError } : {}),
    ...(d.lastAttemptAt ? { lastAttemptAt: d.lastAttemptAt } : {}),
    ...(d.state === 'pending' ? { nextAttemptAt: d.nextAttemptAt } : {}),
    // A delivery from before tries were kept shows its last one.
    tries:
      d.tries ??
      (d.lastAttemptAt
        ? [
            {
              at: d.lastAttemptAt,
              ...(d.lastStatus !== undefined ? { status: d.lastStatus } : {}),
              ...(d.lastError ? { error: d.lastError } : {}),
            },
          ]
        : []),
  };
}

/** An endpoint's deliveries, newest first, a page at a time. @throws NotFound, Forbidden. */
export async function listDeliveries(
  auth: ManagerAuth,
  webhookId: string,
  page: PageQuery,
): Promise<Page<WebhookDelivery>> {
  await ownedEndpoint(auth, webhookId);
  const query = db.entities.webhookDelivery.query.byWebhook({ webhookId });
  const result = await query.go({ order: 'desc', limit: page.limit, cursor: pageCursor(query, page.cursor) });
  return { items: result.data.map((d) => deliveryOf(d as DeliveryItem)), nextCursor: result.cursor };
}

/**
 * Sends a delivery again now, with the same `webhook-id` and body, and answers it with the outcome.
 * @throws NotFound (another organization's endpoint or delivery), Forbidden for members.
 */
export async function resendDelivery(
  auth: ManagerAuth,
  webhookId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  await ownedEndpoint(auth, webhookId);
  const { data } = await db.entities.webhookDelivery.get({ webhookId, deliveryId }).go();
  if (!data || data.orgId !== auth.orgId) throw new NotFound('delivery');
  await recordAudit(auth, 'webhook.resend', { targetId: deliveryId });
  return deliveryOf(await attemptDelivery(data as DeliveryItem, true));
}
