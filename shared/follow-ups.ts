import * as z from 'zod';
import { TimestampSchema } from './schemas/common';
import { IntegritySignalsSchema } from './schemas/integrity-signals';

/**
 * Follow-up questions (docs/product.md#rule-follow-ups, decision record 0120): after an answer that
 * leaves key points missing or thin, the AI asks one short follow-up in the interview's language.
 */

/** Most follow-ups one question can have. */
export const MAX_FOLLOW_UPS = 2;

/** Follow-ups per question when neither the template nor the question says (the default). */
export const DEFAULT_FOLLOW_UPS = 1;

/** How many follow-ups a template or one question allows: a whole number from 0 to {@link MAX_FOLLOW_UPS}. */
export const FollowUpCountSchema = z
  .number({ error: 'Enter 0, 1 or 2' })
  .int('Enter 0, 1 or 2')
  .min(0, 'At least 0')
  .max(MAX_FOLLOW_UPS, `At most ${MAX_FOLLOW_UPS}`);

/**
 * Follow-ups allowed on one question: its own setting, else the template's, else {@link DEFAULT_FOLLOW_UPS}.
 */
export function followUpsAllowed(template: { followUps?: number }, question: { followUps?: number }): number {
  return question.followUps ?? template.followUps ?? DEFAULT_FOLLOW_UPS;
}

/**
 * A follow-up as the applicant and the manager see it: its id, text and the applicant's latest answer,
 * once given, with that answer's version (1 for an answer saved once; each edit adds one, decision
 * record 0126).
 */
export const FollowUpSchema = z.object({
  id: z.string(),
  text: z.string(),
  answer: z.string().optional(),
  version: z.number().int().optional(),
});
export type FollowUp = z.infer<typeof FollowUpSchema>;

/**
 * One saved version of the applicant's answer to a follow-up (decision record 0126), as the applicant's
 * data export lists them beside the question's answer versions.
 */
export const FollowUpAnswerVersionSchema = z.object({
  questionId: z.string(),
  followUpId: z.string(),
  text: z.string(),
  version: z.number().int(),
  createdAt: TimestampSchema,
  /** How this version was written, as the applicant's page measured it; absent when none were sent. */
  signals: IntegritySignalsSchema.optional(),
});
export type FollowUpAnswerVersion = z.infer<typeof FollowUpAnswerVersionSchema>;

/**
 * Why no follow-up was asked although one was allowed: `timeout` (the provider took longer than the
 * applicant waits), `failed` (the provider failed), `budget` (the organization's AI budget is spent),
 * `busy` (the organization's AI flood limit was reached).
 */
export const FOLLOW_UP_SKIP_REASONS = ['timeout', 'failed', 'budget', 'busy'] as const;
export type FollowUpSkipReason = (typeof FOLLOW_UP_SKIP_REASONS)[number];

/** The record of a follow-up not asked, kept on the answer. */
export const FollowUpSkipSchema = z.object({
  reason: z.enum(FOLLOW_UP_SKIP_REASONS),
  at: z.string(),
});

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
