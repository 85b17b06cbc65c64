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
 * One item per model and window (the `rateLimitWindow` entity, scope `ai-tokens`): every tenant writes it,
 * which is what the quota itself implies (one account-wide quota per model); its write rate is one update
 * per model request, at most quota / (smallest request) a minute (4M / 1,500 ≈ 45 writes a second for Nova
 * Lite in us-east-1), far under a partition's 1,000 writes a second.
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
  const windowStart = Math.floor(now / windowMs) * windowMs;
  try {
    await db.entities.rateLimitWindow
      .update({ scope: 'ai-tokens', keyHash: modelKey(modelId), windowStart: windowStart / 1000 })
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
