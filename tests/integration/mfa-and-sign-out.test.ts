import { randomUUID } from 'node:crypto';
import { api } from '../support/api';
import { allEmails } from '../support/inbox';
import { totpCode } from '../support/totp';

const PASSWORD = 'Str0ng-Passw0rd!';

async function codeFor(email: string) {
  for (let i = 0; i < 50; i++) {
    const mail = (await allEmails()).find(
      (e) => e.destination.to.includes(email) && /\b\d{6}\b/.test(e.body.text ?? ''),
    );
    if (mail) return /\b(\d{6})\b/.exec(mail.body.text!)![1]!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No code e-mail to ${email}`);
}

/** A new confirmed manager with an organization; returns the login answer. */
async function newManager() {
  const email = `mfa-${randomUUID().slice(0, 8)}@example.com`;
  await api('POST', '/api/account/register', { body: { name: 'Mia', email, password: PASSWORD } });
  await api('POST', '/api/account/confirm', { body: { email, code: await codeFor(email) } });
  const login = await api('POST', '/api/account/login', { body: { email, password: PASSWORD } });
  expect(login.status).toBe(200);
  await api('POST', '/api/account/setup', {
    token: login.body.accessToken,
    body: { organizationName: 'Mia Co' },
  });
  return { email, tokens: login.body };
}

describe('sign-out on cognito-local', () => {
  it('revokes the refresh token: it can no longer renew the session', async () => {
    const { tokens } = await newManager();
    const before = await api('POST', '/api/account/refresh', { body: { refreshToken: tokens.refreshToken } });
    expect(before.status).toBe(200);
    const out = await api('POST', '/api/account/logout', { body: { refreshToken: tokens.refreshToken } });
    expect(out.status).toBe(204);
    const after = await api('POST', '/api/account/refresh', { body: { refreshToken: tokens.refreshToken } });
    expect(after.status).toBe(401);
    // Signing out twice (another tab, a retry) is not an error.
    expect(
      (await api('POST', '/api/account/logout', { body: { refreshToken: tokens.refreshToken } })).status,
    ).toBe(204);
  });
});

describe('authenticator app (TOTP) on cognito-local', () => {
  it('sets up an app, then asks for its code at sign-in, and can be turned off', async () => {
    const { email, tokens } = await newManager();
    const token = tokens.accessToken as string;
    expect((await api('GET', '/api/account/mfa', { token })).body).toEqual({ enabled: false });

    const setup = await api('POST', '/api/account/mfa/setup', { token, body: { password: PASSWORD } });
    expect(setup.status).toBe(200);
    const secret = setup.body.secretCode as string;
    expect(setup.body.otpauthUri).toBe(
      `otpauth://totp/Hiring%3A${encodeURIComponent(email)}?secret=${secret}&issuer=Hiring`,
    );
    const wrongSetup = await api('POST', '/api/account/mfa/verify', {
      token,
      body: { password: PASSWORD, code: '000000' },
    });
    expect(wrongSetup.status).toBe(400);
    expect(wrongSetup.body.details.code[0]).toContain('not right');
    const verified = await api('POST', '/api/account/mfa/verify', {
      token,
      body: { password: PASSWORD, code: totpCode(secret) },
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ enabled: true });
    expect((await api('GET', '/api/account/mfa', { token })).body).toEqual({ enabled: true });

    // Password sign-in now stops at the code step.
    const first = await api('POST', '/api/account/login', { body: { email, password: PASSWORD } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ mfaRequired: true, session: expect.any(String) });
    expect(first.body.accessToken).toBeUndefined();
    const wrong = await api('POST', '/api/account/login/mfa', {
      body: { email, session: first.body.session, code: '000000' },
    });
    expect(wrong.status).toBe(400);
    const second = await api('POST', '/api/account/login', { body: { email, password: PASSWORD } });
    const signedIn = await api('POST', '/api/account/login/mfa', {
      body: { email, session: second.body.session, code: totpCode(secret) },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    expect((await api('GET', '/api/account/me', { token: signedIn.body.accessToken })).status).toBe(200);

    // The access token alone no longer turns the app off: the password and a fresh code must come too.
    const bare = await api('DELETE', '/api/account/mfa', { token: signedIn.body.accessToken, body: {} });
    expect(bare.status).toBe(400);
    const wrongCode = await api('DELETE', '/api/account/mfa', {
      token: signedIn.body.accessToken,
      body: { password: PASSWORD, code: '000000' },
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.details).toHaveProperty('code');
    const wrongPassword = await api('DELETE', '/api/account/mfa', {
      token: signedIn.body.accessToken,
      body: { password: 'Not-The-Passw0rd!', code: totpCode(secret) },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.details).toHaveProperty('password');
    expect((await api('GET', '/api/account/mfa', { token })).body).toEqual({ enabled: true });
    const off = await api('DELETE', '/api/account/mfa', {
      token: signedIn.body.accessToken,
      body: { password: PASSWORD, code: totpCode(secret) },
    });
    expect(off.body).toEqual({ enabled: false });
    const plain = await api('POST', '/api/account/login', { body: { email, password: PASSWORD } });
    expect(plain.body).toMatchObject({ accessToken: expect.any(String) });
  });

  it('refuses a malformed code before calling Cognito', async () => {
    const res = await api('POST', '/api/account/login/mfa', {
      body: { email: 'a@example.com', session: 's', code: '12ab' },
    });
    expect(res.status).toBe(400);
    expect(res.body.details.code[0]).toContain('6-digit');
  });
});
