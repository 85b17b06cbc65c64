import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../web/src/app/router';
import { RequireAuth } from '../../web/src/auth/require-auth';
import { readTokens, REFRESH_TOKEN_STORAGE_KEY, writeTokens } from '../../web/src/auth/token-store';
import { PathProbe, renderRoutes } from './render';

const SIGNED_IN = { idToken: 'id-1', accessToken: 'access-1', refreshToken: 'refresh-1' };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Answers fetch by "METHOD path"; anything else is a 404 so a stray call shows up in the test. */
function stubFetch(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = answers[`${init?.method ?? 'GET'} ${url.split('?')[0]}`];
    return answer ? answer() : json(404, { error: 'NotFound', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const loginForm = () => createWrapper(document.body);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /login, remembering where they were going', async () => {
    const { router } = renderRoutes(
      [
        { path: '/applicants', element: <RequireAuth>secret</RequireAuth> },
        { path: '/login', element: <PathProbe label="login" /> },
      ],
      '/applicants',
    );
    await screen.findByText('login');
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/applicants' } });
  });

  it('lets a signed-in manager through', async () => {
    writeTokens({ ...SIGNED_IN, expiresAt: Date.now() + 3_600_000 });
    renderRoutes([{ path: '/applicants', element: <RequireAuth>secret</RequireAuth> }], '/applicants');
    expect(await screen.findByText('secret')).toBeInTheDocument();
  });
});

