/**
 * The session door: what an applicant's link shows before the access code and what entering it gives
 * (`GET /api/session/{id}/intro`, `POST /api/session/{id}/auth`).
 */
import * as z from 'zod';
import { LanguageSchema, TimestampSchema } from './common';
import { ApplicantNoticeSchema } from './privacy';

/** `GET /api/session/{id}/intro` (public): what the welcome screen needs before the code is entered. */
export const SessionIntroSchema = z.object({
  id: z.string(),
  language: LanguageSchema,
  submitted: z.boolean(),
  /** Past its deadline and not submitted: the page says so instead of asking for the code. */
  expired: z.boolean(),
  /** The deadline, absent when there is none. */
  dueAt: TimestampSchema.optional(),
  /** Who submitted the session: the applicant, or a manager for them; absent while open. */
  submittedBy: z.enum(['applicant', 'manager']).optional(),
  questionCount: z.number().int(),
  organizationName: z.string(),
  /** AI assistance, a person decides, what is assessed, how long answers are kept, whom to write to. */
  notice: ApplicantNoticeSchema,
});
export type SessionIntro = z.infer<typeof SessionIntroSchema>;

/** Body of `POST /api/session/{id}/auth`. */
export const SessionAuthRequestSchema = z.object({
  code: z.string({ error: 'Enter the access code' }).trim().min(1, 'Enter the access code').max(20),
  /** The applicant read the notice (AI assistance, a person decides, retention, contact) and accepts it. */
  noticeAccepted: z.literal(true, { error: 'Read and accept the notice to start' }),
  /** The applicant asks for human-only evaluation: AI scoring is switched off for the session. */
  humanOnly: z.boolean().optional(),
});

/**
 * Answer of `POST /api/session/{id}/auth`: a bearer token for this one session. `expiresAt` is the token's
 * expiry (8 hours), not the session's deadline (`dueAt`).
 */
export const SessionAuthResponseSchema = z.object({ token: z.string(), expiresAt: TimestampSchema });
export type SessionAuthResponse = z.infer<typeof SessionAuthResponseSchema>;
