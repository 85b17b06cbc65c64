import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea, { type TextareaProps } from '@cloudscape-design/components/textarea';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ANSWER_LENGTH } from '../../../../shared/schemas/session';

/** What the answer area shows: a draft being written, a save on its way, or the saved answer. */
export type AnswerView =
  | { kind: 'draft'; text: string; focus: boolean }
  | { kind: 'saving'; text: string; waiting: boolean }
  | { kind: 'saved'; text: string };

/** Keeps line breaks of an answer and wraps long words on a phone. */
const ANSWER_TEXT_STYLE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * The answer of the question shown (docs/product.md#screen-interview): a 5-row textarea for a draft, with
 * how many of the 10,000 characters are left (the box takes no more, and says so), or the saved answer as
 * read-only text with an Edit button. While a save runs, its text is shown with its state.
 * @param onDraft - every keystroke; `onEdit` turns edit mode on.
 */
export function AnswerArea({
  view,
  questionId,
  onDraft,
  onEdit,
}: {
  view: AnswerView;
  questionId: string;
  onDraft: (value: string) => void;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation();
  const textarea = useRef<TextareaProps.Ref>(null);
  const shouldFocus = view.kind === 'draft' && view.focus;
  useEffect(() => {
    if (shouldFocus) textarea.current?.focus();
  }, [shouldFocus, questionId]);

  if (view.kind === 'draft') {
    const number = new Intl.NumberFormat(i18n.language);
    return (
      <FormField
        label={t('page.answerLabel')}
        stretch
        constraintText={
          <span data-testid="session-characters-left">
            {t('page.charactersLeft', {
              left: number.format(MAX_ANSWER_LENGTH - view.text.length),
              max: number.format(MAX_ANSWER_LENGTH),
            })}
          </span>
        }
      >
        <Textarea
          ref={textarea}
          rows={5}
          value={view.text}
          onChange={({ detail }) => onDraft(detail.value.slice(0, MAX_ANSWER_LENGTH))}
          spellcheck
          data-testid="session-answer"
        />
      </FormField>
    );
  }
  return (
    <SpaceBetween size="s">
      <Box variant="h2" fontSize="heading-s">
        {t('page.savedAnswerLabel')}
      </Box>
      <div style={ANSWER_TEXT_STYLE} data-testid="session-saved-answer">
        {view.text}
      </div>
      {view.kind === 'saving' ? (
        <StatusIndicator type={view.waiting ? 'warning' : 'loading'}>
          {view.waiting ? t('page.offline') : t('page.saving')}
        </StatusIndicator>
      ) : (
        <Button onClick={onEdit} data-testid="session-edit" iconName="edit">
          {t('page.edit')}
        </Button>
      )}
    </SpaceBetween>
  );
}
