/**
 * What an applicant may ask about their session after submitting (docs/product.md#requests): an
 * explanation of the decision and the AI's role in it (EU AI Act Art. 86; Colorado SB 26-189), a human
 * review of the decision (GDPR Art. 22(3); Colorado SB 26-189), a correction of their data (GDPR Art. 16).
 */
export const REQUEST_KINDS = ['explanation', 'review', 'correction'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** Days a request may wait for its answer unless the organization sets another (Colorado SB 26-189: 30 days). */
export const DEFAULT_REQUEST_DUE_DAYS = 30;
