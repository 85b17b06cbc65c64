import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_QUESTION_COUNT,
  type Language,
  MAX_QUESTION_COUNT,
  MIN_QUESTION_COUNT,
} from '../../../../shared/interview-options';
import { GenerateForApplicantRequestSchema } from '../../../../shared/schemas/interview';
import type { SessionWithCode } from '../../../../shared/schemas/session';
import { useGenerateForApplicant } from '../../api/sessions';
import { PROCESS_ERROR_DETAIL, useNotify } from '../notifications';
import { QuestionCountLanguageFields } from '../question-count-language-fields';

/** Props of {@link CustomTemplateModal}. */
export interface CustomTemplateModalProps {
  visible: boolean;
  applicantId: string;
  onDismiss: () => void;
  /** Receives the session assigned with the new template, with its one-time access code. */
  onCreated: (session: SessionWithCode) => void;
}

/**
 * Create Custom Interview Template (spec section 2): number of questions and language; the AI writes a
 * template from the applicant's profile and a session is assigned at once.
 */
export function CustomTemplateModal({
  visible,
  applicantId,
  onDismiss,
  onCreated,
}: CustomTemplateModalProps) {
  const notify = useNotify();
  const generate = useGenerateForApplicant();
  const [count, setCount] = useState(String(DEFAULT_QUESTION_COUNT));
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  // Empty: the organization's default deadline.
  const [dueInDays, setDueInDays] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const parsed = GenerateForApplicantRequestSchema.safeParse({
    applicantId,
    numberOfQuestions: count.trim() === '' ? undefined : count,
    language,
    dueInDays: dueInDays.trim() === '' ? undefined : dueInDays,
  });
  const errorOf = (field: string) =>
    submitted && !parsed.success ? parsed.error.issues.find((i) => i.path[0] === field)?.message : undefined;

  const close = () => {
    if (generate.isPending) return;
    setSubmitted(false);
    onDismiss();
  };
  const create = () => {
    setSubmitted(true);
    if (!parsed.success) return;
    generate.mutate(
      {
        applicantId,
        numberOfQuestions: parsed.data.numberOfQuestions,
        language: parsed.data.language,
        ...(parsed.data.dueInDays ? { dueInDays: parsed.data.dueInDays } : {}),
      },
      {
        onSuccess: ({ session }) => {
          notify.success(
            'Custom Interview Created',
            'The interview has been created and a session has been assigned to the applicant.',
          );
          setSubmitted(false);
          setCount(String(DEFAULT_QUESTION_COUNT));
          setLanguage(DEFAULT_LANGUAGE);
          onCreated(session);
        },
        onError: (error) => notify.apiError(error, PROCESS_ERROR_DETAIL),
      },
    );
  };

  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible={visible}
      onDismiss={close}
      header="Create Custom Interview Template"
      data-testid="custom-template-modal"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            {generate.isPending && <StatusIndicator type="loading">Writing questions…</StatusIndicator>}
            <Button variant="link" onClick={close} disabled={generate.isPending}>
              Cancel
            </Button>
            <Button
              variant="primary"
              loading={generate.isPending}
              onClick={create}
              data-testid="custom-template-submit"
            >
              Create
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box variant="p">
          The questions are written for this applicant&apos;s profile, and a session is assigned.
        </Box>
        <QuestionCountLanguageFields
          count={count}
          onCountChange={setCount}
          countConstraint={`${MIN_QUESTION_COUNT} to ${MAX_QUESTION_COUNT}.`}
          countError={errorOf('numberOfQuestions')}
          language={language}
          onLanguageChange={setLanguage}
          languageError={errorOf('language')}
        />
        <FormField
          label="Due in (days)"
          constraintText="1 to 60; leave empty for your organization's default"
          errorText={errorOf('dueInDays') && 'Enter a whole number from 1 to 60'}
        >
          <Input
            type="number"
            inputMode="numeric"
            value={dueInDays}
            placeholder="Organization default"
            onChange={({ detail }) => setDueInDays(detail.value)}
            data-testid="custom-template-due"
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
