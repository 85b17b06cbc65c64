import { DEFAULT_RETENTION_DAYS } from '../../shared/schemas/privacy';
import { clock } from '../clock';
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

/**
 * Deletes what lives in a session's partition besides the session item: its current answers and every
 * answer version (the follow-ups' answers' versions too), its history and its result. Run when the session is erased with its applicant, and by the
 * retention function when DynamoDB TTL has removed the session item. Idempotent: a retry deletes what is left.
 * @returns how many items were deleted.
 */
export async function deleteSessionChildren(sessionId: string): Promise<number> {
  const [current, versions, followUpVersions, events] = await Promise.all([
    db.entities.currentAnswer.query.byQuestion({ sessionId }).go({ pages: 'all' }),
    db.entities.answer.query.byQuestion({ sessionId }).go({ pages: 'all' }),
    db.entities.followUpAnswer.query.byQuestion({ sessionId }).go({ pages: 'all' }),
    db.entities.sessionEvent.query.bySession({ sessionId }).go({ pages: 'all' }),
  ]);
  await Promise.all([
    current.data.length ? db.entities.currentAnswer.delete(current.data).go() : undefined,
    versions.data.length ? db.entities.answer.delete(versions.data).go() : undefined,
    followUpVersions.data.length ? db.entities.followUpAnswer.delete(followUpVersions.data).go() : undefined,
    events.data.length ? db.entities.sessionEvent.delete(events.data).go() : undefined,
    db.entities.sessionResult.delete({ sessionId }).go(),
  ]);
  return current.data.length + versions.data.length + followUpVersions.data.length + events.data.length + 1;
}
