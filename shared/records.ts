/**
 * Days decision records, audit entries and the adverse-impact figures are kept: 4 years, the longest
 * period the employment rules this product follows ask for (California Code of Regulations, title 2,
 * § 11013(c), as amended for automated-decision systems: 4 years; Colorado SB 26-189: 3 years; EU AI Act
 * Art. 26(6): logs at least 6 months). The second of the two clocks of
 * docs/decisions/0110-two-clocks-for-records.md; answers and personal data keep the session's retention.
 */
export const RECORD_DAYS = 4 * 365 + 1;

/**
 * Epoch seconds when a record made at `nowMs` (epoch ms) expires: `days` later (the organization's record
 * period, {@link RECORD_DAYS} by default). The table's TTL attribute `expiresAt` holds it.
 */
export function recordExpiry(nowMs: number, days: number = RECORD_DAYS): number {
  return Math.floor(nowMs / 1000) + days * 24 * 60 * 60;
}

/**
 * Days a session (answers, result, tokens, history) is kept after it ends when the organization has not
 * chosen another period; the applicant notice states it.
 */
export const DEFAULT_RETENTION_DAYS = 365;

/** Shortest and longest retention an organization can choose, days. */
export const MIN_RETENTION_DAYS = 30;
export const MAX_RETENTION_DAYS = 3650;

/**
 * Shortest and longest record period an organization can choose, days: at least the EU AI Act's 6 months
 * for logs (Art. 26(6)), at most 10 years.
 */
export const MIN_RECORD_DAYS = 183;
export const MAX_RECORD_DAYS = 3650;
