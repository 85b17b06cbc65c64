import { quotaCharged, quotaReserved } from '../../../functions/ai/model-limits';

/**
 * A model's tokens-per-minute quota as Bedrock keeps it ("How tokens are counted in Amazon Bedrock",
 * https://docs.aws.amazon.com/bedrock/latest/userguide/quotas-token-burndown.html, and "Quotas for the
 * bedrock-runtime endpoint", https://docs.aws.amazon.com/bedrock/latest/userguide/quotas-runtime.html): a
 * call reserves its input tokens plus its `maxTokens` when it starts, and is refused (throttled) when that
 * does not fit; when it ends the reservation is replaced by input + output × the model's burndown (5 for
 * Claude 3.7 and later, else 1), so a Claude reply can take more than it reserved. The minute is a bucket
 * that refills at quota/60 000 tokens a millisecond, never above the quota.
 */
export interface TokenQuota {
  /** The quota, tokens a minute. */
  readonly tokensPerMinute: number;
  /**
   * Takes what a call of `modelId` with `inputTokens` and `maxTokens` reserves, or refuses it.
   * @returns the reservation, or the wait (ms) until it would fit, nothing taken.
   */
  reserve(call: { inputTokens: number; maxTokens: number }): { reserved: number } | { retryAfterMs: number };
  /** Replaces a reservation by what the finished call of `modelId` is charged; returns the charge. */
  settle(reserved: number, modelId: string, usage: { inputTokens: number; outputTokens: number }): number;
  /** Tokens free now. */
  available(): number;
}

/**
 * A {@link TokenQuota} of `tokensPerMinute`, full at the start.
 * @param now - the clock (ms), for tests.
 * @throws Error when `tokensPerMinute` is not a positive number.
 */
export function tokenQuota(tokensPerMinute: number, now: () => number = Date.now): TokenQuota {
  if (!(tokensPerMinute > 0)) throw new Error(`tokensPerMinute=${tokensPerMinute}: expected a number > 0`);
  const perMs = tokensPerMinute / 60_000;
  let level = tokensPerMinute;
  let at = now();
  const refill = () => {
    const t = now();
    level = Math.min(tokensPerMinute, level + (t - at) * perMs);
    at = t;
  };
  return {
    tokensPerMinute,
    reserve(call) {
      refill();
      const tokens = quotaReserved(call);
      if (tokens <= level) {
        level -= tokens;
        return { reserved: tokens };
      }
      // A call larger than the whole quota never fits: it is told to wait a minute, as often as it asks.
      const short = Math.min(tokens, tokensPerMinute) - level;
      return { retryAfterMs: Math.max(1, Math.ceil(short / perMs)) };
    },
    settle(reserved, modelId, usage) {
      refill();
      const charged = quotaCharged(modelId, usage);
      level = Math.min(tokensPerMinute, level + reserved - charged);
      return charged;
    },
    available() {
      refill();
      return Math.floor(level);
    },
  };
}
