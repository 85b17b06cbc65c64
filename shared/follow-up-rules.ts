/**
 * Follow-up questions (docs/product.md#rule-follow-ups, decision record 0120): after an answer that
 * leaves key points missing or thin, the AI asks one short follow-up in the interview's language. The
 * rules and plain values, without schemas, so the data layer and the workers that use them build no zod
 * schema for them (docs/decisions/0130-schemas-built-where-used.md); the schemas are in `follow-ups.ts`.
 */

/** Most follow-ups one question can have. */
export const MAX_FOLLOW_UPS = 2;

/** Follow-ups per question when neither the template nor the question says (docs/product.md#rule-follow-ups). */
export const DEFAULT_FOLLOW_UPS = 1;

/**
 * Follow-ups allowed on one question: its own setting, else the template's, else {@link DEFAULT_FOLLOW_UPS}.
 */
export function followUpsAllowed(template: { followUps?: number }, question: { followUps?: number }): number {
  return question.followUps ?? template.followUps ?? DEFAULT_FOLLOW_UPS;
}

/**
 * Why no follow-up was asked although one was allowed: `timeout` (the provider took longer than the
 * applicant waits), `failed` (the provider failed), `budget` (the organization's AI budget is spent),
 * `busy` (the organization's AI flood limit was reached).
 */
export const FOLLOW_UP_SKIP_REASONS = ['timeout', 'failed', 'budget', 'busy'] as const;
export type FollowUpSkipReason = (typeof FOLLOW_UP_SKIP_REASONS)[number];

/** Gap kinds the offline provider probes, each with a text in every catalog (`followUp.<kind>`). */
export const FOLLOW_UP_PROBES = ['example', 'steps', 'result', 'reasons'] as const;
export type FollowUpProbe = (typeof FOLLOW_UP_PROBES)[number];

/**
 * The text the scorer reads for a question: the answer, then each answered follow-up's answer, so the
 * follow-up and its answer are scored together with the parent question.
 */
export function answerWithFollowUps(answer: string, followUps: readonly { answer?: string }[] = []): string {
  return [answer, ...followUps.flatMap((f) => (f.answer?.trim() ? [f.answer] : []))].join('\n\n');
}
