import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback, useState } from 'react';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_QUESTION_COUNT,
  type Language,
  MAX_QUESTION_COUNT,
  MIN_QUESTION_COUNT,
  offlineLanguageNote,
} from '../../../../shared/interview-options';
import { QuestionCountSchema } from '../../../../shared/schemas/interview-template';
import { useApplyDefaultLanguage } from '../../api/settings';
import { useOfflineAi } from '../../config/runtime-config';
import { ModalFooter } from '../modal-footer';
import { QuestionCountLanguageFields } from '../question-count-language-fields';
import { DueInDaysField, isDueInDaysValid } from './due-in-days-field';

/** Props of {@link CustomTemplateModal}. */
export interface CustomTemplateModalProps {
  visible: boolean;
  /** What the AI writes the questions from, in the words of the page that asks. */
  description: string;
  /** True while the AI writes: Create spins and the dialog cannot be dismissed. */
  generating: boolean;
  /** Questions written so far, shown next to the spinner while the template is being generated. */
  progress?: { done: number; total: number };
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
  const languageNote = offlineLanguageNote(language, useOfflineAi());
  // Empty: the organization's default deadline.
  const [dueInDays, setDueInDays] = useState('');
  const [submitted, setSubmitted] = useState(false);
  useApplyDefaultLanguage(
    useCallback((l: Language, previous: Language) => setLanguage((c) => (c === previous ? l : c)), []),
  );
  const parsed = QuestionCountSchema.safeParse(count.trim() === '' ? undefined : count);
  const countError = submitted && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const dueValid = isDueInDaysValid(dueInDays);

  const close = () => {
    if (props.generating) return;
    setSubmitted(false);
    props.onCancel();
  };
  const create = () => {
    setSubmitted(true);
    if (!parsed.success || (props.asksDueInDays && !dueValid)) return;
    props.onGenerate({
      numberOfQuestions: parsed.data,
      language,
      ...(props.asksDueInDays && dueInDays.trim() !== '' ? { dueInDays: Number(dueInDays) } : {}),
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
        <ModalFooter
          submitLabel="Create"
          onSubmit={create}
          onCancel={close}
          loading={props.generating}
          loadingText={
            props.progress
              ? `Writing questions… ${props.progress.done} of ${props.progress.total}`
              : 'Writing questions…'
          }
          cancelDisabled={props.generating}
          testIds={{ cancel: 'custom-template-cancel', submit: 'custom-template-submit' }}
        />
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
          <DueInDaysField
            value={dueInDays}
            onChange={setDueInDays}
            invalid={submitted && !dueValid}
            data-testid="custom-template-due"
          />
        )}
        <Box variant="small" data-testid="custom-template-summary">
          {`${count.trim() || '?'} questions in ${language}`}
        </Box>
        {languageNote && (
          <Box variant="small" color="text-status-warning" data-testid="custom-template-language-note">
            {languageNote}
          </Box>
        )}
      </SpaceBetween>
    </Modal>
  );
}
