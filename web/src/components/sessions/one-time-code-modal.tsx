import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { SessionWithCode } from '../../../../shared/schemas/session';

/** The link an applicant opens (docs/product.md#rule-session-link: origin plus /session/{id}). */
export function sessionLink(sessionId: string): string {
  return `${window.location.origin}/session/${sessionId}`;
}

/** Props of {@link OneTimeCodeModal}. */
export interface OneTimeCodeModalProps {
  /** The session just created or given a new code; null hides the dialog. */
  session: SessionWithCode | null;
  /** The applicant's address, when known, to say where the code went. */
  email?: string;
  resending: boolean;
  /** Makes and e-mails a new code (the only way to send one again: codes are stored hashed). */
  onResend: () => void;
  onDismiss: () => void;
}

function CopyButton(props: { text: string; label: string; testId: string }) {
  return (
    <span data-testid={props.testId}>
      <CopyToClipboard
        variant="button"
        textToCopy={props.text}
        copyButtonText={props.label}
        copySuccessText="Copied"
        copyErrorText="Not copied: select the text and copy it"
      />
    </span>
  );
}

/**
 * The access code of a session just created or regenerated, in a dialog the manager cannot miss: the
 * only moment the code is visible (codes are stored hashed). Used by every flow that makes a code (the
 * profile's Create Session and custom template, a job position's candidates, Regenerate). Shows the link
 * and the code with a copy button each and one for both together, and whether the e-mail went out.
 */
export function OneTimeCodeModal({ session, email, resending, onResend, onDismiss }: OneTimeCodeModalProps) {
  if (!session) return null;
  const failed = session.email?.status === 'failed';
  const recipient = email ?? 'the applicant';
  const link = sessionLink(session.id);
  const both = `Interview: ${session.topic}\nLink: ${link}\nAccess code: ${session.accessCode}`;
  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible
      onDismiss={onDismiss}
      header={`Access code for ${session.topic}`}
      data-testid="one-time-code"
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onDismiss} data-testid="one-time-code-done">
            Done
          </Button>
        </Box>
      }
    >
      <SpaceBetween size="m">
        {failed ? (
          <Alert
            type="warning"
            header="E-mail not sent: resend"
            data-testid="email-failed"
            action={
              <Button onClick={onResend} loading={resending} data-testid="resend-code">
                Resend
              </Button>
            }
          >
            The e-mail with the session link and access code to {recipient} could not be sent. Share them
            below, or Resend to make a new code and e-mail it.
          </Alert>
        ) : (
          <Alert type="success" data-testid="one-time-code-emailed">
            The link and access code were e-mailed to {recipient}.
          </Alert>
        )}
        <Box variant="p">
          The access code is shown only this once. Copy it now if you want to share it another way.
        </Box>
        <KeyValuePairs
          columns={1}
          items={[
            {
              label: 'Session link',
              value: (
                <SpaceBetween size="xs">
                  <Box variant="code" data-testid="one-time-code-link">
                    <span style={{ overflowWrap: 'anywhere' }}>{link}</span>
                  </Box>
                  <CopyButton text={link} label="Copy link" testId="copy-one-time-link" />
                </SpaceBetween>
              ),
            },
            {
              label: 'Access code',
              value: (
                <SpaceBetween size="xs">
                  <Box variant="code" fontSize="heading-l" data-testid="one-time-code-value">
                    {session.accessCode}
                  </Box>
                  <CopyButton text={session.accessCode} label="Copy code" testId="copy-one-time-code" />
                </SpaceBetween>
              ),
            },
          ]}
        />
        <CopyButton text={both} label="Copy link and code" testId="copy-one-time-both" />
      </SpaceBetween>
    </Modal>
  );
}
