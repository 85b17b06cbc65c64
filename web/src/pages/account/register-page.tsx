import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { unmetPasswordRules } from '../../../../shared/password-policy';
import { RegisterRequestSchema } from '../../../../shared/schemas/account';
import { apiCall, ApiError } from '../../api/client';
import { useAuth } from '../../auth/auth-context';
import { RouterLink } from '../../components/router-link';
import { useNotify } from '../../components/notifications';
import { AccountTextField, EmailField, PasswordField } from './components/account-fields';
import { AccountLayout } from './components/account-layout';
import { confirmAccountPath, type ConfirmAccountState } from './components/confirm-state';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../components/field-errors';
import { PasswordRules } from './components/password-rules';

type Field = 'name' | 'email' | 'password' | 'confirmPassword';

/**
 * /register: name, e-mail and a password checked against the user pool's policy as it is typed. An
 * invitation link prefills the e-mail (`?email=`). On success the code step of /confirmAccount follows,
 * with the password kept in router state only, so the new manager is signed in right after confirming.
 */
export default function RegisterPage() {
  const { isSignedIn } = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const [search] = useSearchParams();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(search.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [emailTaken, setEmailTaken] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  if (isSignedIn) return <Navigate to="/applicants" replace />;

  const policyMet = unmetPasswordRules(password).length === 0;
  const mismatch = confirmPassword !== '' && confirmPassword !== password;
  const canSubmit = policyMet && confirmPassword === password && !submitting;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setEmailTaken(false);
    const parsed = RegisterRequestSchema.safeParse({ name, email, password });
    if (!parsed.success || !canSubmit) {
      const found = parsed.success ? {} : zodFieldErrors<Field>(parsed.error);
      if (password !== confirmPassword) found.confirmPassword = 'The passwords do not match';
      setErrors(found);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const { destination } = await apiCall('register', { body: parsed.data });
      const state: ConfirmAccountState = { password: parsed.data.password, destination };
      navigate(confirmAccountPath(parsed.data.email), { state });
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.status === 409) setEmailTaken(true);
      else if (error instanceof ApiError && error.details) setErrors(apiFieldErrors<Field>(error));
      else notify.apiError(error);
    }
  };

  return (
    <AccountLayout>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Form
          header={<Header variant="h1">Create your account</Header>}
          actions={
            <Button
              variant="primary"
              formAction="submit"
              loading={submitting}
              disabled={!canSubmit}
              data-testid="register-submit"
            >
              Create account
            </Button>
          }
        >
          <SpaceBetween size="l">
            {emailTaken && (
              <Alert type="warning" data-testid="register-email-taken">
                An account with this e-mail already exists.{' '}
                <RouterLink to="/login">Sign in instead</RouterLink>.
              </Alert>
            )}
            <Container>
              <SpaceBetween size="l">
                <AccountTextField
                  label="Name"
                  autoComplete="name"
                  value={name}
                  onChange={setName}
                  errorText={errors.name}
                  testId="register-name"
                />
                <EmailField
                  value={email}
                  onChange={setEmail}
                  errorText={errors.email}
                  testId="register-email"
                />
                <PasswordField
                  autoComplete="new-password"
                  value={password}
                  onChange={setPassword}
                  errorText={errors.password}
                  testId="register-password"
                />
                <PasswordRules password={password} />
                <PasswordField
                  label="Confirm password"
                  autoComplete="new-password"
                  value={confirmPassword}
                  onChange={setConfirmPassword}
                  errorText={errors.confirmPassword ?? (mismatch ? 'The passwords do not match' : undefined)}
                  testId="register-confirm-password"
                />
                <Box>
                  Already have an account? <RouterLink to="/login">Sign in</RouterLink>
                </Box>
              </SpaceBetween>
            </Container>
          </SpaceBetween>
        </Form>
      </form>
    </AccountLayout>
  );
}
