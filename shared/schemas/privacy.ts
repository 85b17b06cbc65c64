import * as z from 'zod';
import { EmailSchema } from './common';
import { FEEDBACK_REPORT_MODES } from '../feedback-reports';
import { MAX_RECORD_DAYS, MAX_RETENTION_DAYS, MIN_RECORD_DAYS, MIN_RETENTION_DAYS } from '../records';
export {
  FEEDBACK_REPORT_MODES,
  JOB_POSITION_FEEDBACK_REPORT_MODES,
  effectiveFeedbackReports,
  type FeedbackReportMode,
  type JobPositionFeedbackReportMode,
} from '../feedback-reports';

export {
  DEFAULT_RETENTION_DAYS,
  MAX_RECORD_DAYS,
  MAX_RETENTION_DAYS,
  MIN_RECORD_DAYS,
  MIN_RETENTION_DAYS,
} from '../records';

/**
 * Shortest and longest time an organization can give itself to answer a request, days: at most the 30
 * days Colorado SB 26-189 allows (GDPR Art. 12(3): one month).
 */
export const MIN_REQUEST_DUE_DAYS = 1;
export const MAX_REQUEST_DUE_DAYS = 30;

/** A whole number of days between `min` and `max`, with messages a person can act on. */
const daysBetween = (min: number, max: number) =>
  z
    .number({ error: `Give a number of days from ${min} to ${max}` })
    .int('Give a whole number of days')
    .min(min, `At least ${min} days`)
    .max(max, `At most ${max} days`);

/**
 * An organization's privacy settings: how long sessions are kept, where applicants can write, whether
 * decisions may be e-mailed, how long records are kept (docs/decisions/0110-two-clocks-for-records.md)
 * and how many days requests are due in (docs/product.md#requests).
 */
export const PrivacySettingsSchema = z.object({
  retentionDays: z
    .number({ error: `Give a number of days from ${MIN_RETENTION_DAYS} to ${MAX_RETENTION_DAYS}` })
    .int('Give a whole number of days')
    .min(MIN_RETENTION_DAYS, `At least ${MIN_RETENTION_DAYS} days`)
    .max(MAX_RETENTION_DAYS, `At most ${MAX_RETENTION_DAYS} days`),
  /** Where applicants ask for human-only evaluation or an accommodation. */
  contactEmail: EmailSchema,
  /** Whether a manager may e-mail an applicant the decision (off until the owner turns it on). */
  decisionEmails: z.boolean(),
  recordDays: daysBetween(MIN_RECORD_DAYS, MAX_RECORD_DAYS),
  requestDueDays: daysBetween(MIN_REQUEST_DUE_DAYS, MAX_REQUEST_DUE_DAYS),
  /**
   * Feedback reports to applicants after a decision (docs/decisions/0162-feedback-reports.md): `off`
   * (default), `review` (a person edits and sends each) or `auto` (sent when the decision is recorded).
   */
  feedbackReports: z.enum(FEEDBACK_REPORT_MODES, { error: 'Choose off, review or auto' }),
});
export type PrivacySettings = z.infer<typeof PrivacySettingsSchema>;

/** What the applicant is told before starting (part of `GET /api/session/{id}/intro`). */
export const ApplicantNoticeSchema = z.object({
  contactEmail: z.string(),
  retentionDays: z.number().int(),
});
export type ApplicantNotice = z.infer<typeof ApplicantNoticeSchema>;
