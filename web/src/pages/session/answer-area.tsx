import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea, { type TextareaProps } from '@cloudscape-design/components/textarea';
import { useEffect, useRef } from 'react';
import { MAX_ANSWER_LENGTH } from '../../../../shared/schemas/session';
import type { SessionText } from '../../i18n/session-text';

/** What the answer area shows: a draft being written, a save on its way, or the saved answer. */
export type AnswerView =
  | { kind: 'draft'; text: string; focus: boolean }
  | { kind: 'saving'; text: string; waiting: boolean }
  | { kind: 'saved'; text: string };

/** Keeps line breaks of an answer and wraps long words on a phone. */
const ANSWER_TEXT_STYLE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * The answer of the question shown (docs/product.md#screen-interview): a 5-row textarea for a draft, or the
 * saved answer as read-only text with an Edit button. While a save runs, its text is shown with its state.
 * @param onDraft - every keystroke; `onEdit` turns edit mode on.
 */
export function AnswerArea({
  view,
  questionId,
  text,
  onDraft,
  onEdit,
}: {
  view: AnswerView;
  questionId: string;
  text: SessionText;
  onDraft: (value: string) => void;
  onEdit: () => void;
}) {
  const textarea = useRef<TextareaProps.Ref>(null);
  const shouldFocus = view.kind === 'draft' && view.focus;
  useEffect(() => {
    if (shouldFocus) textarea.current?.focus();
  }, [shouldFocus, questionId]);

  if (view.kind === 'draft') {
    return (
      <FormField label={text.answerLabel} stretch>
        <Textarea
          ref={textarea}
          rows={5}
          value={view.text}
          onChange={({ detail }) => onDraft(detail.value.slice(0, MAX_ANSWER_LENGTH))}
          data-testid="session-answer"
        />
      </FormField>
    );
  }
  return (
    <SpaceBetween size="s">
      <Box variant="h3">{text.savedAnswerLabel}</Box>
      <div style={ANSWER_TEXT_STYLE} data-testid="session-saved-answer">
        {view.text}
      </div>
      {view.kind === 'saving' ? (
        <StatusIndicator type={view.waiting ? 'warning' : 'loading'}>
          {view.waiting ? text.offline : text.saving}
        </StatusIndicator>
      ) : (
        <Button onClick={onEdit} data-testid="session-edit" iconName="edit">
          {text.edit}
        </Button>
      )}
    </SpaceBetween>
  );
}
