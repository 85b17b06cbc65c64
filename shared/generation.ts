/**
 * Background generation of interview templates (docs/architecture.md#ai): how often a failed run is tried
 * again before the template is `failed`. The generation worker's async invoke configuration
 * (`infra/constructs/generation.ts`) and the local in-process queue use the same number.
 */

/** Retries of a failed generation run after the first (Lambda's asynchronous invoke allows 0-2). */
export const GENERATION_RETRIES = 2;
