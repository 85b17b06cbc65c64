import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { MAX_DUE_IN_DAYS, MIN_DUE_IN_DAYS } from '../../../../shared/deadline-rules';
import { type Language, LANGUAGES } from '../../../../shared/interview-options';
import {
  type FeedbackReportMode,
  MAX_RETENTION_DAYS,
  MIN_RETENTION_DAYS,
  PrivacySettingsSchema,
} from '../../../../shared/schemas/privacy';
import type { OrganizationSettingsUpdate } from '../../../../shared/schemas/settings';
import { useOrganizationSettings, useUpdateOrganizationSettings } from '../../api/settings';
import { PROCESS_ERROR_DETAIL, useNotify } from '../../components/notifications';
import { FeedbackReportsField, RecordSettingsFields } from './record-settings-fields';

/** How the saved feedback report mode reads in the confirmation. */
const FEEDBACK_REPORTS_SAID: Record<FeedbackReportMode, string> = {
  off: 'off',
  review: 'reviewed by a person before they are sent',
  auto: 'sent automatically on decision',
};

const LANGUAGE_OPTIONS: SelectProps.Option[] = LANGUAGES.map((l) => ({ value: l, label: l }));

/**
 * The organization's settings on /team: the default interview language new templates start in
 * (Spanish until changed), the language of scores' feedback (English until changed) and the default
 * deadline of new sessions in days (7 until changed; a session created with its own "Due in (days)" keeps
 * that), how long sessions are kept after they end and the address applicants write to
 * (docs/product.md#retention). Any manager of the organization may change the first three; the privacy
 * settings (retention, contact address, decision e-mails, record period, request due days, feedback reports)
 * only the owner (docs/decisions/0079-smaller-doors.md). Save sends only what changed.
 */
