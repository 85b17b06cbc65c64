import * as z from 'zod';
import { TimestampSchema } from './schemas/common';
import { IntegritySignalsSchema } from './schemas/integrity-signals';
import { FOLLOW_UP_SKIP_REASONS, MAX_FOLLOW_UPS } from './follow-up-rules';

export {
  answerWithFollowUps,
  DEFAULT_FOLLOW_UPS,
  FOLLOW_UP_PROBES,
  FOLLOW_UP_SKIP_REASONS,
  followUpsAllowed,
  MAX_FOLLOW_UPS,
  type FollowUpProbe,
  type FollowUpSkipReason,
} from './follow-up-rules';

/**
 * The schemas of follow-up questions (docs/product.md#rule-follow-ups, decision record 0120); their rules
 * and plain values are in `follow-up-rules.ts`, re-exported here.
 */

/** How many follow-ups a template or one question allows: a whole number from 0 to {@link MAX_FOLLOW_UPS}. */
export const FollowUpCountSchema = z
  .number({ error: 'Enter 0, 1 or 2' })
  .int('Enter 0, 1 or 2')
  .min(0, 'At least 0')
  .max(MAX_FOLLOW_UPS, `At most ${MAX_FOLLOW_UPS}`);

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

/** The record of a follow-up not asked, kept on the answer. */
export const FollowUpSkipSchema = z.object({
  reason: z.enum(FOLLOW_UP_SKIP_REASONS),
  at: z.string(),
});
