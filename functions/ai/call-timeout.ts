/**
 * How long one model call may take, from what it asks for rather than from the request that started it
 * (docs/decisions/0147-generation-bounded-by-its-worker.md): its output tokens written at the slowest
 * speed this product accepts of a model, after a fixed allowance for the first token.
 */

/**
 * Slowest output speed (tokens per second) accepted of a model: a call writing slower than this times out.
 * Bedrock's on-demand models write 40-200 tokens/s (Nova Lite above 100, Claude Opus-class 30-60 when the
 * service is busy); 20 leaves room for a busy hour of the slowest, while a stalled call still ends.
 */
export const SLOWEST_TOKENS_PER_SECOND = 20;

/**
 * Time (ms) allowed before the first output token: reading a prompt of a few thousand tokens and the wait
 * of a busy endpoint, both under a few seconds on Bedrock; 10 s with margin.
 */
export const FIRST_TOKEN_ALLOWANCE_MS = 10_000;

/**
 * Per-request timeout (ms) of one model call of at most `outputTokens` output tokens:
 * {@link FIRST_TOKEN_ALLOWANCE_MS} + `outputTokens` at {@link SLOWEST_TOKENS_PER_SECOND}. 15 questions
 * (2 550 tokens): 137.5 s; one answer's score with 4 key points (780 tokens): 49 s.
 */
export function callTimeoutMs(outputTokens: number): number {
  return FIRST_TOKEN_ALLOWANCE_MS + Math.ceil((Math.max(0, outputTokens) * 1000) / SLOWEST_TOKENS_PER_SECOND);
}
