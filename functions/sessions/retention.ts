import { DEFAULT_RETENTION_DAYS } from '../../shared/records';
import { clock } from '../clock';
import { deleteKeys, partitionKeys, type ItemKey } from '../data/partition';
import { db } from '../data/service';

// Table reads and deletes only: the retention function and the applicants function import this module, and
// their bundles must not pull in e-mail, LLM, scoring or scheduler clients (docs/decisions/0035-retention-by-ttl.md).

const DAY_S = 86_400;

/**
 * When a session that ends at `endMs` is deleted: `days` later, epoch seconds (the unit of DynamoDB TTL).
 * @param endMs - the session's end, epoch ms: its submission, or its deadline while it is open.
 * @param days - the session's retention period (docs/product.md#retention).
 */
export function purgeTime(endMs: number, days: number): number {
  return Math.ceil(endMs / 1000) + days * DAY_S;
}

/**
 * The `purgeAt` a session gets for an end (epoch ms, or an ISO time), or none while it has no end (open
 * without a deadline).
 */
export function purgeAtFor(
  session: { retentionDays?: number },
  end: number | string | undefined,
): { purgeAt: number } | Record<string, never> {
  if (end === undefined) return {};
  const endMs = typeof end === 'number' ? end : Date.parse(end);
  return { purgeAt: purgeTime(endMs, session.retentionDays ?? DEFAULT_RETENTION_DAYS) };
}

export { isPurged } from '../data/entities/session';

/** Now in epoch seconds, by the product's clock: lists keep sessions whose `purgeAt` is later. */
export function nowSeconds(): number {
  return Math.floor(clock.now() / 1000);
}

/** The key of a session's item; its partition key is the partition of every part of the session. */
export function sessionKey(sessionId: string): ItemKey {
  return db.entities.session.get({ sessionId }).params().Key as ItemKey;
}

/**
 * The keys of what lives in a session's partition besides the session item: its current answers and
 * every answer version, its history, its result, and any other part of it. One Query (per 1 MB page), so
 * no kind of part is left behind when one is added (decision record 0070 keeps answers there too).
 */
export async function sessionPartKeys(sessionId: string): Promise<ItemKey[]> {
  const own = sessionKey(sessionId);
  return (await partitionKeys(own.pk)).filter((k) => k.sk !== own.sk);
}

/**
 * Deletes what lives in a session's partition besides the session item ({@link sessionPartKeys}). Run by
 * the retention function when DynamoDB TTL has removed the session item. Idempotent: a retry deletes what
 * is left.
 * @returns how many items were deleted.
 * @throws Error when some were not (throttled past the retries): the caller is retried.
 */
export async function deleteSessionChildren(sessionId: string): Promise<number> {
  const keys = await sessionPartKeys(sessionId);
  const left = await deleteKeys(keys);
  if (left.length) throw new Error(`${left.length} items of session ${sessionId} were not deleted; retry`);
  return keys.length;
}