export function OrganizationSettingsPanel({ canChangePrivacy }: { canChangePrivacy: boolean }) {
  const notify = useNotify();
  const settings = useOrganizationSettings();
  const update = useUpdateOrganizationSettings();
  const [language, setLanguage] = useState<Language>();
  const [reporting, setReporting] = useState<Language>();
  const [dueDraft, setDueDraft] = useState<string>();
  const [retentionDraft, setRetentionDraft] = useState<string>();
  const [contactDraft, setContactDraft] = useState<string>();
  const [decisionEmails, setDecisionEmails] = useState<boolean>();
  const [recordDraft, setRecordDraft] = useState<string>();
  const [requestDueDraft, setRequestDueDraft] = useState<string>();
  const [feedbackReports, setFeedbackReports] = useState<FeedbackReportMode>();
  const saved = settings.data;
  const days = Number(dueDraft);
  const dueValid =
    dueDraft === undefined || (Number.isInteger(days) && days >= MIN_DUE_IN_DAYS && days <= MAX_DUE_IN_DAYS);
  const retentionDays = Number(retentionDraft);
  const retentionError =
    retentionDraft === undefined
      ? undefined
      : PrivacySettingsSchema.shape.retentionDays.safeParse(retentionDays).error?.issues[0]?.message;
  const contactError =
    contactDraft === undefined
      ? undefined
      : PrivacySettingsSchema.shape.contactEmail.safeParse(contactDraft.trim()).error?.issues[0]?.message;
  const recordDays = Number(recordDraft);
  const recordError =
    recordDraft === undefined
      ? undefined
      : PrivacySettingsSchema.shape.recordDays.safeParse(recordDays).error?.issues[0]?.message;
  const requestDueDays = Number(requestDueDraft);
  const requestDueError =
    requestDueDraft === undefined
      ? undefined
      : PrivacySettingsSchema.shape.requestDueDays.safeParse(requestDueDays).error?.issues[0]?.message;
  const valid = dueValid && !retentionError && !contactError && !recordError && !requestDueError;

  const changes: OrganizationSettingsUpdate = {
    ...(language && language !== saved?.defaultLanguage ? { defaultLanguage: language } : {}),
    ...(reporting && reporting !== saved?.reportingLanguage ? { reportingLanguage: reporting } : {}),
    ...(dueDraft !== undefined && dueValid && days !== saved?.defaultDueInDays
      ? { defaultDueInDays: days }
      : {}),
    ...(retentionDraft !== undefined && !retentionError && retentionDays !== saved?.retentionDays
      ? { retentionDays }
      : {}),
    ...(contactDraft !== undefined && !contactError && contactDraft.trim() !== saved?.contactEmail
      ? { contactEmail: contactDraft.trim() }
      : {}),
    ...(decisionEmails !== undefined && decisionEmails !== saved?.decisionEmails ? { decisionEmails } : {}),
    ...(recordDraft !== undefined && !recordError && recordDays !== saved?.recordDays ? { recordDays } : {}),
    ...(requestDueDraft !== undefined && !requestDueError && requestDueDays !== saved?.requestDueDays
      ? { requestDueDays }
      : {}),
    ...(feedbackReports && feedbackReports !== saved?.feedbackReports ? { feedbackReports } : {}),
  };
  const changed = Object.keys(changes).length > 0;

  const save = () => {
    if (!changed || !valid) return;
    update.mutate(changes, {
      onSuccess: (now) => {
        setLanguage(undefined);
        setReporting(undefined);
        setDueDraft(undefined);
        setRetentionDraft(undefined);
        setContactDraft(undefined);
        setDecisionEmails(undefined);
        setRecordDraft(undefined);
        setRequestDueDraft(undefined);
        setFeedbackReports(undefined);
        notify.success(
          'Settings saved',
          `New interview templates start in ${now.defaultLanguage}. Feedback is written in ${now.reportingLanguage}. New sessions are due in ${now.defaultDueInDays} days. New sessions are kept ${now.retentionDays} days after they end. Applicants write to ${now.contactEmail}. Decision e-mails are ${now.decisionEmails ? 'on' : 'off'}. Records are kept ${now.recordDays} days; requests are due in ${now.requestDueDays} days. Feedback reports are ${FEEDBACK_REPORTS_SAID[now.feedbackReports]}.`,
        );
      },
      onError: (error) => notify.apiError(error, PROCESS_ERROR_DETAIL),
    });
  };

  const languageSelect = (value: Language | undefined, onChange: (l: Language) => void, testId: string) => (
    <Select
      selectedOption={value ? { value, label: value } : null}
      onChange={({ detail }) => onChange(detail.selectedOption.value as Language)}
      options={LANGUAGE_OPTIONS}
      statusType={settings.isPending ? 'loading' : 'finished'}
      placeholder="Loading"
      data-testid={testId}
    />
  );

  return (
    <Container
      data-testid="organization-settings"
      header={<Header description="Apply to every manager of the organization.">Settings</Header>}
    >
      <SpaceBetween size="m">
        <ColumnLayout columns={3}>
          <FormField
            label="Default interview language"
            description="New interview templates start in this language; each can still be changed."
          >
            {languageSelect(language ?? saved?.defaultLanguage, setLanguage, 'settings-default-language')}
          </FormField>
          <FormField
            label="Feedback language"
            description="Scores' feedback and suggestions are written in it, whatever the interview's language."
          >
            {languageSelect(
              reporting ?? saved?.reportingLanguage,
              setReporting,
              'settings-reporting-language',
            )}
          </FormField>
          <FormField
            label="Default deadline of new sessions (days)"
            constraintText={`${MIN_DUE_IN_DAYS} to ${MAX_DUE_IN_DAYS}; a reminder goes out 48 hours before it`}
            errorText={
              dueValid ? undefined : `Enter a whole number from ${MIN_DUE_IN_DAYS} to ${MAX_DUE_IN_DAYS}`
            }
          >
            <Input
              type="number"
              inputMode="numeric"
              value={dueDraft ?? String(saved?.defaultDueInDays ?? '')}
              disabled={settings.isPending}
              onChange={({ detail }) => setDueDraft(detail.value)}
              data-testid="default-due-in-days"
            />
          </FormField>
        </ColumnLayout>
        <ColumnLayout columns={2}>
          <FormField
            label="Keep sessions for (days after they end)"
            description="A session ends when it is submitted, or at its deadline. Then it is deleted with its answers, scores, reviews and history. Applicants are told this period before they start; a session keeps the period it started with."
            constraintText={`${MIN_RETENTION_DAYS} to ${MAX_RETENTION_DAYS} days`}
            errorText={retentionError}
          >
            <Input
              type="number"
              inputMode="numeric"
              value={retentionDraft ?? String(saved?.retentionDays ?? '')}
              disabled={settings.isPending || !canChangePrivacy}
              onChange={({ detail }) => setRetentionDraft(detail.value)}
              data-testid="settings-retention-days"
            />
          </FormField>
          <FormField
            label="Contact address for applicants"
            description={`Applicants write here to ask for human-only evaluation, or for an accommodation. The notice they accept shows it.${canChangePrivacy ? '' : ' Only the owner of the organization can change the privacy settings.'}`}
            errorText={contactError}
          >
            <Input
              type="email"
              inputMode="email"
              value={contactDraft ?? saved?.contactEmail ?? ''}
              disabled={settings.isPending || !canChangePrivacy}
              onChange={({ detail }) => setContactDraft(detail.value)}
              data-testid="settings-contact-email"
            />
          </FormField>
        </ColumnLayout>
        <RecordSettingsFields
          disabled={settings.isPending || !canChangePrivacy}
          decisionEmails={decisionEmails ?? saved?.decisionEmails ?? false}
          onDecisionEmails={setDecisionEmails}
          recordDays={recordDraft ?? String(saved?.recordDays ?? '')}
          recordError={recordError}
          onRecordDays={setRecordDraft}
          requestDueDays={requestDueDraft ?? String(saved?.requestDueDays ?? '')}
          requestDueError={requestDueError}
          onRequestDueDays={setRequestDueDraft}
        />
        <FeedbackReportsField
          disabled={settings.isPending || !canChangePrivacy}
          value={feedbackReports ?? saved?.feedbackReports ?? 'off'}
          onChange={setFeedbackReports}
        />
        <Button
          onClick={save}
          loading={update.isPending}
          disabled={!changed || !valid}
          data-testid="settings-save"
        >
          Save
        </Button>
      </SpaceBetween>
    </Container>
  );
}
