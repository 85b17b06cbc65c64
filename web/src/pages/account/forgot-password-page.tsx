import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { unmetPasswordRules } from '../../../../shared/password-policy';
import { ForgotPasswordRequestSchema, ResetPasswordRequestSchema } from '../../../../shared/schemas/account';
import { apiCall } from '../../api/client';
import { RouterLink } from '../../components/router-link';
import { useNotify } from '../../components/notifications';
import { CodeField, EmailField, PasswordField } from './components/account-fields';
import { AccountLayout } from './components/account-layout';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../components/field-errors';
import { PasswordRules } from './components/password-rules';

type Field = 'email' | 'code' | 'password';

/**
 * /forgotPassword: the e-mail first (the answer is the same for unknown addresses, so the page never
 * tells who has an account), then the e-mailed code and a new password checked against the policy as it
 * is typed. Success → toast "Password changed" → /login.
 */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [destination, setDestination] = useState<string>();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);

  const call = async (run: () => Promise<void>) => {
    setSubmitting(true);
    try {
      await run();
    } catch (error) {
      const fields = apiFieldErrors<Field>(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else notify.apiError(error);
    } finally {
      setSubmitting(false);
    }
  };

  const requestCode = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ForgotPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) return setErrors(zodFieldErrors<Field>(parsed.error));
    setErrors({});
    void call(async () => {
      const answer = await apiCall('forgotPassword', { body: parsed.data });
      setDestination(answer.destination);
    });
  };

  const reset = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ResetPasswordRequestSchema.safeParse({ email, code, password });
    if (!parsed.success) return setErrors(zodFieldErrors<Field>(parsed.error));
    setErrors({});
    void call(async () => {
      await apiCall('resetPassword', { body: parsed.data });
      notify.success('Password changed', 'Sign in with your new password.');
      navigate('/login', { replace: true });
    });
  };

  if (destination === undefined) {
    return (
      <AccountLayout>
        <form onSubmit={requestCode} noValidate>
          <Form
            header={
              <Header variant="h1" description="We will e-mail you a code to set a new password.">
                Forgot your password?
              </Header>
            }
            actions={
              <Button variant="primary" formAction="submit" loading={submitting} data-testid="forgot-submit">
                Send code
              </Button>
            }
          >
            <Container>
              <SpaceBetween size="l">
                <EmailField
                  value={email}
                  onChange={setEmail}
                  errorText={errors.email}
                  testId="forgot-email"
                />
                <Box>
                  Remembered it? <RouterLink to="/login">Sign in</RouterLink>
                </Box>
              </SpaceBetween>
            </Container>
          </Form>
        </form>
      </AccountLayout>
    );
  }

  return (
    <AccountLayout>
      <form onSubmit={reset} noValidate>
        <Form
          header={<Header variant="h1">Set a new password</Header>}
          actions={
            <Button
              variant="primary"
              formAction="submit"
              loading={submitting}
              disabled={unmetPasswordRules(password).length > 0}
              data-testid="reset-submit"
            >
              Change password
            </Button>
          }
        >
          <Container>
            <SpaceBetween size="l">
              <CodeField
                label="Code"
                destination={destination}
                value={code}
                onChange={setCode}
                errorText={errors.code}
                testId="reset-code"
              />
              <PasswordField
                label="New password"
                autoComplete="new-password"
                value={password}
                onChange={setPassword}
                errorText={errors.password ?? errors.email}
                testId="reset-password"
              />
              <PasswordRules password={password} />
            </SpaceBetween>
          </Container>
        </Form>
      </form>
    </AccountLayout>
  );
}
