/**
 * Background generation of interview templates (docs/architecture.md#ai): how often a failed run is tried
 * again before the template is `failed`. The generation worker
 * (its queue delivers a message `GENERATION_RETRIES + 1` times, `shared/model-queue.ts`) and the local
 * in-process queue use the same number.
 */

/** Retries of a failed generation run after the first. */
export const GENERATION_RETRIES = 2;

/**
 * Lambda timeout of the generation worker, seconds: a 30-question template is two or three model calls at
 * once plus a re-ask (docs/decisions/0050-model-limits-and-batches.md), each a few thousand output tokens,
 * a minute or more at the speed of the larger models; the worker's own deadline ends 30 s earlier.
 */
export const GENERATION_WORKER_TIMEOUT_SECONDS = 300;
