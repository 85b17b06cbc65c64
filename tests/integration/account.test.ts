import { api, signInDemo } from '../support/api';
import { inject } from 'vitest';

describe('account API on cognito-local', () => {
  it('signs in with e-mail and password and returns Cognito tokens', async () => {
    const { demoEmail, demoPassword } = inject('stack');
    const res = await api('POST', '/api/account/login', {
      body: { email: demoEmail.toUpperCase(), password: demoPassword },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      idToken: expect.any(String),
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: expect.any(Number),
    });
  });

  it('gives one message for a wrong password and for an unknown e-mail', async () => {
    const { demoEmail } = inject('stack');
    const wrongPassword = await api('POST', '/api/account/login', {
      body: { email: demoEmail, password: 'Wrong-pass1!' },
    });
    const unknownUser = await api('POST', '/api/account/login', {
      body: { email: 'nobody@example.com', password: 'Wrong-pass1!' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownUser.body);
    expect(wrongPassword.body.message).toBe('The e-mail or password is incorrect.');
  });

  it('rejects a login without fields with per-field details', async () => {
    const res = await api('POST', '/api/account/login', { body: {} });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.details).sort()).toEqual(['email', 'password']);
  });

  it('refreshes tokens, and the new access token works', async () => {
    const { demoEmail, demoPassword } = inject('stack');
    const login = await api('POST', '/api/account/login', {
      body: { email: demoEmail, password: demoPassword },
    });
    const refreshed = await api('POST', '/api/account/refresh', {
      body: { refreshToken: login.body.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    const me = await api('GET', '/api/account/me', { token: refreshed.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: demoEmail, orgName: 'Demo Company', role: 'owner' });
  });

  it('rejects a bad refresh token with 401', async () => {
    const res = await api('POST', '/api/account/refresh', { body: { refreshToken: 'bogus' } });
    expect(res.status).toBe(401);
  });

  it('shows the signed-in manager and organization', async () => {
    const me = await api('GET', '/api/account/me', { token: await signInDemo() });
    expect(me.body.orgId).toMatch(/^[0-9A-Z]{26}$/);
  });
});
