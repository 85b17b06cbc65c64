import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '../../shared/runtime-config';
import { apiCall, ApiError } from '../../web/src/api/client';
import { RuntimeConfigContext } from '../../web/src/config/runtime-config';
import LoginPage, { GOOGLE_UNAVAILABLE_REASON } from '../../web/src/pages/account/login-page';
import RegisterPage from '../../web/src/pages/account/register-page';
import { renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));

const page = () => createWrapper(document.body);
const input = (testId: string) => page().findInput(`[data-testid="${testId}"]`)!;
const submitButton = () => page().findButton('[data-testid="register-submit"]')!;
const metRules = () =>
  screen.getAllByTestId('password-rule').filter((rule) => rule.getAttribute('data-met') === 'true').length;

/** Shows where the register page sent the user, with the router state it handed over. */
function ConfirmProbe() {
  const location = useLocation();
  return (
    <p data-testid="confirm-probe">
      {location.search}|{JSON.stringify(location.state)}
    </p>
  );
}

function renderRegister(path = '/register') {
  return renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/confirmAccount', element: <ConfirmProbe /> },
      { path: '/login', element: <p>login</p> },
    ],
    path,
  );
}

function fill(values: Record<string, string>) {
  act(() => {
    for (const [testId, value] of Object.entries(values)) input(testId).setInputValue(value);
  });
}

describe('register page', () => {
  it('checks the password policy as the user types', async () => {
    renderRegister();
    await screen.findByText('Create your account');
    expect(screen.getAllByTestId('password-rule')).toHaveLength(5);
    expect(metRules()).toBe(0);
    fill({ 'register-password': 'abc' });
    expect(metRules()).toBe(1);
    fill({ 'register-password': 'abcDEF12' });
    expect(metRules()).toBe(4);
    fill({ 'register-password': 'abcDEF12!' });
    expect(metRules()).toBe(5);
  });

  it('keeps submit disabled until the policy is met and the passwords match', async () => {
    renderRegister();
    await screen.findByText('Create your account');
    fill({ 'register-name': 'Grace', 'register-email': 'grace@example.com', 'register-password': 'weak' });
    expect(submitButton().isDisabled()).toBe(true);
    fill({ 'register-password': 'Strong-Passw0rd', 'register-confirm-password': 'Strong-Passw0rd?' });
    expect(submitButton().isDisabled()).toBe(true);
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    fill({ 'register-confirm-password': 'Strong-Passw0rd' });
    expect(submitButton().isDisabled()).toBe(false);
    expect(vi.mocked(apiCall)).not.toHaveBeenCalled();
  });

  it('registers and goes to /confirmAccount with the password in router state only', async () => {
    vi.mocked(apiCall).mockResolvedValue({ destination: 'g***@e***.com' } as never);
    const { router } = renderRegister('/register?email=grace%40example.com');
    await screen.findByText('Create your account');
    expect(input('register-email').getInputValue()).toBe('grace@example.com');
    fill({
      'register-name': 'Grace Hopper',
      'register-password': 'Strong-Passw0rd',
      'register-confirm-password': 'Strong-Passw0rd',
    });
    act(() => submitButton().click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmAccount'));
    expect(vi.mocked(apiCall)).toHaveBeenCalledWith('register', {
      body: { name: 'Grace Hopper', email: 'grace@example.com', password: 'Strong-Passw0rd' },
    });
    expect(router.state.location.search).toBe('?email=grace%40example.com');
    expect(router.state.location.state).toEqual({
      password: 'Strong-Passw0rd',
      destination: 'g***@e***.com',
    });
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('Strong-Passw0rd');
  });

  it('offers sign-in when the e-mail already has an account', async () => {
    vi.mocked(apiCall).mockRejectedValue(
      new ApiError(409, 'Conflict', 'An account with this e-mail already exists.'),
    );
    renderRegister();
    await screen.findByText('Create your account');
    fill({
      'register-name': 'Grace',
      'register-email': 'grace@example.com',
      'register-password': 'Strong-Passw0rd',
      'register-confirm-password': 'Strong-Passw0rd',
    });
    act(() => submitButton().click());
    const alert = await screen.findByTestId('register-email-taken');
    expect(alert.querySelector('a')).toHaveAttribute('href', '/login');
  });
});

describe('login page', () => {
  const LOCAL_CONFIG: RuntimeConfig = {
    mode: 'local',
    apiBaseUrl: '',
    region: 'eu-west-1',
    userPoolId: 'local_pool',
    userPoolClientId: 'client',
    googleEnabled: false,
    offlineAi: false,
    supportEmail: 'support@example.com',
  };

  it('shows Google sign-in disabled, with the reason, when Google is not configured', async () => {
    renderRoutes(
      [
        {
          path: '/login',
          element: (
            <RuntimeConfigContext.Provider value={LOCAL_CONFIG}>
              <LoginPage />
            </RuntimeConfigContext.Provider>
          ),
        },
      ],
      '/login',
    );
    await screen.findByText(/Sign in to/);
    const google = page().findButton('[data-testid="login-google"]')!;
    expect(google.getElement()).toHaveTextContent('Sign in with Google');
    expect(google.isDisabled()).toBe(true);
    act(() => google.focus());
    expect(google.findDisabledReason()!.getElement()).toHaveTextContent(GOOGLE_UNAVAILABLE_REASON);
    expect(page().findLink('[data-testid="login-forgot-link"]')!.getElement()).toHaveAttribute(
      'href',
      '/forgotPassword',
    );
  });
});
