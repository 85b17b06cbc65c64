import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type FormEvent, lazy, Suspense, useContext, useRef, useState } from 'react';
import { type Location, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LoginRequestSchema } from '../../../../shared/schemas/account';
import { ApiError } from '../../api/client';
import { preloadManagerPages } from '../../app/preload';
import { useAuth } from '../../auth/auth-context';
import { PRODUCT_NAME } from '../../config/product';
import { RuntimeConfigContext } from '../../config/runtime-config';
import { RouterLink } from '../../components/router-link';
import { EmailField, PasswordField } from './components/account-fields';
import { confirmAccountPath, type ConfirmAccountState } from './components/confirm-state';
import { MfaCodeStep } from './components/mfa-code-step';
import { type FieldErrors, zodFieldErrors } from '../../components/field-errors';

/** Loaded only where Google is configured, so the OIDC library never weighs on this page otherwise. */
const GoogleSignIn = lazy(() => import('../../auth/google'));

/** Why the Google button is disabled on `npm start`. */
export const GOOGLE_UNAVAILABLE_REASON =
  "Google sign-in is not available on this local installation: Cognito's Hosted UI cannot run locally. " +
  'It is switched on in a deployment configured with a Google client.';

/**
 * E-mail and password sign-in. Errors stay on the form (a wrong password is the API's "The e-mail or
 * password is incorrect."); once signed in it returns to the page the guard came from, else /applicants.
 */
export default function LoginPage() {
  const { isSignedIn, signIn } = useAuth();
  const config = useContext(RuntimeConfigContext);
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  /** Set while the authenticator-code step is shown. */
  const [mfa, setMfa] = useState<{ email: string; session: string }>();
  // The dashboard and the applicants list load while the manager types, not after Sign in; not before
  // the form is used, so they never compete with the page's own first load
  // (docs/decisions/0072-public-pages-without-the-manager-app.md).
  const preloaded = useRef(false);
  const preloadOnFirstUse = () => {
    if (preloaded.current) return;
    preloaded.current = true;
    preloadManagerPages(1);
  };

  if (isSignedIn) {
    return <Navigate to={from ? `${from.pathname}${from.search}` : '/applicants'} replace />;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = LoginRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      setFieldErrors(zodFieldErrors<'email' | 'password'>(parsed.error));
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      const step = await signIn(parsed.data.email, parsed.data.password);
      if (!step.done) {
        setMfa({ email: parsed.data.email, session: step.mfaSession });
        setPassword('');
        setSubmitting(false);
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === 'UserNotConfirmed') {
        // The code step signs in right after confirming, with the password kept in memory only.
        const state: ConfirmAccountState = { password: parsed.data.password };
        navigate(confirmAccountPath(parsed.data.email), { state });
        return;
      }
      setFormError(error instanceof ApiError ? error.message : 'Sign-in failed. Please try again.');
      setSubmitting(false);
    }
  };

  if (mfa) {
    return (
      <Box padding={{ vertical: 'xxxl', horizontal: 'l' }}>
        <div style={{ maxWidth: '28rem', margin: '0 auto' }}>
          <MfaCodeStep
            email={mfa.email}
            session={mfa.session}
            onRestart={(message) => {
              setMfa(undefined);
              setFormError(message);
            }}
          />
        </div>
      </Box>
    );
  }

  return (
    <Box padding={{ vertical: 'xxxl', horizontal: 'l' }}>
      <div style={{ maxWidth: '28rem', margin: '0 auto' }}>
        <form
          onSubmit={(event) => void submit(event)}
          onFocus={preloadOnFirstUse}
          onPointerDown={preloadOnFirstUse}
          noValidate
        >
          <Form
            header={<Header variant="h1">Sign in to {PRODUCT_NAME}</Header>}
            errorText={formError}
            actions={
              <Button variant="primary" formAction="submit" loading={submitting} data-testid="login-submit">
                Sign in
              </Button>
            }
          >
            <Container>
              <SpaceBetween size="l">
                <EmailField
                  value={email}
                  onChange={setEmail}
                  errorText={fieldErrors.email}
                  testId="login-email"
                />
                <PasswordField
                  autoComplete="current-password"
                  value={password}
                  onChange={setPassword}
                  errorText={fieldErrors.password}
                  testId="login-password"
                />
                <RouterLink to="/forgotPassword" data-testid="login-forgot-link">
                  Forgot password?
                </RouterLink>
                {config?.googleEnabled ? (
                  <Suspense
                    fallback={
                      <Button fullWidth loading formAction="none">
                        Sign in with Google
                      </Button>
                    }
                  >
                    <GoogleSignIn config={config} />
                  </Suspense>
                ) : (
                  <Button
                    fullWidth
                    formAction="none"
                    disabled
                    disabledReason={GOOGLE_UNAVAILABLE_REASON}
                    data-testid="login-google"
                  >
                    Sign in with Google
                  </Button>
                )}
                <Box>
                  No account yet?{' '}
                  <RouterLink to="/register" data-testid="login-register-link">
                    Create account
                  </RouterLink>
                </Box>
              </SpaceBetween>
            </Container>
          </Form>
        </form>
      </div>
    </Box>
  );
}
