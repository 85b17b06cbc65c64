import { config } from '../config';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';

/**
 * The scoring queue's line (docs/decisions/0152-queued-sessions-show-their-place.md): each session queued
 * for scoring takes a ticket (one counter, `ADD count 1`), and each run that claims a session moves the
 * "served" mark up to its ticket (a conditional `SET` that only raises it). A waiting session's place is
 * its ticket minus the mark; SQS standard queues are roughly first in, first out, so this is an estimate.
 * Both counters are one item each that every tenant writes: one write per queued session and at most one
 * per claim, i.e. 2 writes a second for 60 submits a minute, 33 for 2,000 (a partition takes 1,000).
 */

/** A counter item of the line, kept 400 days past its last write (TTL). */
const counter = (name: 'tickets' | 'served') =>
  ({ scope: 'scoring-line', keyHash: name, windowStart: 0 }) as const;
const keepUntil = () => Math.floor(Date.now() / 1000) + 400 * 86_400;

/** Quota tokens one scoring call takes, about (1,000 input + an output budget of ~780): for estimates. */
const TOKENS_PER_CALL = 1_800;

/** Takes the next ticket of the line. @returns the ticket number (1, 2, …). */
export async function takeTicket(): Promise<number> {
  const { data } = await db.entities.rateLimitWindow
    .update(counter('tickets'))
    .add({ count: 1 })
    .set({ expiresAt: keepUntil() })
    .go({ response: 'all_new' });
  return data.count ?? 1;
}

/** Raises the served mark to `ticket` (a run claimed that session); never lowers it. */
export async function markServed(ticket: number): Promise<void> {
  try {
    await db.entities.rateLimitWindow
      .update(counter('served'))
      .set({ count: ticket, expiresAt: keepUntil() })
      .where((a, op) => `${op.notExists(a.count)} OR ${op.lt(a.count, ticket)}`)
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/**
 * Where a queued session stands: its place in line (1: next) and an estimate (seconds) of when its scoring
 * ends, from the tokens the sessions ahead and its own take (answered questions × samples × ~1,800) at
 * the model's tokens-per-minute quota (`AI_TOKENS_PER_MINUTE`).
 * @param questionCount - questions of the session (the sessions ahead are taken to be as long).
 */
export async function placeInLine(
  ticket: number,
  questionCount: number,
): Promise<{ position: number; estimateSeconds: number }> {
  const { data } = await db.entities.rateLimitWindow.get(counter('served')).go();
  const position = Math.max(1, ticket - (data?.count ?? 0));
  const tokens = position * questionCount * config().SCORING_SAMPLES * TOKENS_PER_CALL;
  return { position, estimateSeconds: Math.ceil((60 * tokens) / config().AI_TOKENS_PER_MINUTE) };
}
