import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { COGNITO_DEFAULT_SENDER } from '../../infra/local/cognito-mail';
import { api } from '../support/api';
import { waitForEmail } from '../support/inbox';
import { totpCode } from '../support/totp';

const PASSWORD = 'Str0ng-Passw0rd!';
const NEW_PASSWORD = 'An0ther-Str0ng-One!';

/** The newest 6-digit code mailed to `email` that is not in `old`. */
async function newCodeFor(email: string, old: string[] = []) {
  const mail = await waitForEmail(email, (e) => {
    const code = /\b(\d{6})\b/.exec(e.body.text ?? '')?.[1];
    return code !== undefined && !old.includes(code);
  });
  return /\b(\d{6})\b/.exec(mail.body.text!)![1]!;
}

/** A confirmed manager with an organization, signed in on two devices. */
async function managerOnTwoDevices() {
  const email = `gso-${randomUUID().slice(0, 8)}@example.com`;
  await api('POST', '/api/account/register', { body: { name: 'Gil', email, password: PASSWORD } });
  const confirmCode = await newCodeFor(email);
  await api('POST', '/api/account/confirm', { body: { email, code: confirmCode } });
  const here = await api('POST', '/api/account/login', { body: { email, password: PASSWORD } });
  await api('POST', '/api/account/setup', {
    token: here.body.accessToken,
    body: { organizationName: 'Gil Co' },
  });
  const there = await api('POST', '/api/account/login', { body: { email, password: PASSWORD } });
  expect(there.status).toBe(200);
  return { email, confirmCode, here: here.body, there: there.body };
}

const refresh = (refreshToken: string) => api('POST', '/api/account/refresh', { body: { refreshToken } });

/** The handlers' Cognito endpoint: cognito-local behind the proxy that adds the global sign-outs. */
const cognito = () =>
  new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: inject('stack').env.COGNITO_ENDPOINT,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

describe('every session ends after a password reset or an MFA change', () => {
  it('a password reset: the other device can no longer refresh, the new password signs in', async () => {
    const { email, confirmCode, here, there } = await managerOnTwoDevices();
    expect((await refresh(there.refreshToken)).status).toBe(200);
    await api('POST', '/api/account/forgotPassword', { body: { email } });
    const code = await newCodeFor(email, [confirmCode]);
    // The pool sends its own mail (cognitoEmail=cognito, the default): from Cognito's sender, not SES's.
    expect((await waitForEmail(email)).from).toContain(COGNITO_DEFAULT_SENDER);
    const reset = await api('POST', '/api/account/resetPassword', {
      body: { email, code, password: NEW_PASSWORD },
    });
    expect(reset.status).toBe(204);

    // Before: both devices kept refreshing for 30 days after the reset.
    for (const device of [here, there]) {
      const after = await refresh(device.refreshToken);
      expect(after.status).toBe(401);
      expect(after.body.error).toBe('Unauthorized');
    }
    // Cognito refuses the old access token on its own calls; the API's JWT authorizer, which does not
    // ask Cognito, lets it through until it expires (15 minutes).
    await expect(
      cognito().send(new GetUserCommand({ AccessToken: there.accessToken })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: expect.stringMatching(/revoked/) });
    expect((await api('GET', '/api/account/me', { token: there.accessToken })).status).toBe(200);

    const again = await api('POST', '/api/account/login', { body: { email, password: NEW_PASSWORD } });
    expect(again.status).toBe(200);
    expect((await refresh(again.body.refreshToken)).status).toBe(200);
  });

  it('turning the authenticator app on and then off each end the sessions opened before', async () => {
    const { email, here, there } = await managerOnTwoDevices();
    const setup = await api('POST', '/api/account/mfa/setup', {
      token: here.accessToken,
      body: { password: PASSWORD },
    });
    const secret = setup.body.secretCode as string;
    const on = await api('POST', '/api/account/mfa/verify', {
      token: here.accessToken,
      body: { password: PASSWORD, code: totpCode(secret) },
    });
    expect(on.body).toEqual({ enabled: true });
    expect((await refresh(there.refreshToken)).status).toBe(401);
    expect((await refresh(here.refreshToken)).status).toBe(401);
    // An old session's token, even with the password, changes nothing without the app's code.
    const late = await api('POST', '/api/account/mfa/setup', {
      token: there.accessToken,
      body: { password: PASSWORD },
    });
    expect(late.status).toBe(400);
    expect(late.body.details).toHaveProperty('currentCode');

    // Two new sessions with both factors; turning the app off ends both.
    const signIn = async () => {
      const first = await api('POST', '/api/account/login', { body: { email, password: PASSWORD } });
      const second = await api('POST', '/api/account/login/mfa', {
        body: { email, session: first.body.session, code: totpCode(secret) },
      });
      expect(second.status).toBe(200);
      return second.body;
    };
    const a = await signIn();
    const b = await signIn();
    const off = await api('DELETE', '/api/account/mfa', {
      token: a.accessToken,
      body: { password: PASSWORD, code: totpCode(secret) },
    });
    expect(off.body).toEqual({ enabled: false });
    expect((await refresh(a.refreshToken)).status).toBe(401);
    expect((await refresh(b.refreshToken)).status).toBe(401);
    const plain = await api('POST', '/api/account/login', { body: { email, password: PASSWORD } });
    expect((await refresh(plain.body.refreshToken)).status).toBe(200);
  });

  it("Cognito's own GlobalSignOut needs the self-service scope, then ends every session of its user", async () => {
    const { email, there, here } = await managerOnTwoDevices();
    // A manager's access token carries no aws.cognito.signin.user.admin (decision record 0139).
    await expect(cognito().send(new GlobalSignOutCommand({ AccessToken: here.accessToken }))).rejects.toThrow(
      /required scopes/,
    );
    expect((await refresh(here.refreshToken)).status).toBe(200);
    // A token of the factor client keeps the scope: its GlobalSignOut ends every session of the user.
    const proof = await cognito().send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: inject('stack').env.USER_POOL_FACTOR_CLIENT_ID,
        AuthParameters: { USERNAME: email, PASSWORD },
      }),
    );
    const scoped = proof.AuthenticationResult!.AccessToken!;
    await cognito().send(new GlobalSignOutCommand({ AccessToken: scoped }));
    expect((await refresh(here.refreshToken)).status).toBe(401);
    expect((await refresh(there.refreshToken)).status).toBe(401);
    await expect(cognito().send(new GlobalSignOutCommand({ AccessToken: scoped }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });
});
