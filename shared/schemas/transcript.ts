import * as z from 'zod';
import { LanguageSchema, TimestampSchema } from './common';

/** One follow-up of a question in the applicant's transcript: what the AI asked, when, and the latest answer. */
export const TranscriptFollowUpSchema = z.object({
  text: z.string(),
  askedAt: TimestampSchema,
  /** The applicant's latest answer to it; absent when they did not answer. */
  answer: z.string().optional(),
  answeredAt: TimestampSchema.optional(),
});

/** One question of the transcript, in the interview's order, with the latest answer (never older versions). */
export const TranscriptQuestionSchema = z.object({
  order: z.number().int(),
  text: z.string(),
  /** When the applicant first opened it; absent when it was never opened. */
  openedAt: TimestampSchema.optional(),
  /** The latest answer: its text, its version (1-based) and when that version was saved. */
  answer: z.object({ text: z.string(), version: z.number().int(), savedAt: TimestampSchema }).optional(),
  followUps: z.array(TranscriptFollowUpSchema),
});

/**
 * `GET /api/session/{id}/transcript` (applicant token or request link, docs/decisions/0160-applicant-transcript.md):
 * what the applicant submitted, as they wrote it. No key points, scores, signals or notes of the organization.
 */
export const TranscriptSchema = z.object({
  sessionId: z.string(),
  organizationName: z.string(),
  topic: z.string(),
  language: LanguageSchema,
  startedAt: TimestampSchema.optional(),
  submittedAt: TimestampSchema.optional(),
  /** When the session and this transcript are deleted (its retention's end); absent while the session is open. */
  retainedUntil: TimestampSchema.optional(),
  questions: z.array(TranscriptQuestionSchema),
});
export type Transcript = z.infer<typeof TranscriptSchema>;
