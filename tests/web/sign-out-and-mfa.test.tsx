import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../web/src/app/router';
import { readTokens, writeTokens } from '../../web/src/auth/token-store';
import { loadRuntimeConfig } from '../../web/src/config/runtime-config';
import { renderRoutes } from './render';

const left = vi.hoisted(() => [] as string[]);
vi.mock(import('../../web/src/auth/hosted-ui-logout'), async (importOriginal) => ({
  ...(await importOriginal()),
  leaveApp: (url: string) => void left.push(url),
}));

const TOKENS = { idToken: 'id-1', accessToken: 'access-1', refreshToken: 'refresh-1' };
const ME = {
  userId: 'u',
  email: 'mia@example.com',
  name: 'Mia',
  orgId: 'o',
  orgName: 'Mia Co',
  role: 'owner',
};

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function stubFetch(answers: Record<string, (init?: RequestInit) => Response>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = answers[`${init?.method ?? 'GET'} ${url.split('?')[0]}`];
    return answer ? answer(init) : json(404, { error: 'NotFound', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const bodyOf = (fetchMock: ReturnType<typeof stubFetch>, key: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key);
  return call ? JSON.parse(call[1]!.body as string) : undefined;
};

const page = () => createWrapper(document.body);

afterEach(() => {
  vi.unstubAllGlobals();
  left.length = 0;
});

describe('sign-out', () => {
  it('revokes the refresh token of a password session and stays in the app', async () => {
    writeTokens({ ...TOKENS, expiresAt: Date.now() + 3_600_000 });
    const fetchMock = stubFetch({ 'POST /api/account/logout': () => json(204) });
    const { router } = renderRoutes(appRoutes, '/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readTokens()).toBeUndefined();
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST /api/account/logout')).toEqual({ refreshToken: 'refresh-1' }),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(left).toEqual([]);
  });

  it('ends a Google (Hosted UI) session at the Hosted UI logout endpoint after revoking', async () => {
    await loadRuntimeConfig(async () =>
      json(200, {
        mode: 'cloud',
        region: 'eu-west-1',
        userPoolId: 'eu-west-1_AbC',
        userPoolClientId: 'client-1',
        hostedUiDomain: 'https://hiring.auth.eu-west-1.amazoncognito.com',
        googleEnabled: true,
        supportEmail: 'support@example.com',
      }),
    );
    writeTokens({ ...TOKENS, expiresAt: Date.now() + 3_600_000, hostedUi: true });
    const fetchMock = stubFetch({ 'POST /api/account/logout': () => json(204) });
    renderRoutes(appRoutes, '/logout');
    await waitFor(() => expect(left).toHaveLength(1));
    expect(bodyOf(fetchMock, 'POST /api/account/logout')).toEqual({ refreshToken: 'refresh-1' });
    const url = new URL(left[0]!);
    expect(url.origin + url.pathname).toBe('https://hiring.auth.eu-west-1.amazoncognito.com/logout');
    expect(url.searchParams.get('client_id')).toBe('client-1');
    expect(url.searchParams.get('logout_uri')).toBe(`${window.location.origin}/`);
  });
});

describe('authenticator code at sign-in', () => {
  it('asks for the code after the password, then signs in with it', async () => {
    const fetchMock = stubFetch({
      'POST /api/account/login': () => json(200, { mfaRequired: true, session: 'cognito-session' }),
      'POST /api/account/login/mfa': (init) =>
        JSON.parse(init!.body as string).code === '123456'
          ? json(200, { ...TOKENS, expiresIn: 3600 })
          : json(400, {
              error: 'ValidationFailed',
              message: 'Invalid input',
              details: {
                code: ['That code is not right. Enter the current code from your authenticator app.'],
              },
            }),
      'GET /api/account/me': () => json(200, ME),
      'GET /api/applicants': () => json(200, { items: [], nextCursor: null }),
    });
    const { router } = renderRoutes(appRoutes, '/login');
    await screen.findByText(/Sign in to/);
    act(() => {
      page().findInput('[data-testid="login-email"]')!.setInputValue('mia@example.com');
      page().findInput('[data-testid="login-password"]')!.setInputValue('Str0ng-Passw0rd!');
      page().findButton('[data-testid="login-submit"]')!.click();
    });
    await screen.findByText('Enter your authenticator code');
    expect(readTokens()).toBeUndefined();

    act(() => {
      page().findInput('[data-testid="mfa-code"]')!.setInputValue('12');
      page().findButton('[data-testid="mfa-submit"]')!.click();
    });
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();

    act(() => {
      page().findInput('[data-testid="mfa-code"]')!.setInputValue('000000');
      page().findButton('[data-testid="mfa-submit"]')!.click();
    });
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();

    act(() => {
      page().findInput('[data-testid="mfa-code"]')!.setInputValue('123456');
      page().findButton('[data-testid="mfa-submit"]')!.click();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/applicants'));
    expect(readTokens()).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(bodyOf(fetchMock, 'POST /api/account/login/mfa')).toEqual({
      email: 'mia@example.com',
      session: 'cognito-session',
      code: '000000',
    });
  });
});

describe('Sign-in security page', () => {
  it('sets up an authenticator app: shows the key, verifies the first code, turns it on and signs in again', async () => {
    writeTokens({ ...TOKENS, expiresAt: Date.now() + 3_600_000 });
    const fetchMock = stubFetch({
      'GET /api/account/me': () => json(200, ME),
      'GET /api/account/mfa': () => json(200, { enabled: false }),
      'POST /api/account/mfa/setup': () =>
        json(200, {
          secretCode: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Hiring%3Amia%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Hiring',
        }),
      'POST /api/account/mfa/verify': () => json(200, { enabled: true }),
      'POST /api/account/logout': () => json(204),
    });
    const { router } = renderRoutes(appRoutes, '/account/security');
    expect(await screen.findByTestId('mfa-status')).toHaveTextContent('Off');
    act(() => page().findButton('[data-testid="mfa-start"]')!.click());
    // The password comes first: without it no setup starts.
    act(() => page().findButton('[data-testid="mfa-proof-confirm"]')!.click());
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/account/mfa/setup')).toBeUndefined();
    expect(page().findInput('[data-testid="mfa-proof-code"]')).toBeNull();
    act(() => {
      page().findInput('[data-testid="mfa-proof-password"]')!.setInputValue('Str0ng-Passw0rd!');
      page().findButton('[data-testid="mfa-proof-confirm"]')!.click();
    });
    expect(await screen.findByTestId('mfa-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(bodyOf(fetchMock, 'POST /api/account/mfa/setup')).toEqual({ password: 'Str0ng-Passw0rd!' });
    expect(page().findButton('[data-testid="mfa-otpauth-link"]')!.getElement()).toHaveAttribute(
      'href',
      'otpauth://totp/Hiring%3Amia%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Hiring',
    );
    act(() => {
      page().findInput('[data-testid="mfa-setup-code"]')!.setInputValue('654321');
      page().findButton('[data-testid="mfa-verify"]')!.click();
    });
    // The server ended every session, this one too: the page signs out and asks for a new sign-in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readTokens()).toBeUndefined();
    expect(await screen.findByText(/Authenticator app turned on/)).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/account/mfa/verify')).toEqual({
      password: 'Str0ng-Passw0rd!',
      code: '654321',
    });
  });

  it('replaces the app only with the password and a code of the app on now', async () => {
    writeTokens({ ...TOKENS, expiresAt: Date.now() + 3_600_000 });
    const fetchMock = stubFetch({
      'GET /api/account/me': () => json(200, ME),
      'GET /api/account/mfa': () => json(200, { enabled: true }),
      'POST /api/account/mfa/setup': () =>
        json(400, {
          error: 'ValidationFailed',
          message: 'Some fields are missing or invalid.',
          details: { currentCode: ['Enter the current code from the authenticator app you use now.'] },
        }),
    });
    renderRoutes(appRoutes, '/account/security');
    expect(await screen.findByTestId('mfa-status')).toHaveTextContent('On');
    act(() => page().findButton('[data-testid="mfa-replace"]')!.click());
    act(() => {
      page().findInput('[data-testid="mfa-proof-password"]')!.setInputValue('Str0ng-Passw0rd!');
      page().findButton('[data-testid="mfa-proof-confirm"]')!.click();
    });
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/account/mfa/setup')).toBeUndefined();
    act(() => {
      page().findInput('[data-testid="mfa-proof-code"]')!.setInputValue('123456');
      page().findButton('[data-testid="mfa-proof-confirm"]')!.click();
    });
    // The server's refusal shows at the field; no setup key is shown.
    expect(
      await screen.findByText('Enter the current code from the authenticator app you use now.'),
    ).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/account/mfa/setup')).toEqual({
      password: 'Str0ng-Passw0rd!',
      currentCode: '123456',
    });
    expect(screen.queryByTestId('mfa-secret')).toBeNull();
  });

  it('turns the app off with the password and a fresh code, then signs in again', async () => {
    writeTokens({ ...TOKENS, expiresAt: Date.now() + 3_600_000 });
    const fetchMock = stubFetch({
      'GET /api/account/me': () => json(200, ME),
      'GET /api/account/mfa': () => json(200, { enabled: true }),
      'DELETE /api/account/mfa': () => json(200, { enabled: false }),
      'POST /api/account/logout': () => json(204),
    });
    const { router } = renderRoutes(appRoutes, '/account/security');
    expect(await screen.findByTestId('mfa-status')).toHaveTextContent('On');
    act(() => page().findButton('[data-testid="mfa-disable"]')!.click());
    // Turning it off asks for the password and a fresh code; a missing code is refused before any call.
    act(() => {
      page().findInput('[data-testid="mfa-disable-password"]')!.setInputValue('Str0ng-Passw0rd!');
      page().findButton('[data-testid="mfa-disable-confirm"]')!.click();
    });
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'DELETE /api/account/mfa')).toBeUndefined();
    act(() => {
      page().findInput('[data-testid="mfa-disable-code"]')!.setInputValue('123456');
      page().findButton('[data-testid="mfa-disable-confirm"]')!.click();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readTokens()).toBeUndefined();
    expect(await screen.findByText(/Authenticator app turned off/)).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'DELETE /api/account/mfa')).toEqual({
      password: 'Str0ng-Passw0rd!',
      code: '123456',
    });
  });
});
