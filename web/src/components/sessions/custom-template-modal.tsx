import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useCallback, useState } from 'react';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_QUESTION_COUNT,
  type Language,
  MAX_QUESTION_COUNT,
  MIN_QUESTION_COUNT,
} from '../../../../shared/interview-options';
import { QuestionCountSchema } from '../../../../shared/schemas/interview';
import { DueInDaysSchema } from '../../../../shared/schemas/session';
import { useApplyDefaultLanguage } from '../../api/settings';
import { QuestionCountLanguageFields } from '../question-count-language-fields';

/** Props of {@link CustomTemplateModal}. */
export interface CustomTemplateModalProps {
  visible: boolean;
  /** What the AI writes the questions from, in the words of the page that asks. */
  description: string;
  /** True while the AI writes: Create spins and the dialog cannot be dismissed. */
  generating: boolean;
  onCancel: () => void;
  /** Also asks for the deadline of the session made with the template (days, 1-60). */
  asksDueInDays?: boolean;
  /** `dueInDays` only with {@link CustomTemplateModalProps.asksDueInDays}, absent for the organization's default. */
  onGenerate: (input: { numberOfQuestions: number; language: Language; dueInDays?: number }) => void;
}

/**
 * Create Custom Interview Template (docs/product.md#screen-applicant-profile), for one applicant and for a
 * job position: number of questions (default 10, 1-30) and language (the organization's default interview
 * language).
 */
export function CustomTemplateModal(props: CustomTemplateModalProps) {
  const [count, setCount] = useState(String(DEFAULT_QUESTION_COUNT));
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  // Empty: the organization's default deadline.
  const [dueInDays, setDueInDays] = useState('');
  const [submitted, setSubmitted] = useState(false);
  useApplyDefaultLanguage(useCallback((l: Language) => setLanguage(l), []));
  const parsed = QuestionCountSchema.safeParse(count.trim() === '' ? undefined : count);
  const countError = submitted && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const due = dueInDays.trim() === '' ? undefined : DueInDaysSchema.safeParse(dueInDays);
  const dueError = submitted && due && !due.success ? 'Enter a whole number from 1 to 60' : undefined;

  const close = () => {
    if (props.generating) return;
    setSubmitted(false);
    props.onCancel();
  };
  const create = () => {
    setSubmitted(true);
    if (!parsed.success || (props.asksDueInDays && due && !due.success)) return;
    props.onGenerate({
      numberOfQuestions: parsed.data,
      language,
      ...(props.asksDueInDays && due?.success ? { dueInDays: due.data } : {}),
    });
  };

  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible={props.visible}
      onDismiss={close}
      header="Create Custom Interview Template"
      data-testid="custom-template-modal"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            {props.generating && <StatusIndicator type="loading">Writing questions…</StatusIndicator>}
            <Button
              variant="link"
              onClick={close}
              disabled={props.generating}
              data-testid="custom-template-cancel"
            >
              Cancel
            </Button>
            <Button
              variant="primary"
              loading={props.generating}
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
        <Box variant="p">{props.description}</Box>
        <QuestionCountLanguageFields
          count={count}
          onCountChange={setCount}
          countConstraint={`${MIN_QUESTION_COUNT} to ${MAX_QUESTION_COUNT}.`}
          countError={countError}
          language={language}
          onLanguageChange={setLanguage}
        />
        {props.asksDueInDays && (
          <FormField
            label="Due in (days)"
            constraintText="1 to 60; leave empty for your organization's default"
            errorText={dueError}
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
        )}
        <Box variant="small" data-testid="custom-template-summary">
          {`${count.trim() || '?'} questions in ${language}`}
        </Box>
      </SpaceBetween>
    </Modal>
  );
}
