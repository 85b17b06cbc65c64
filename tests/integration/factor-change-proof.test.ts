import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { cognitoClient } from '../../infra/local/bootstrap';
import {
  AssociateSoftwareTokenCommand,
  SetUserMFAPreferenceCommand,
} from '@aws-sdk/client-cognito-identity-provider';
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

async function newManager() {
  const email = `proof-${randomUUID().slice(0, 8)}@example.com`;
  await api('POST', '/api/account/register', { body: { name: 'Ola', email, password: PASSWORD } });
  await api('POST', '/api/account/confirm', { body: { email, code: await codeFor(email) } });
  const login = await api('POST', '/api/account/login', { body: { email, password: PASSWORD } });
  return { email, token: login.body.accessToken as string, expiresIn: login.body.expiresIn as number };
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/** Signs in with the password and the app's current code; the answer's status. */
async function signInWith(email: string, secret: string) {
  const first = await api('POST', '/api/account/login', { body: { email, password: PASSWORD } });
  const second = await api('POST', '/api/account/login/mfa', {
    body: { email, session: first.body.session, code: totpCode(secret) },
  });
  return second.status;
}

describe('door: a second factor replaced with an access token alone', () => {
  it('refuses setting up, verifying or replacing an app without the password and the current code', async () => {
    const { email, token, expiresIn } = await newManager();
    // Tokens live 15 minutes, as deployed, and the answer says so (the web app refreshes by it).
    const claims = claimsOf(token);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(900);
    expect(expiresIn).toBe(900);

    // A stolen token alone: no secret is handed out and nothing changes.
    expect((await api('POST', '/api/account/mfa/setup', { token, body: {} })).status).toBe(400);
    const wrongPassword = await api('POST', '/api/account/mfa/setup', {
      token,
      body: { password: 'Not-The-Passw0rd!' },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.details).toHaveProperty('password');
    expect((await api('POST', '/api/account/mfa/verify', { token, body: { code: '123456' } })).status).toBe(
      400,
    );
    expect((await api('GET', '/api/account/mfa', { token })).body).toEqual({ enabled: false });

    // The owner, with the password, turns an app on.
    const setup = await api('POST', '/api/account/mfa/setup', { token, body: { password: PASSWORD } });
    expect(setup.status).toBe(200);
    const owners = setup.body.secretCode as string;
    const on = await api('POST', '/api/account/mfa/verify', {
      token,
      body: { password: PASSWORD, code: totpCode(owners) },
    });
    expect(on.body).toEqual({ enabled: true });

    // Someone with the token and even the password cannot replace it without the owner's app.
    const fresh = await api('POST', '/api/account/login/mfa', {
      body: {
        email,
        session: (await api('POST', '/api/account/login', { body: { email, password: PASSWORD } })).body
          .session,
        code: totpCode(owners),
      },
    });
    const session = fresh.body.accessToken as string;
    const noCode = await api('POST', '/api/account/mfa/setup', {
      token: session,
      body: { password: PASSWORD },
    });
    expect(noCode.status).toBe(400);
    expect(noCode.body.details).toHaveProperty('currentCode');
    const wrongCode = await api('POST', '/api/account/mfa/setup', {
      token: session,
      body: { password: PASSWORD, currentCode: totpCode(owners) === '000000' ? '111111' : '000000' },
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.details).toHaveProperty('currentCode');
    expect((await api('GET', '/api/account/mfa', { token: session })).body).toEqual({ enabled: true });
    expect(await signInWith(email, owners)).toBe(200);

    // Cognito's own self-service calls refuse the manager's token: it carries no admin scope.
    expect(String(claimsOf(session).scope ?? '')).not.toContain('aws.cognito.signin.user.admin');
    const cognito = cognitoClient(inject('stack').env.COGNITO_ENDPOINT!);
    await expect(cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: session }))).rejects.toThrow(
      /required scopes/,
    );
    await expect(
      cognito.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: session,
          SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
        }),
      ),
    ).rejects.toThrow(/required scopes/);
    expect(await signInWith(email, owners)).toBe(200);

    // With the current code, the owner replaces the app: the new one signs in, the old one no longer.
    const replace = await api('POST', '/api/account/mfa/setup', {
      token: session,
      body: { password: PASSWORD, currentCode: totpCode(owners) },
    });
    expect(replace.status).toBe(200);
    const next = replace.body.secretCode as string;
    const replaced = await api('POST', '/api/account/mfa/verify', {
      token: session,
      body: { password: PASSWORD, code: totpCode(next) },
    });
    expect(replaced.body).toEqual({ enabled: true });
    expect(await signInWith(email, next)).toBe(200);
    expect(await signInWith(email, owners)).toBe(400);
  });
});
