import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type FormEvent, useState } from 'react';
import { TotpCodeSchema } from '../../../../../shared/schemas/account';
import { ApiError } from '../../../api/client';
import { useAuth } from '../../../auth/auth-context';

/**
 * Second sign-in step of a manager with an authenticator app: the current 6-digit code
 * (docs/decisions/0049-optional-totp-mfa.md). A wrong code stays on the field; an expired step (3 minutes)
 * goes back to the password form with the server's message.
 */
export function MfaCodeStep({
  email,
  session,
  onRestart,
}: {
  email: string;
  session: string;
  /** Back to e-mail and password, with a message to show there. */
  onRestart: (message?: string) => void;
}) {
  const { signInWithCode } = useAuth();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = TotpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message);
      return;
    }
    setCodeError(undefined);
    setSubmitting(true);
    try {
      await signInWithCode(email, session, parsed.data);
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.details?.code?.[0]) setCodeError(error.details.code[0]);
      else if (error instanceof ApiError && error.status === 401) onRestart(error.message);
      else setFormError(error instanceof ApiError ? error.message : 'Sign-in failed. Please try again.');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="mfa-step">
      <Form
        header={
          <Header variant="h1" description={`Signing in as ${email}.`}>
            Enter your authenticator code
          </Header>
        }
        errorText={formError}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" formAction="none" onClick={() => onRestart()} data-testid="mfa-back">
              Back
            </Button>
            <Button variant="primary" formAction="submit" loading={submitting} data-testid="mfa-submit">
              Verify and sign in
            </Button>
          </SpaceBetween>
        }
      >
        <Container>
          <SpaceBetween size="l">
            <Box>
              Open the authenticator app you set up for this account and enter the 6-digit code it shows.
            </Box>
            <FormField label="Authentication code" errorText={codeError}>
              <Input
                value={code}
                onChange={({ detail }) => setCode(detail.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                autoFocus
                data-testid="mfa-code"
              />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
