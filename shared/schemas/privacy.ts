import * as z from 'zod';
import { EmailSchema } from './common';

/**
 * Days a session (answers, result, tokens, history) is kept after it ends when the organization has not
 * chosen another period; the applicant notice states it.
 */
export const DEFAULT_RETENTION_DAYS = 365;

/** Shortest and longest retention an organization can choose, days. */
export const MIN_RETENTION_DAYS = 30;
export const MAX_RETENTION_DAYS = 3650;

/** An organization's privacy settings: how long sessions are kept and where applicants can write. */
export const PrivacySettingsSchema = z.object({
  retentionDays: z
    .number({ error: `Give a number of days from ${MIN_RETENTION_DAYS} to ${MAX_RETENTION_DAYS}` })
    .int('Give a whole number of days')
    .min(MIN_RETENTION_DAYS, `At least ${MIN_RETENTION_DAYS} days`)
    .max(MAX_RETENTION_DAYS, `At most ${MAX_RETENTION_DAYS} days`),
  /** Where applicants ask for human-only evaluation or an accommodation. */
  contactEmail: EmailSchema,
});
export type PrivacySettings = z.infer<typeof PrivacySettingsSchema>;

/** What the applicant is told before starting (part of `GET /api/session/{id}/intro`). */
export const ApplicantNoticeSchema = z.object({
  contactEmail: z.string(),
  retentionDays: z.number().int(),
});
export type ApplicantNotice = z.infer<typeof ApplicantNoticeSchema>;
