import Box from '@cloudscape-design/components/box';
import { type ReactNode, useState } from 'react';
import type { SessionSummary, SessionWithCode } from '../../../../shared/schemas/session';
import {
  useExtendSession,
  useForceCompletion,
  useRegenerateAccessCode,
  useRemindApplicant,
  useRetryScoring,
} from '../../api/sessions';
import { ExtendDeadlineModal } from './deadline';
import { PROCESS_ERROR_DETAIL, SYSTEM_ERROR_SUMMARY, useNotify } from '../notifications';
import { ConfirmModal } from '../confirm-modal';
import { OneTimeCodeAlert } from './one-time-code-alert';

type Target = Pick<SessionSummary, 'id' | 'applicantId' | 'topic'>;

/** The link an applicant opens (spec section 9: origin plus /session/{id}). */
export function sessionLink(sessionId: string): string {
  return `${window.location.origin}/session/${sessionId}`;
}

/** What {@link useSessionCommands} gives a view: actions, plus the dialogs and code alert to render. */
export interface SessionCommands {
  copyLink(session: Target): Promise<void>;
  /** Asks, then closes the session for the applicant and starts scoring. */
  askComplete(session: Target): void;
  /** Asks, then replaces the access code and e-mails the new one. */
  askRegenerate(session: Target): void;
  retryScoring(session: Target): void;
  /** Opens the Extend deadline dialog. */
  askExtend(session: Target): void;
  /** E-mails the applicant a reminder now. */
  remind(session: Target): void;
  /** Shows a code that has just been made (create, custom template, regenerate). */
  reveal(session: SessionWithCode): void;
  /** The one-time code alert, or null. Render it where the manager is looking. */
  codeAlert: ReactNode;
  /** The confirmation dialog. Render it once. */
  dialogs: ReactNode;
}

/**
 * Session actions shared by the applicant profile and the session details page, with their toasts
 * (spec section 8) and confirmations. `email` is the applicant's address, named in the code alert.
 */
export function useSessionCommands(email?: string): SessionCommands {
  const notify = useNotify();
  const force = useForceCompletion();
  const regenerate = useRegenerateAccessCode();
  const retry = useRetryScoring();
  const [asking, setAsking] = useState<{ kind: 'complete' | 'regenerate'; session: Target } | null>(null);
  const [revealed, setRevealed] = useState<SessionWithCode | null>(null);
  const extend = useExtendSession();
  const remind = useRemindApplicant();
  const [extending, setExtending] = useState<Target | null>(null);

  const doRegenerate = (session: Target) =>
    regenerate.mutate(session, {
      onSuccess: (fresh) => {
        setAsking(null);
        setRevealed(fresh);
        notify.success('Access code regenerated', 'The new code replaces the old one.');
      },
      onError: (error) => {
        setAsking(null);
        notify.apiError(error, PROCESS_ERROR_DETAIL);
      },
    });

  const confirm = () => {
    if (!asking) return;
    if (asking.kind === 'regenerate') return doRegenerate(asking.session);
    force.mutate(asking.session, {
      onSuccess: () => {
        setAsking(null);
        notify.success('Session closed', 'The answers are being scored.');
      },
      onError: (error) => {
        setAsking(null);
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
    askComplete: (session) => setAsking({ kind: 'complete', session }),
    askRegenerate: (session) => setAsking({ kind: 'regenerate', session }),
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
    reveal: setRevealed,
    codeAlert: revealed && (
      <OneTimeCodeAlert
        session={revealed}
        email={email}
        resending={regenerate.isPending}
        onResend={() => doRegenerate(revealed)}
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
        <ConfirmModal
          visible={asking !== null}
          title={asking?.kind === 'regenerate' ? 'Regenerate and resend the code?' : 'Close this session?'}
          confirmLabel={asking?.kind === 'regenerate' ? 'Regenerate and resend' : 'Close and score'}
          loading={force.isPending || regenerate.isPending}
          testIds={{
            modal: 'session-confirm-modal',
            cancel: 'session-confirm-cancel',
            confirm: 'session-confirm-ok',
          }}
          onCancel={() => setAsking(null)}
          onConfirm={confirm}
        >
          {asking?.kind === 'regenerate' ? (
            <Box variant="p">
              A new access code replaces the current one for <b>{asking.session.topic}</b> and is e-mailed to
              the applicant. The old code stops working.
            </Box>
          ) : (
            <Box variant="p">
              This closes the session <b>{asking?.session.topic}</b> for the applicant: they can no longer
              answer. The answers saved so far are scored.
            </Box>
          )}
        </ConfirmModal>
      </>
    ),
  };
}
