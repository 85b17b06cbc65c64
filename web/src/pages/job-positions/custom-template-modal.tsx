import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_QUESTION_COUNT,
  type Language,
} from '../../../../shared/interview-options';
import { QuestionCountSchema } from '../../../../shared/schemas/interview';
import { QuestionCountLanguageFields } from '../../components/question-count-language-fields';

/**
 * The Create Custom Interview Template dialog (spec section 2, "Job positions"): number of questions
 * (default 10, 1-30) and language (default Spanish). The position itself gives topic and skills.
 */
export function CustomTemplateModal(props: {
  visible: boolean;
  generating: boolean;
  onCancel: () => void;
  onGenerate: (input: { numberOfQuestions: number; language: Language }) => void;
}) {
  const [count, setCount] = useState(String(DEFAULT_QUESTION_COUNT));
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const parsed = QuestionCountSchema.safeParse(count.trim() === '' ? undefined : count);
  const countError = parsed.success ? undefined : parsed.error.issues[0]?.message;

  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible={props.visible}
      onDismiss={props.onCancel}
      header="Create Custom Interview Template"
      data-testid="custom-template-modal"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={props.onCancel} data-testid="custom-template-cancel">
              Cancel
            </Button>
            <Button
              variant="primary"
              loading={props.generating}
              disabled={!parsed.success}
              onClick={() => parsed.success && props.onGenerate({ numberOfQuestions: parsed.data, language })}
              data-testid="custom-template-create"
            >
              Create
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="l">
        <Box variant="p">
          The AI writes the questions from this job position&apos;s description, requirements and skills.
        </Box>
        <QuestionCountLanguageFields
          count={count}
          onCountChange={setCount}
          countConstraint="From 1 to 30."
          countError={countError}
          language={language}
          onLanguageChange={setLanguage}
        />
      </SpaceBetween>
    </Modal>
  );
}
