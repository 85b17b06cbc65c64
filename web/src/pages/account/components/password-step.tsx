import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../api/client';
import { useAuth } from '../../../auth/auth-context';
import { PasswordField } from './account-fields';

/**
 * Sign-in between the code and the organization steps of /confirmAccount, shown only when the password
 * typed at sign-up is no longer in memory (the page was reloaded or opened from another tab).
 */
export function PasswordStep({ email }: { email: string }) {
  const { signIn } = useAuth();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Password is required');
      return;
    }
    setSubmitting(true);
    setError(undefined);
    try {
      await signIn(email, password);
    } catch (err) {
      setSubmitting(false);
      setError(err instanceof ApiError ? err.message : 'Sign-in failed. Please try again.');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Form
        header={
          <Header variant="h1" description={`Your e-mail ${email} is confirmed. Sign in to continue.`}>
            Sign in
          </Header>
        }
        actions={
          <Button variant="primary" formAction="submit" loading={submitting} data-testid="confirm-sign-in">
            Continue
          </Button>
        }
      >
        <Container>
          <PasswordField
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            errorText={error}
            testId="confirm-password"
          />
        </Container>
      </Form>
    </form>
  );
}
