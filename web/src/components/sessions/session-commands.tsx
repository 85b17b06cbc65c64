import Box from '@cloudscape-design/components/box';
import { type ReactNode, useState } from 'react';
import type { SessionSummary, SessionWithCode } from '../../../../shared/schemas/session';
import {
  useExtendSession,
  useSubmitForApplicant,
  useRegenerateAccessCode,
  useRemindApplicant,
  useRetryScoring,
} from '../../api/sessions';
import { ExtendDeadlineModal } from './deadline';
import { ConfirmModal } from '../confirm-modal';
import { PROCESS_ERROR_DETAIL, SYSTEM_ERROR_SUMMARY, useNotify } from '../notifications';
import { type SubmitAction, SubmitDialog } from './submit-dialog';
import { OneTimeCodeModal, sessionLink } from './one-time-code-modal';

type Target = Pick<SessionSummary, 'id' | 'applicantId' | 'topic'>;

/** What {@link useSessionCommands} gives a view: actions, plus the dialogs to render. */
export interface SessionCommands {
  copyLink(session: Target): Promise<void>;
  /** Asks in words that fit the session's state, then submits it for the applicant or re-checks its scoring. */
  askSubmit(session: Target): void;
  /** Asks, then replaces the access code and e-mails the new one. */
  askRegenerate(session: Target): void;
  retryScoring(session: Target): void;
  /** Opens the Extend deadline dialog. */
  askExtend(session: Target): void;
  /** E-mails the applicant a reminder now. */
  remind(session: Target): void;
  /** Shows a code that has just been made (create, custom template, regenerate) in the one-time modal. */
  reveal(session: SessionWithCode, email?: string): void;
  /** The one-time access code dialog, or null. Render it once. */
  codeModal: ReactNode;
  /** The confirmation dialogs. Render them once. */
  dialogs: ReactNode;
}

/**
 * Session actions shared by the applicant profile, a job position's candidates and the session details
 * page, with their toasts (docs/product.md#messages) and confirmations. `email` is the applicant's address,
 * named in the code dialog when `reveal` is not given one.
 */
export function useSessionCommands(email?: string): SessionCommands {
  const notify = useNotify();
  const submitForApplicant = useSubmitForApplicant();
  const regenerate = useRegenerateAccessCode();
  const retry = useRetryScoring();
  const [submitting, setSubmitting] = useState<Target | null>(null);
  const [regenerating, setRegenerating] = useState<Target | null>(null);
  const [revealed, setRevealed] = useState<{ session: SessionWithCode; email?: string } | null>(null);
  const extend = useExtendSession();
  const remind = useRemindApplicant();
  const [extending, setExtending] = useState<Target | null>(null);

  const doRegenerate = (session: Target) =>
    regenerate.mutate(session, {
      onSuccess: (fresh) => {
        setRegenerating(null);
        setRevealed((current) => ({ session: fresh, email: current?.email }));
        notify.success('Access code regenerated', 'The new code replaces the old one.');
      },
      onError: (error) => {
        setRegenerating(null);
        notify.apiError(error, PROCESS_ERROR_DETAIL);
      },
    });

  const submit = (action: SubmitAction, session: Target) => {
    if (action === 'none') return setSubmitting(null);
    const mutation = action === 'submit' ? submitForApplicant : retry;
    mutation.mutate(session, {
      onSuccess: () => {
        setSubmitting(null);
        if (action === 'submit') notify.success('Session submitted', 'The answers are being scored.');
        else notify.success('Scoring checked', 'The answers are being scored.');
      },
      onError: (error) => {
        setSubmitting(null);
        notify.apiError(error, PROCESS_ERROR_DETAIL);
      },
    });
  };

  return {
    copyLink: async (session) => {
      try {
        await navigator.clipboard.writeText(sessionLink(session.id));
        notify.success('Link copied to clipboard', 'You can share this link with the applicant now');
      } catch {
        notify.error(SYSTEM_ERROR_SUMMARY, PROCESS_ERROR_DETAIL);
      }
    },
    askSubmit: setSubmitting,
    askRegenerate: setRegenerating,
    retryScoring: (session) =>
      retry.mutate(session, {
        onSuccess: () => notify.success('Scoring restarted'),
        onError: (error) => notify.apiError(error, PROCESS_ERROR_DETAIL),
      }),
    askExtend: setExtending,
    remind: (session) =>
      remind.mutate(session, {
        onSuccess: () =>
          notify.success('Reminder sent', 'The applicant gets an e-mail with the link and deadline.'),
        onError: (error) => notify.apiError(error, PROCESS_ERROR_DETAIL),
      }),
    reveal: (session, to) => setRevealed({ session, email: to }),
    codeModal: (
      <OneTimeCodeModal
        session={revealed?.session ?? null}
        email={revealed?.email ?? email}
        resending={regenerate.isPending}
        onResend={() => revealed && doRegenerate(revealed.session)}
        onDismiss={() => setRevealed(null)}
      />
    ),
    dialogs: (
      <>
        <ExtendDeadlineModal
          key={extending?.id ?? 'none'}
          session={extending}
          loading={extend.isPending}
          onCancel={() => setExtending(null)}
          onConfirm={(body) =>
            extending &&
            extend.mutate(
              { session: extending, body },
              {
                onSuccess: () => {
                  setExtending(null);
                  notify.success('Deadline saved', 'The applicant can answer until the new deadline.');
                },
                onError: (error) => notify.apiError(error, PROCESS_ERROR_DETAIL),
              },
            )
          }
        />
        {submitting && (
          <SubmitDialog
            sessionId={submitting.id}
            working={submitForApplicant.isPending || retry.isPending}
            onCancel={() => setSubmitting(null)}
            onConfirm={(action) => submit(action, submitting)}
          />
        )}
        <ConfirmModal
          visible={regenerating !== null}
          title="Regenerate and resend the code?"
          confirmLabel="Regenerate and resend"
          loading={regenerate.isPending}
          testIds={{
            modal: 'session-regenerate-modal',
            cancel: 'session-regenerate-cancel',
            confirm: 'session-regenerate-ok',
          }}
          onCancel={() => setRegenerating(null)}
          onConfirm={() => regenerating && doRegenerate(regenerating)}
        >
          <Box variant="p">
            A new access code replaces the current one for <b>{regenerating?.topic}</b> and is e-mailed to the
            applicant. The old code stops working.
          </Box>
        </ConfirmModal>
      </>
    ),
  };
}
