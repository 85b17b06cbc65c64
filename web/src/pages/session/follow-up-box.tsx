import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea, { type TextareaProps } from '@cloudscape-design/components/textarea';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FollowUp } from '../../../../shared/follow-ups';
import { MAX_ANSWER_LENGTH } from '../../../../shared/schemas/session';

/**
 * The follow-ups of the question shown (docs/product.md#rule-follow-ups), under its saved answer: each
 * one asked so far with the applicant's answer, and for the one still open (or the answer being edited,
 * `editing`) a box to answer it on the same screen. Once every follow-up is answered, each answer can be
 * edited (`onEdit`); each save is a new version (decision record 0126). Focus moves to a new follow-up's
 * box, and screen readers hear it (a polite live region).
 */
export function FollowUpBox({
  followUps,
  draft,
  onDraft,
  onSend,
  sending,
  editing,
  onEdit,
  onCancelEdit,
}: {
  followUps: readonly FollowUp[];
  draft: string;
  onDraft: (value: string) => void;
  onSend: () => void;
  sending: boolean;
  editing?: string;
  onEdit: (followUp: FollowUp) => void;
  /** Leaves the edit: the saved answer stays as it was. */
  onCancelEdit: () => void;
}) {
  const { t } = useTranslation();
  const box = useRef<TextareaProps.Ref>(null);
  const open = followUps.find((f) => !f.answer);
  const active = editing ?? open?.id;
  useEffect(() => {
    if (active) box.current?.focus();
  }, [active]);
  if (!followUps.length) return null;
  return (
    <div aria-live="polite">
      <SpaceBetween size="m">
        {followUps.map((f) => (
          <div
            key={f.id}
            data-testid="session-follow-up"
            style={{ borderInlineStart: '3px solid #0972d3', paddingInlineStart: 12 }}
          >
            <SpaceBetween size="xs">
              <Box variant="h2" fontSize="heading-s">
                {t('page.followUpHeading')}
              </Box>
              <Box variant="p" data-testid="session-follow-up-text">
                <span style={{ whiteSpace: 'pre-wrap' }}>{f.text}</span>
              </Box>
              {f.answer && f.id !== active ? (
                <SpaceBetween size="xs">
                  <div
                    style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                    data-testid="session-follow-up-answer"
                  >
                    {f.answer}
                  </div>
                  {!active && (
                    <Button
                      onClick={() => onEdit(f)}
                      iconName="edit"
                      ariaLabel={`${t('page.edit')}: ${t('page.followUpLabel')}`}
                      data-testid="session-follow-up-edit"
                    >
                      {t('page.edit')}
                    </Button>
                  )}
                </SpaceBetween>
              ) : (
                <SpaceBetween size="s">
                  <FormField label={t('page.followUpLabel')} stretch>
                    <Textarea
                      ref={box}
                      rows={4}
                      value={draft}
                      onChange={({ detail }) => onDraft(detail.value.slice(0, MAX_ANSWER_LENGTH))}
                      disabled={sending}
                      spellcheck
                      data-testid="session-follow-up-input"
                    />
                  </FormField>
                  <SpaceBetween direction="horizontal" size="xs">
                    <Button
                      variant="primary"
                      onClick={onSend}
                      disabled={!draft.trim()}
                      loading={sending}
                      data-testid="session-follow-up-send"
                    >
                      {t('page.followUpSend')}
                    </Button>
                    {f.id === editing && (
                      <Button
                        onClick={onCancelEdit}
                        disabled={sending}
                        data-testid="session-follow-up-cancel"
                      >
                        {t('page.cancel')}
                      </Button>
                    )}
                  </SpaceBetween>
                </SpaceBetween>
              )}
            </SpaceBetween>
          </div>
        ))}
      </SpaceBetween>
    </div>
  );
}

/**
 * Drafts of follow-up answers (per follow-up id, kept while the page is open) and their sending.
 * @param save - saves one follow-up's answer; `failed` is told of a refused save, the draft stays.
 */
export function useFollowUpAnswers(
  save: (questionId: string, followUpId: string, response: string) => Promise<unknown>,
  failed: (error: unknown) => void,
) {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  /** The answered follow-up being edited, if any. */
  const [editing, setEditing] = useState<string>();
  return {
    draftOf: (followUpId: string | undefined) => (followUpId ? (drafts[followUpId] ?? '') : ''),
    setDraft: (followUpId: string, value: string) => setDrafts((d) => ({ ...d, [followUpId]: value })),
    sending,
    editing,
    /** Leaves the edit without saving. */
    cancelEdit: () => setEditing(undefined),
    /** Opens an answered follow-up for editing, its saved answer as the draft. */
    edit: (followUp: FollowUp) => {
      setDrafts((d) => ({ ...d, [followUp.id]: followUp.answer ?? '' }));
      setEditing(followUp.id);
    },
    send: async (questionId: string, followUpId: string) => {
      setSending(true);
      try {
        await save(questionId, followUpId, drafts[followUpId] ?? '');
        setEditing(undefined);
      } catch (error) {
        failed(error);
      } finally {
        setSending(false);
      }
    },
  };
}