describe('sign-in and sign-out', () => {
  it('signs out and shows /login when a manager route answers 401', async () => {
    writeTokens({ ...SIGNED_IN, expiresAt: Date.now() + 3_600_000 });
    const fetchMock = stubFetch({
      'GET /api/applicants': () => json(401, { message: 'Unauthorized' }),
      'GET /api/account/me': () => json(401, { message: 'Unauthorized' }),
    });
    const { router } = renderRoutes(appRoutes, '/applicants');
    await screen.findByText(/Sign in to/);
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBeNull();
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer access-1');
  });

  it('keeps a wrong password on the login form', async () => {
    stubFetch({
      'POST /api/account/login': () =>
        json(401, { error: 'InvalidCredentials', message: 'The e-mail or password is incorrect.' }),
    });
    const { router } = renderRoutes(appRoutes, '/login');
    await screen.findByText(/Sign in to/);
    act(() => {
      loginForm().findInput('[data-testid="login-email"]')!.setInputValue('demo@hiring.local');
      loginForm().findInput('[data-testid="login-password"]')!.setInputValue('wrong');
      loginForm().findButton('[data-testid="login-submit"]')!.click();
    });
    expect(await screen.findByText('The e-mail or password is incorrect.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(readTokens()).toBeUndefined();
  });

  it('signs in, stores the tokens and returns to the page the guard came from', async () => {
    stubFetch({
      'POST /api/account/login': () => json(200, { ...SIGNED_IN, expiresIn: 3600 }),
      'GET /api/account/me': () =>
        json(200, {
          userId: 'u',
          email: 'demo@hiring.local',
          name: 'Demo',
          orgId: 'o',
          orgName: 'Acme',
          role: 'owner',
        }),
      'GET /api/applicants': () => json(200, { items: [], nextCursor: null }),
    });
    const { router } = renderRoutes(appRoutes, '/addapplicant');
    await screen.findByText(/Sign in to/);
    expect(
      createWrapper(document.body).findLink('[data-testid="login-register-link"]')!.getElement(),
    ).toHaveAttribute('href', '/register');
    act(() => {
      loginForm().findInput('[data-testid="login-email"]')!.setInputValue('Demo@Hiring.local');
      loginForm().findInput('[data-testid="login-password"]')!.setInputValue('Demo-Passw0rd!');
      loginForm().findButton('[data-testid="login-submit"]')!.click();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/addapplicant'));
    expect(readTokens()).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect((await screen.findAllByText('demo@hiring.local'))[0]).toBeVisible();
    // Only the refresh token is kept, in this tab's sessionStorage; nothing long-lived in localStorage.
    expect(sessionStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('refresh-1');
    expect(Object.keys(sessionStorage)).toEqual([REFRESH_TOKEN_STORAGE_KEY]);
    expect(JSON.stringify({ ...localStorage })).not.toContain('access-1');
    expect(JSON.stringify({ ...localStorage })).not.toContain('refresh-1');
  });

  it('after a reload, the tab that signed in redeems its stored refresh token before the guard decides', async () => {
    sessionStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-1');
    const fetchMock = stubFetch({
      'POST /api/account/refresh': () =>
        json(200, { idToken: 'id-2', accessToken: 'access-2', expiresIn: 3600 }),
    });
    renderRoutes(
      [
        { path: '/', element: <RequireAuth>secret</RequireAuth> },
        { path: '/login', element: <PathProbe label="login" /> },
      ],
      '/',
    );
    expect(await screen.findByText('secret')).toBeInTheDocument();
    expect(readTokens()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the stored sign-in when a reload cuts off the refresh of the previous load', async () => {
    // Before, a refresh aborted by the next reload cleared the stored refresh token: quick reloads of a
    // page ended on /login. Only the server's refusal ends the stored sign-in now.
    sessionStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const cutOff = renderRoutes(
      [
        { path: '/', element: <RequireAuth>secret</RequireAuth> },
        { path: '/login', element: <PathProbe label="login" /> },
      ],
      '/',
    );
    await waitFor(() => expect(cutOff.router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('refresh-1');
    cutOff.unmount();
    // The next load redeems it.
    stubFetch({
      'POST /api/account/refresh': () =>
        json(200, { idToken: 'id-2', accessToken: 'access-2', expiresIn: 900 }),
    });
    renderRoutes([{ path: '/', element: <RequireAuth>secret</RequireAuth> }], '/');
    expect(await screen.findByText('secret')).toBeInTheDocument();
    expect(readTokens()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-1' });
  });

  it('signs out on /logout', async () => {
    writeTokens({ ...SIGNED_IN, expiresAt: Date.now() + 3_600_000 });
    stubFetch({});
    const { router } = renderRoutes(appRoutes, '/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readTokens()).toBeUndefined();
  });
});

describe('token refresh', () => {
  it('refreshes tokens that are close to expiry on start, keeping the refresh token', async () => {
    writeTokens({ ...SIGNED_IN, expiresAt: Date.now() + 30_000 });
    const fetchMock = stubFetch({
      'POST /api/account/refresh': () =>
        json(200, { idToken: 'id-2', accessToken: 'access-2', expiresIn: 3600 }),
    });
    renderRoutes([{ path: '/', element: <RequireAuth>secret</RequireAuth> }], '/');
    await waitFor(() => expect(readTokens()?.accessToken).toBe('access-2'));
    expect(readTokens()).toMatchObject({ refreshToken: 'refresh-1' });
    expect(readTokens()!.expiresAt).toBeGreaterThan(Date.now() + 3_000_000);
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ refreshToken: 'refresh-1' });
  });

  it('stays signed in when a refresh never reaches the server', async () => {
    writeTokens({ ...SIGNED_IN, expiresAt: Date.now() + 30_000 }, true);
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes([{ path: '/', element: <RequireAuth>secret</RequireAuth> }], '/');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('secret')).toBeInTheDocument();
    expect(readTokens()).toMatchObject({ refreshToken: 'refresh-1' });
    expect(sessionStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('refresh-1');
  });

  it('signs out when the refresh fails', async () => {
    writeTokens({ ...SIGNED_IN, expiresAt: Date.now() + 30_000 });
    stubFetch({
      'POST /api/account/refresh': () =>
        json(401, { error: 'Unauthorized', message: 'Refresh token expired' }),
    });
    renderRoutes(
      [
        { path: '/', element: <RequireAuth>secret</RequireAuth> },
        { path: '/login', element: <PathProbe label="login" /> },
      ],
      '/',
    );
    await screen.findByText('login');
    expect(readTokens()).toBeUndefined();
  });
});
