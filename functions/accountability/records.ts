import { clock } from '../clock';

/**
 * Days decision records, audit entries and the adverse-impact figures are kept: 4 years, the longest
 * period the employment rules this product follows ask for (California Code of Regulations, title 2,
 * § 11013(c), as amended for automated-decision systems in 2025: 4 years; Colorado SB 26-189:
 * 3 years; EU AI Act Art. 26(6): at least 6 months). docs/decisions/0110-two-clocks-for-records.md.
 */
export const RECORD_DAYS = 4 * 365 + 1;

/** Epoch seconds when a record made now expires: now plus {@link RECORD_DAYS} by the product's clock. */
export function recordExpiry(): number {
  return Math.floor(clock.now() / 1000) + RECORD_DAYS * 24 * 60 * 60;
}
