/**
 * Access codes (docs/architecture.md#access-codes): 9 characters over an alphabet without look-alikes
 * (no 0/O, 1/I/L, U), shown as 3 groups of 3 (docs/product.md#rule-access-code),
 * compared without case and dashes.
 */
export const ACCESS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters in a code. 30^9 ≈ 2·10^13 codes, with at most 10 tries per 15 minutes. */
export const ACCESS_CODE_LENGTH = 9;
/** Characters per group (docs/product.md#rule-access-code). */
export const ACCESS_CODE_GROUP = 3;

/** Failed code tries allowed per session per window before the lock-out (429). */
export const MAX_FAILED_ATTEMPTS = 10;
/** Lock-out window, seconds (15 minutes). */
export const ATTEMPT_WINDOW_SECONDS = 15 * 60;

/** Upper-cases and strips dashes and white space: what the applicant typed, as compared. */
export function normalizeAccessCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** True when the normalized input could be a code (right length, right alphabet). */
export function isWellFormedAccessCode(input: string): boolean {
  const code = normalizeAccessCode(input);
  return code.length === ACCESS_CODE_LENGTH && [...code].every((c) => ACCESS_CODE_ALPHABET.includes(c));
}

/** `ABCDEFGHJ` → `ABC-DEF-GHJ`. */
export function formatAccessCode(code: string): string {
  const c = normalizeAccessCode(code);
  return [c.slice(0, 3), c.slice(3, 6), c.slice(6)].filter(Boolean).join('-');
}

/** Splits a pasted or typed code into the three boxes of the session page (at most 3 characters each). */
export function splitAccessCode(input: string): [string, string, string] {
  const c = normalizeAccessCode(input).slice(0, ACCESS_CODE_LENGTH);
  return [c.slice(0, 3), c.slice(3, 6), c.slice(6, 9)];
}

/** Failed-attempt state kept on a session. `windowStart` in epoch seconds. */
export interface AttemptState {
  failedAttempts: number;
  windowStart: number;
}

/**
 * Seconds until the applicant may try again, or 0 when a try is allowed now.
 * @param nowSeconds - epoch seconds.
 */
export function lockoutRemaining(state: AttemptState | undefined, nowSeconds: number): number {
  if (!state || state.failedAttempts < MAX_FAILED_ATTEMPTS) return 0;
  const end = state.windowStart + ATTEMPT_WINDOW_SECONDS;
  return end > nowSeconds ? end - nowSeconds : 0;
}

/** The state after one more failed try: a new window starts when the old one has ended. */
export function afterFailedAttempt(state: AttemptState | undefined, nowSeconds: number): AttemptState {
  if (!state || state.windowStart + ATTEMPT_WINDOW_SECONDS <= nowSeconds) {
    return { failedAttempts: 1, windowStart: nowSeconds };
  }
  return { failedAttempts: state.failedAttempts + 1, windowStart: state.windowStart };
}
