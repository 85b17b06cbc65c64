import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MfaSetup } from '../../../../shared/schemas/account';
import { TotpCodeSchema } from '../../../../shared/schemas/account';
import { apiCall, ApiError } from '../../api/client';
import { useAuth } from '../../auth/auth-context';
import { useNotify } from '../../components/notifications';
import { MfaDisableForm } from './mfa-disable-form';
import { MfaProofForm } from './mfa-proof-form';

/** Query key of the signed-in manager's MFA status. */
export const MFA_QUERY_KEY = ['account', 'mfa'] as const;

/**
 * Setting up: the secret to type into (or open in) an authenticator app, then its first code, which
 * turns the app on (docs/decisions/0049-optional-totp-mfa.md).
 */
function SetupForm({
  setup,
  password,
  onDone,
  onCancel,
}: {
  setup: MfaSetup;
  /** The password the manager gave at the first step: the API asks for it again. */
  password: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const verify = useMutation({
    mutationFn: (value: string) => apiCall('verifyMfa', { body: { password, code: value } }),
    onSuccess: onDone,
    onError: (error) =>
      setCodeError(
        error instanceof ApiError
          ? (error.details?.code?.[0] ?? error.message)
          : 'Could not verify the code.',
      ),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TotpCodeSchema.safeParse(code);
    if (!parsed.success) return setCodeError(parsed.error.issues[0]?.message);
    setCodeError(undefined);
    verify.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="mfa-setup-form">
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" formAction="none" onClick={onCancel} data-testid="mfa-setup-cancel">
              Cancel
            </Button>
            <Button variant="primary" formAction="submit" loading={verify.isPending} data-testid="mfa-verify">
              Verify and turn on
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          <Box>
            1. In your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), add an
            account with this setup key, or open the link on a phone that has the app.
          </Box>
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Box variant="code" data-testid="mfa-secret">
              {setup.secretCode}
            </Box>
            <CopyToClipboard
              variant="icon"
              textToCopy={setup.secretCode}
              copyButtonAriaLabel="Copy setup key"
              copySuccessText="Setup key copied"
              copyErrorText="Setup key not copied"
            />
            <Button variant="inline-link" href={setup.otpauthUri} data-testid="mfa-otpauth-link">
              Open in authenticator app
            </Button>
          </SpaceBetween>
          <FormField label="2. Enter the 6-digit code the app shows" errorText={codeError}>
            <Input
              value={code}
              onChange={({ detail }) => setCode(detail.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              data-testid="mfa-setup-code"
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  );
}

/**
 * /account/security: the manager's sign-in security. An optional authenticator app (TOTP): once on,
 * every password sign-in asks for its 6-digit code. Setting one up or replacing it first asks for the
 * password, and for a code of the app on when replacing (decision record 0139). Google sign-ins use Google's own second factor, so
 * setting one up needs a password sign-in (the API answers 403 with a message saying so). Turning the app
 * on or off ends every session of the manager, this one too (docs/decisions/0114-global-sign-out.md), so
 * the page signs out and opens the sign-in page.
 */
export default function SecurityPage() {
  const queryClient = useQueryClient();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  /** After an MFA change the server has signed this session out everywhere: leave for the sign-in page. */
  const signInAgain = (summary: string) => {
    notify.success(summary, 'You were signed out on every device, this one too. Sign in again.');
    signOut();
    navigate('/login', { replace: true });
  };
  const status = useQuery({
    queryKey: MFA_QUERY_KEY,
    queryFn: ({ signal }) => apiCall('getMfa', undefined, { signal }),
  });
  const [setup, setSetup] = useState<{ setup: MfaSetup; password: string }>();
  /** Proving it is the manager before a setup: `replace` when an app is on. */
  const [proving, setProving] = useState<'setup' | 'replace'>();
  const [disabling, setDisabling] = useState(false);
  const enabled = status.data?.enabled;

  return (
    <ContentLayout header={<Header variant="h1">Sign-in security</Header>}>
      <Container
        header={
          <Header
            variant="h2"
            description="A second step at sign-in: the 6-digit code of an authenticator app on your phone."
          >
            Authenticator app
          </Header>
        }
      >
        <SpaceBetween size="l">
          {status.isPending ? (
            <StatusIndicator type="loading">Loading</StatusIndicator>
          ) : status.isError ? (
            <StatusIndicator type="error">Could not load the sign-in settings.</StatusIndicator>
          ) : (
            <StatusIndicator type={enabled ? 'success' : 'stopped'} data-testid="mfa-status">
              {enabled ? 'On: sign-in asks for a code' : 'Off'}
            </StatusIndicator>
          )}
          {setup ? (
            <SetupForm
              setup={setup.setup}
              password={setup.password}
              onCancel={() => {
                setSetup(undefined);
                // Replacing turned the old app off: the status shown is read again.
                void queryClient.invalidateQueries({ queryKey: MFA_QUERY_KEY });
              }}
              onDone={() => {
                queryClient.removeQueries({ queryKey: MFA_QUERY_KEY });
                signInAgain('Authenticator app turned on: sign-in now asks for its code');
              }}
            />
          ) : proving ? (
            <MfaProofForm
              replacing={proving === 'replace'}
              onCancel={() => setProving(undefined)}
              onStarted={(answer, password) => {
                setProving(undefined);
                setSetup({ setup: answer, password });
              }}
            />
          ) : enabled && disabling ? (
            <MfaDisableForm
              onCancel={() => setDisabling(false)}
              onDone={() => {
                queryClient.removeQueries({ queryKey: MFA_QUERY_KEY });
                signInAgain('Authenticator app turned off: sign-in asks for your password only');
              }}
            />
          ) : enabled ? (
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => setProving('replace')} data-testid="mfa-replace">
                Replace app
              </Button>
              <Button onClick={() => setDisabling(true)} data-testid="mfa-disable">
                Turn off
              </Button>
            </SpaceBetween>
          ) : (
            enabled === false && (
              <Button onClick={() => setProving('setup')} data-testid="mfa-start">
                Set up authenticator app
              </Button>
            )
          )}
        </SpaceBetween>
      </Container>
    </ContentLayout>
  );
}
