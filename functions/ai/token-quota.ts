import { createHash } from 'node:crypto';
import { config } from '../config';
import { db } from '../data/service';
import { isConditionalCheckFailed } from '../data/writes';
import { metrics, MetricUnit } from '../observability/metrics';
import { quotaWindows } from '../../shared/model-queue';

/**
 * The product's side of the model's tokens-per-minute quota (docs/decisions/0149-model-work-paced-by-the-quota.md):
 * before each model request, every process reserves the request's tokens, counted as Bedrock counts them
 * when a request starts (input tokens plus `maxTokens`, output × the model's burndown rate), in a window
 * item of the table shared by all workers. The minute is cut into `k` windows (`quotaWindows`) and
 * each window holds at most `quota / (k + 1)` tokens: any 60 s span overlaps at most `k + 1` windows, so
 * no 60 s span ever asks for more than the quota (Bedrock user guide, "Quotas for Amazon Bedrock": tokens
 * per minute, and "How tokens are counted": input + max_tokens reserved at the start of a request).
 *
 * When a call ends, Bedrock replaces its reservation by what it used (input + output × burndown) and gives
 * the rest back at once; {@link returnTokens} does the same to the window current when the call ends, so a
 * cohort is scored at the pace of the tokens it uses, not of the `maxTokens` it reserves.
 *
 * One item per model and window (the `rateLimitWindow` entity, scope `ai-tokens`): every tenant writes it,
 * which is what the quota itself implies (one account-wide quota per model); its write rate is two updates
 * per model request (the reservation and the return), at most 2 × quota / (smallest request) a minute
 * (2 × 4M / 1,500 ≈ 90 writes a second for Nova Lite in us-east-1), far under a partition's 1,000 writes a
 * second.
 */

/** A reservation the window could not take: the caller waits `retryAfterMs`, or puts its work back. */
export class QuotaWait extends Error {
  override name = 'QuotaWait';
  constructor(
    /** ms until the next window opens. */
    readonly retryAfterMs: number,
  ) {
    super('The AI model quota of this minute is used up');
  }
}

/** Quota windows are keyed by a hash of the model id, never the id itself (ids carry `:` and `.`). */
function modelKey(modelId: string): string {
  return createHash('sha256').update(modelId).digest('hex').slice(0, 32);
}

/**
 * Reserves `tokens` of `modelId`'s quota in the current window, in one conditional UpdateItem: taken when
 * the window then holds at most its limit, or when it was empty (one request larger than a window goes
 * alone).
 * @param options.tokensPerMinute - the quota (default `AI_TOKENS_PER_MINUTE`).
 * @param options.now - epoch ms (tests).
 * @throws QuotaWait with the ms until the next window when the window is full.
 */
export async function reserveTokens(
  modelId: string,
  tokens: number,
  options: { tokensPerMinute?: number; now?: number } = {},
): Promise<void> {
  const quota = options.tokensPerMinute ?? config().AI_TOKENS_PER_MINUTE;
  const { windowMs, limit } = quotaWindows(quota);
  const now = options.now ?? Date.now();
  const { windowStart, key } = windowAt(modelId, quota, now);
  try {
    await db.entities.rateLimitWindow
      .update(key)
      .add({ count: tokens })
      .set({ expiresAt: Math.ceil((windowStart + 120_000) / 1000) })
      .where((a, op) => `${op.notExists(a.count)} OR ${op.lte(a.count, Math.max(0, limit - tokens))}`)
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    metrics.addMetric('ModelQuotaWaits', MetricUnit.Count, 1);
    throw new QuotaWait(windowStart + windowMs - now);
  }
}

/** The window item of `modelId`'s quota that holds epoch ms `now`, and the window's start (epoch ms). */
function windowAt(modelId: string, quota: number, now: number) {
  const { windowMs } = quotaWindows(quota);
  const windowStart = Math.floor(now / windowMs) * windowMs;
  return {
    windowStart,
    key: { scope: 'ai-tokens', keyHash: modelKey(modelId), windowStart: windowStart / 1000 },
  };
}

/**
 * Gives back `tokens` a finished call reserved and did not use (its reservation less its input and
 * output × burndown, as Bedrock settles it) to the window current at `now`, as Bedrock's own bucket gets
 * them back when the call ends. Conditional, so the window never holds fewer than 0 tokens (the quota never
 * has more room than its capacity): when the window holds fewer than `tokens` (the reservation was made in
 * an earlier window), it is emptied instead; a window nobody reserved in yet is left alone.
 * @param options.tokensPerMinute - the quota (default `AI_TOKENS_PER_MINUTE`).
 * @param options.now - epoch ms (tests).
 * @returns the tokens given back (0 to `tokens`).
 */
export async function returnTokens(
  modelId: string,
  tokens: number,
  options: { tokensPerMinute?: number; now?: number } = {},
): Promise<number> {
  const give = Math.floor(tokens);
  if (!(give > 0)) return 0;
  const quota = options.tokensPerMinute ?? config().AI_TOKENS_PER_MINUTE;
  const { key } = windowAt(modelId, quota, options.now ?? Date.now());
  const windows = db.entities.rateLimitWindow;
  try {
    await windows
      .update(key)
      .subtract({ count: give })
      .where((a, op) => op.gte(a.count, give))
      .go({ response: 'none' });
    return give;
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
  try {
    // Fewer than `give` in the window: all of it is free again, never more.
    const { data } = await windows
      .update(key)
      .set({ count: 0 })
      .where((a, op) => `${op.gt(a.count, 0)} AND ${op.lt(a.count, give)}`)
      .go({ response: 'all_old' });
    return data?.count ?? 0;
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    return 0;
  }
}

/**
 * Reserves `tokens` (see {@link reserveTokens}), waiting for the next window (with a little jitter, so
 * the waiting workers do not all write at its first millisecond) while the window is full.
 * @param waitUntil - epoch ms after which waiting is not worth it.
 * @throws QuotaWait when the reservation cannot be had before `waitUntil`: the caller puts its work back.
 */
export async function takeTokens(
  modelId: string,
  tokens: number,
  waitUntil: number,
  options: { tokensPerMinute?: number; signal?: AbortSignal } = {},
): Promise<void> {
  for (;;) {
    try {
      await reserveTokens(modelId, tokens, options);
      return;
    } catch (error) {
      if (!(error instanceof QuotaWait)) throw error;
      const wait = error.retryAfterMs + Math.floor(Math.random() * 250);
      if (Date.now() + wait > waitUntil || options.signal?.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
