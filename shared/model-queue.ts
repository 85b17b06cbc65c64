import { GENERATION_RETRIES } from './generation';

/**
 * How model work is queued and paced by the model's tokens-per-minute quota
 * (docs/decisions/0149-model-work-paced-by-the-quota.md). Pure arithmetic, shared by the workers
 * (`functions/ai/token-quota.ts`), the stack (`infra/constructs/scoring.ts`) and the local runner.
 */

/**
 * Deliveries of one scoring message before SQS moves it to the dead-letter queue: a run that fails
 * (the model down, not a throttle) is tried this many times, the last failure marks the session
 * `scoring_failed`. With `SCORING_SAMPLES` (3) samples an answer gets at most
 * `SCORING_MAX_RECEIVES × samples` calls while the model is down (3 × 3 = 9).
 */
export const SCORING_MAX_RECEIVES = 3;

/**
 * Seconds a run that failed for a passing fault (a call's timeout, a dropped connection, a 5xx, the
 * worker's deadline) waits before its next delivery: 15 s, then 30 s (an endpoint restarting is back
 * by then), at most 900 s. Such a run is delivered at most {@link SCORING_MAX_RECEIVES} (scoring) or
 * {@link GENERATION_MAX_RECEIVES} (generation) times in all, keeping what earlier deliveries scored or
 * wrote (docs/decisions/0166-scoring-resumes-by-answer.md).
 * @param faults - the faults of this work so far, this one included (1 the first time).
 */
export function faultPutBackDelaySeconds(faults: number): number {
  return Math.min(900, 15 * 2 ** Math.max(0, faults - 1));
}

/** Lambda timeout of the scoring worker, seconds (its own deadline ends a minute earlier). */
export const SCORING_WORKER_TIMEOUT_SECONDS = 600;

/** Deliveries of one generation message: a first run and `GENERATION_RETRIES` (2) more. */
export const GENERATION_MAX_RECEIVES = GENERATION_RETRIES + 1;

/**
 * Tokens a minute one scoring worker asks for when the quota never stops it: 4 calls in flight
 * (`SCORING_CONCURRENCY`), each about 1,000 input + 780 output-budget tokens, one every ~8 s at the
 * slowest accepted speed (20 tokens/s for ~300 output tokens, plus latency): 4 × 7.5 × 1,800 ≈ 54,000.
 */
export const WORKER_TOKENS_PER_MINUTE = 54_000;

/**
 * Workers consuming the scoring queue at once (the event source mapping's maximum concurrency, and the
 * local runner's): enough to use the whole quota ({@link WORKER_TOKENS_PER_MINUTE} each) and one more, so
 * the quota, not the concurrency, sets the pace; at least 2 (SQS maximum concurrency's floor, AWS Lambda
 * developer guide, "Configuring maximum concurrency for Amazon SQS event sources"), at most 100.
 */
export function consumerConcurrency(tokensPerMinute: number): number {
  return Math.min(100, Math.max(2, Math.ceil(tokensPerMinute / WORKER_TOKENS_PER_MINUTE) + 1));
}

/**
 * The windows the quota is counted in: `windows` a minute of `windowMs` each, each holding at most `limit`
 * tokens = quota / (windows + 1), so any 60 s span (which overlaps at most windows + 1 of them) asks for
 * at most the quota. Windows divide the minute and are as short as they can be while each holds 20,000
 * tokens (a generation request).
 */
export function quotaWindows(tokensPerMinute: number): { windows: number; windowMs: number; limit: number } {
  const windows = [12, 10, 6, 5, 4, 3, 2, 1].find((k) => tokensPerMinute / (k + 1) >= 20_000) ?? 1;
  return { windows, windowMs: 60_000 / windows, limit: Math.floor(tokensPerMinute / (windows + 1)) };
}

/**
 * Tokens one request takes from the quota when it starts, as Bedrock counts them: its input plus its
 * output budget (`maxTokens`) × the model's output burndown rate (1 unless the model's table says more).
 */
export function reservedTokens(inputTokens: number, maxTokens: number, outputBurndown = 1): number {
  return Math.max(1, Math.ceil(inputTokens + maxTokens * outputBurndown));
}

/**
 * Seconds a throttled run waits before its next delivery: the throttle's own wait (`Retry-After`, or the
 * next quota window), plus a backoff that doubles with each throttle of the same work (1, 2, 4 … 60 s)
 * and a random second, so put-back work does not all come back at once. At most 900 s (SQS's longest
 * message delay).
 */
export function putBackDelaySeconds(retryAfterMs: number, throttles: number, random = Math.random()): number {
  const backoff = Math.min(60, 2 ** Math.max(0, throttles));
  return Math.min(900, Math.ceil(retryAfterMs / 1000 + backoff + random));
}
