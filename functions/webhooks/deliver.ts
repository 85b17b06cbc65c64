import { Webhook as Signer } from 'standardwebhooks';
import { clock } from '../clock';
import { db } from '../data/service';
import { logger } from '../observability/logger';
import { isAtsCallback, sendAtsCallback } from './ats-callbacks';
import { sendOut, type TryResult } from './outbound';

/**
 * Waits before each retry, in ms, after the first try: 5 s, 5 min, 30 min, 2 h, 5 h, 8 h, 8 h, so the
 * last of 8 tries comes 23 h 35 min after the event (the Standard Webhooks retry schedule, cut to a day;
 * https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md#retry-schedule).
 */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 28_800_000, 28_800_000];

/** A claimed delivery is not taken by another worker for this long (ms): longer than a try. */
const CLAIM_MS = 60_000;

/** Deliveries one pass of the worker takes. */
const BATCH = 25;

/**
 * Tries a delivery keeps, the latest: the 8 scheduled ones of {@link RETRY_DELAYS_MS} and a dozen of
 * managers' resends, so the item stays small however often someone presses Resend.
 */
export const MAX_TRIES_KEPT = 20;

type DeliveryItem = NonNullable<
  Awaited<ReturnType<ReturnType<typeof db.entities.webhookDelivery.get>['go']>>['data']
>;

/** Sends one signed request (`webhook-id`, `webhook-timestamp`, `webhook-signature`, Standard Webhooks). */
async function send(url: string, secret: string, item: DeliveryItem): Promise<TryResult> {
  // The receiver checks the timestamp against its own clock (5 minutes' tolerance): the wall clock, never
  // the product's clock that a local runner may have moved.
  const at = new Date();
  const signature = new Signer(secret).sign(item.messageId, at, item.payload);
  return sendOut(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'HiringPlatform-Webhooks/1',
      'webhook-id': item.messageId,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature,
    },
    body: item.payload,
  });
}

/**
 * Tries one delivery now and records the outcome: delivered on a 2xx; otherwise pending with the next try
 * after {@link RETRY_DELAYS_MS}, or failed once they are used up. The endpoint being gone ends it as failed.
 * The write is conditional on the tries counted when it was read, so two workers never record one try twice.
 * @param force - a manager's Resend: one try now whatever the state; a failed one stays failed, a pending one
 *   keeps retrying.
 */
export async function attemptDelivery(item: DeliveryItem, force = false): Promise<DeliveryItem> {
  const now = clock.now();
  // A tracking system's callback (Greenhouse's PATCH) has no endpoint item: its target is its order's.
  const callback = isAtsCallback(item.webhookId);
  const { data: endpoint } = callback
    ? { data: undefined }
    : await db.entities.webhook.get({ orgId: item.orgId, webhookId: item.webhookId }).go();
  const result: TryResult = callback
    ? await sendAtsCallback(item)
    : endpoint
      ? await send(endpoint.url, endpoint.secret, item)
      : { ok: false, error: 'The endpoint was removed' };
  const attempts = item.attempts + 1;
  const delay = RETRY_DELAYS_MS[attempts - 1];
  const state = result.ok
    ? 'delivered'
    : !endpoint && !callback
      ? 'failed'
      : force
        ? item.state === 'pending'
          ? 'pending'
          : 'failed'
        : delay === undefined
          ? 'failed'
          : 'pending';
  const nowIso = new Date(now).toISOString();
  const tried = {
    at: nowIso,
    ...(result.status !== undefined ? { status: result.status } : {}),
    ...(result.error ? { error: result.error } : {}),
  };
  const next =
    state === 'pending' ? new Date(now + (delay ?? RETRY_DELAYS_MS.at(-1)!)).toISOString() : nowIso;
  const update = db.entities.webhookDelivery
    .patch({ webhookId: item.webhookId, deliveryId: item.deliveryId })
    .set({
      state: state,
      attempts,
      lastAttemptAt: nowIso,
      nextAttemptAt: next,
      queue: state === 'pending' ? 'due' : `done#${item.webhookId}`,
      // Written from the item read; the condition on `attempts` below keeps a concurrent try's entry.
      tries: [...(item.tries ?? []), tried].slice(-MAX_TRIES_KEPT),
      ...(result.status !== undefined ? { lastStatus: result.status } : {}),
      ...(result.error ? { lastError: result.error } : {}),
    });
  const cleared = result.status === undefined ? update.remove(['lastStatus']) : update;
  const { data } = await (result.ok ? cleared.remove(['lastError']) : cleared)
    .where((a, op) => op.eq(a.attempts, item.attempts))
    .go({ response: 'all_new' });
  logger.info('webhook delivery', {
    deliveryId: item.deliveryId,
    webhookId: item.webhookId,
    type: item.type,
    attempt: attempts,
    status: result.status,
    state: state,
  });
  return data as DeliveryItem;
}

/**
 * One pass of the delivery worker: takes up to 25 deliveries whose next try is due (gsi1 `due`
 * partition, oldest first), claims each with a conditional write so no other worker sends it at the same
 * time, and tries them in parallel. Locally the runner calls this every half second
 * (`infra/local/webhook-runner.ts`); in the cloud, see docs/decisions/0106-webhook-deliveries-from-an-outbox.md.
 * @returns how many deliveries were tried.
 */
export async function deliverDue(): Promise<number> {
  const now = clock.now();
  const { data } = await db.entities.webhookDelivery.query
    .byDue({ queue: 'due' })
    .lte({ nextAttemptAt: new Date(now).toISOString() })
    .go({ limit: BATCH });
  const claimed = await Promise.all(
    data.map(async (item) => {
      try {
        await db.entities.webhookDelivery
          .patch({ webhookId: item.webhookId, deliveryId: item.deliveryId })
          .set({ nextAttemptAt: new Date(now + CLAIM_MS).toISOString(), queue: 'due' })
          .where(
            (a, op) =>
              `${op.eq(a.attempts, item.attempts)} AND ${op.eq(a.nextAttemptAt, item.nextAttemptAt)}`,
          )
          .go();
        return item as DeliveryItem;
      } catch {
        return undefined;
      }
    }),
  );
  const mine = claimed.filter((i): i is DeliveryItem => !!i);
  await Promise.all(
    mine.map((item) =>
      attemptDelivery(item).catch((error: unknown) => logger.error('webhook delivery failed', { error })),
    ),
  );
  return mine.length;
}
