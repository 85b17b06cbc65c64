/**
 * The plain values of feedback reports to applicants (docs/decisions/0162-feedback-reports.md), apart
 * from their schemas so the data layer can use them without building any (decision record 0130).
 */

/** How feedback reports reach applicants (docs/decisions/0162-feedback-reports.md); `off` by default. */
export const FEEDBACK_REPORT_MODES = ['off', 'review', 'auto'] as const;
export type FeedbackReportMode = (typeof FEEDBACK_REPORT_MODES)[number];

/** A job position's feedback reports: `inherit` (the organization's setting, also when absent) or its own mode. */
export const JOB_POSITION_FEEDBACK_REPORT_MODES = ['inherit', ...FEEDBACK_REPORT_MODES] as const;
export type JobPositionFeedbackReportMode = (typeof JOB_POSITION_FEEDBACK_REPORT_MODES)[number];

/**
 * The feedback mode that applies to a session: its job position's own mode, else the organization's
 * (`off` when neither is set; docs/decisions/0162-feedback-reports.md).
 */
export function effectiveFeedbackReports(
  organization: FeedbackReportMode | undefined,
  jobPosition: JobPositionFeedbackReportMode | undefined,
): FeedbackReportMode {
  return jobPosition && jobPosition !== 'inherit' ? jobPosition : (organization ?? 'off');
}
