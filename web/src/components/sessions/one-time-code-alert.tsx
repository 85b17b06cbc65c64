import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { SessionWithCode } from '../../../../shared/schemas/session';

/** Props of {@link OneTimeCodeAlert}. */
export interface OneTimeCodeAlertProps {
  session: SessionWithCode;
  /** The applicant's address, when known, to say where the code went. */
  email?: string;
  resending: boolean;
  /** Makes and e-mails a new code (the only way to send one again: codes are stored hashed). */
  onResend: () => void;
  onDismiss: () => void;
}

/**
 * The access code of a session just created or regenerated: the only moment it is visible
 * (ARCHITECTURE.md, "Tenancy and auth"). Offers a copy button, and a resend when the e-mail failed.
 */
export function OneTimeCodeAlert({ session, email, resending, onResend, onDismiss }: OneTimeCodeAlertProps) {
  const failed = session.email?.status === 'failed';
  const recipient = email ?? 'the applicant';
  return (
    <SpaceBetween size="s">
      <Alert
        type="success"
        dismissible
        onDismiss={onDismiss}
        header={`Access code for ${session.topic}`}
        data-testid="one-time-code"
      >
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Box variant="span">
            Access code{' '}
            <Box variant="code" fontSize="heading-s" data-testid="one-time-code-value">
              {session.accessCode}
            </Box>{' '}
            — shown once; {failed ? 'it could not be e-mailed.' : `it was e-mailed to ${recipient}.`}
          </Box>
          <CopyToClipboard
            variant="icon"
            textToCopy={session.accessCode}
            copyButtonAriaLabel="Copy access code"
            copySuccessText="Access code copied"
            copyErrorText="Access code not copied"
          />
        </SpaceBetween>
      </Alert>
      {failed && (
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
          The e-mail with the session link and access code to {recipient} could not be sent. Resend makes a
          new code and e-mails it.
        </Alert>
      )}
    </SpaceBetween>
  );
}
