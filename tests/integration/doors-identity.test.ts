import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { api, cognitoClient, signIn, signInDemo } from '../support/api';
import { allEmails } from '../support/inbox';

const PASSWORD = 'Str0ng-Passw0rd!';
const address = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;

async function confirmationCode(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const code = (await allEmails())
      .filter((e) => e.destination.to.includes(email))
      .map((e) => /\b(\d{6})\b/.exec(e.body.text ?? '')?.[1])
      .find(Boolean);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No code e-mail to ${email}`);
}

/** Registers through the API, confirms with the e-mailed code and signs in; returns the access token. */
async function registeredManager(email: string): Promise<string> {
  expect(
    (await api('POST', '/api/account/register', { body: { name: 'Mallory', email, password: PASSWORD } }))
      .status,
  ).toBe(201);
  const confirmed = await api('POST', '/api/account/confirm', {
    body: { email, code: await confirmationCode(email) },
  });
  expect(confirmed.status).toBe(204);
  return signIn(email, PASSWORD);
}

async function poolEmail(username: string) {
  const { cognitoUrl, env } = inject('stack');
  const user = await cognitoClient(cognitoUrl).send(
    new AdminGetUserCommand({ UserPoolId: env.USER_POOL_ID!, Username: username }),
  );
  const attr = (n: string) => user.UserAttributes?.find((a) => a.Name === n)?.Value;
  return { email: attr('email'), verified: attr('email_verified') };
}

describe('joining another organization through a changed e-mail', () => {
  it('keeps the proved e-mail when a user changes it with their own token, so the invitation stays closed', async () => {
    const owner = await signInDemo();
    const victim = address('invitee');
    expect(
      (await api('POST', '/api/team/invitations', { token: owner, body: { email: victim } })).status,
    ).toBe(201);

    const mallory = address('mallory');
    const token = await registeredManager(mallory);
    // The attacker calls the user pool's public UpdateUserAttributes with their own access token, as anyone
    // can from a browser console. Cognito refuses an attribute outside the client's WriteAttributes
    // ("UpdateUserAttributes", Amazon Cognito API Reference); cognito-local keeps the original e-mail until
    // the new one is verified (AttributesRequireVerificationBeforeUpdate), as the cloud pool also does.
    await cognitoClient(inject('stack').cognitoUrl)
      .send(
        new UpdateUserAttributesCommand({
          AccessToken: token,
          UserAttributes: [
            { Name: 'email', Value: victim },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      )
      .catch(() => undefined);
    expect(await poolEmail(mallory)).toEqual({ email: mallory, verified: 'true' });

    const setup = await api('GET', '/api/account/setup', { token });
    expect(setup.status).toBe(200);
    expect(setup.body).toMatchObject({ email: mallory, invitation: null, hasOrganization: false });
    const join = await api('POST', '/api/account/setup', { token, body: { acceptInvitation: true } });
    expect(join.status).toBe(409);
    const team = await api('GET', '/api/team', { token: owner });
    expect(team.body.members.map((m: { email: string }) => m.email)).not.toContain(victim);
    expect(team.body.members.map((m: { email: string }) => m.email)).not.toContain(mallory);
    expect(team.body.invitations.map((i: { email: string }) => i.email)).toContain(victim);
  });

  it('neither shows nor accepts an invitation for an address the pool holds as unverified', async () => {
    const owner = await signInDemo();
    const invited = address('unproved');
    expect(
      (await api('POST', '/api/team/invitations', { token: owner, body: { email: invited } })).status,
    ).toBe(201);
    // A user whose address was never proved (an operator-made account without email_verified).
    const { cognitoUrl, env } = inject('stack');
    const cognito = cognitoClient(cognitoUrl);
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: env.USER_POOL_ID!,
        Username: invited,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: invited },
          { Name: 'name', Value: 'Unproved' },
        ],
      }),
    );
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: env.USER_POOL_ID!,
        Username: invited,
        Password: PASSWORD,
        Permanent: true,
      }),
    );
    const token = await signIn(invited, PASSWORD);
    const setup = await api('GET', '/api/account/setup', { token });
    expect(setup.body).toMatchObject({ email: invited, invitation: null });
    const join = await api('POST', '/api/account/setup', { token, body: { acceptInvitation: true } });
    expect(join.status).toBe(403);
    expect(join.body.error).toBe('EmailNotVerified');
    const team = await api('GET', '/api/team', { token: owner });
    expect(team.body.members.map((m: { email: string }) => m.email)).not.toContain(invited);
  });

  it('shows the invitation to its addressee once the code has proved the address', async () => {
    const owner = await signInDemo();
    const invited = address('proved');
    await api('POST', '/api/team/invitations', { token: owner, body: { email: invited } });
    const token = await registeredManager(invited);
    expect(await poolEmail(invited)).toEqual({ email: invited, verified: 'true' });
    const setup = await api('GET', '/api/account/setup', { token });
    expect(setup.body.invitation).toMatchObject({ invitedByName: expect.any(String) });
  });
});
