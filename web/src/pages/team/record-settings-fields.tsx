import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Toggle from '@cloudscape-design/components/toggle';
import {
  FEEDBACK_REPORT_MODES,
  type FeedbackReportMode,
  MAX_RECORD_DAYS,
  MAX_REQUEST_DUE_DAYS,
  MIN_RECORD_DAYS,
  MIN_REQUEST_DUE_DAYS,
} from '../../../../shared/schemas/privacy';

/**
 * The owner's accountability settings (docs/product.md#records): whether decisions may be e-mailed, how
 * long records are kept (docs/decisions/0110-two-clocks-for-records.md) and how many days a request is due in.
 */
export function RecordSettingsFields(props: {
  disabled: boolean;
  decisionEmails: boolean;
  onDecisionEmails: (on: boolean) => void;
  recordDays: string;
  recordError?: string;
  onRecordDays: (value: string) => void;
  requestDueDays: string;
  requestDueError?: string;
  onRequestDueDays: (value: string) => void;
}) {
  return (
    <ColumnLayout columns={3}>
      <FormField
        label="Decision e-mails"
        description="Lets a manager e-mail an applicant the advance or reject decision, with a link to ask for an explanation, a review or a correction. Nothing is sent unless a person presses Send."
      >
        <Toggle
          checked={props.decisionEmails}
          disabled={props.disabled}
          onChange={({ detail }) => props.onDecisionEmails(detail.checked)}
          data-testid="settings-decision-emails"
        >
          {props.decisionEmails ? 'On' : 'Off'}
        </Toggle>
      </FormField>
      <FormField
        label="Keep decision records for (days)"
        description="Decision records, audit entries, self-identification and requests; applicants' answers go earlier, with their session."
        constraintText={`${MIN_RECORD_DAYS} to ${MAX_RECORD_DAYS} days; 1461 is 4 years`}
        errorText={props.recordError}
      >
        <Input
          type="number"
          inputMode="numeric"
          value={props.recordDays}
          disabled={props.disabled}
          onChange={({ detail }) => props.onRecordDays(detail.value)}
          data-testid="settings-record-days"
        />
      </FormField>
      <FormField
        label="Answer requests within (days)"
        description="Explanation, review and correction requests are due this many days after they arrive."
        constraintText={`${MIN_REQUEST_DUE_DAYS} to ${MAX_REQUEST_DUE_DAYS} days`}
        errorText={props.requestDueError}
      >
        <Input
          type="number"
          inputMode="numeric"
          value={props.requestDueDays}
          disabled={props.disabled}
          onChange={({ detail }) => props.onRequestDueDays(detail.value)}
          data-testid="settings-request-due-days"
        />
      </FormField>
    </ColumnLayout>
  );
}

/** What each feedback report mode means to the owner choosing it (docs/decisions/0162-feedback-reports.md). */
const FEEDBACK_REPORT_CHOICES: Record<FeedbackReportMode, { label: string; description: string }> = {
  off: { label: 'Off', description: 'Applicants get no feedback report.' },
  review: {
    label: 'A person reviews each report',
    description: 'A manager opens the draft from a decided session, edits it and sends it.',
  },
  auto: {
    label: 'Sent automatically on decision',
    description: 'The draft is e-mailed as it is when an advance or reject decision is recorded.',
  },
};

/**
 * The owner's choice of feedback reports to applicants after a decision (`off`, `review`, `auto`;
 * docs/decisions/0162-feedback-reports.md). A report says per question what the answer did well and what a
 * stronger answer would have covered, never the score, the ranking or the key points.
 */
export function FeedbackReportsField(props: {
  disabled: boolean;
  value: FeedbackReportMode;
  onChange: (mode: FeedbackReportMode) => void;
}) {
  return (
    <FormField
      label="Feedback reports to applicants"
      description="After an advance or reject decision, the applicant can get a report in the interview's language: per question, what their answer did well and what a stronger answer would have covered. It never shows scores, rankings or the key points. A job position can choose its own."
    >
      <RadioGroup
        value={props.value}
        onChange={({ detail }) => props.onChange(detail.value as FeedbackReportMode)}
        items={FEEDBACK_REPORT_MODES.map((mode) => ({
          value: mode,
          disabled: props.disabled,
          ...FEEDBACK_REPORT_CHOICES[mode],
        }))}
        data-testid="settings-feedback-reports"
      />
    </FormField>
  );
}
