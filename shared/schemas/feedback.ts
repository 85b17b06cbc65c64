import * as z from 'zod';
import { LanguageSchema, TimestampSchema } from './common';

/** Longest feedback report a person may send (characters). */
export const MAX_FEEDBACK_LENGTH = 10_000;

/**
 * A session's feedback report as the manager sees it (`POST /api/session/{id}/feedback`,
 * docs/decisions/0162-feedback-reports.md): the draft or the text sent, in the interview's language.
 */
export const FeedbackReportSchema = z.object({
  /**
   * `drafting` while a model writes it (text empty; docs/decisions/0168-feedback-drafted-by-the-model.md),
   * `failed` when its last run failed (drafting again retries), `draft` to edit, `sent`.
   */
  status: z.enum(['drafting', 'draft', 'sent', 'failed']),
  text: z.string(),
  language: LanguageSchema,
  draftedAt: TimestampSchema,
  sentAt: TimestampSchema.optional(),
  /** The person who sent it; absent when it was sent automatically (`auto`). */
  sentByName: z.string().optional(),
  /** Why a model's draft failed (`failed`). */
  failure: z.string().optional(),
});
export type FeedbackReport = z.infer<typeof FeedbackReportSchema>;

/** Body of `POST /api/session/{id}/feedback/send`: the text as the person edited it. */
export const SendFeedbackRequestSchema = z.object({
  text: z
    .string({ error: 'Write the feedback' })
    .trim()
    .min(1, 'Write the feedback')
    .max(MAX_FEEDBACK_LENGTH, `At most ${MAX_FEEDBACK_LENGTH} characters`),
});

/** `GET /api/session/{id}/feedback` for the applicant: the report sent to them. */
export const ApplicantFeedbackSchema = z.object({
  organizationName: z.string(),
  language: LanguageSchema,
  text: z.string(),
  sentAt: TimestampSchema,
});
export type ApplicantFeedback = z.infer<typeof ApplicantFeedbackSchema>;
