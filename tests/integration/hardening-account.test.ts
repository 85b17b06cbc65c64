import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { api, newManagerInNewOrg, signInDemo } from '../support/api';
import { allEmails } from '../support/inbox';

const PASSWORD = 'Str0ng-Passw0rd!';

/** The 6-digit codes e-mailed to `email` so far, oldest first. */
async function codesTo(email: string): Promise<string[]> {
  return (await allEmails())
    .filter((e) => e.destination.to.includes(email))
    .flatMap((e) => /\b(\d{6})\b/.exec(e.body.text ?? '')?.[1] ?? []);
}

async function waitForCodes(email: string, count: number): Promise<string[]> {
  for (let i = 0; i < 50; i++) {
    const codes = await codesTo(email);
    if (codes.length >= count) return codes;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Fewer than ${count} code e-mails to ${email}`);
}

async function register(name: string) {
  const email = `acct-${randomUUID().slice(0, 8)}@example.com`;
  const res = await api('POST', '/api/account/register', { body: { name, email, password: PASSWORD } });
  expect(res.status).toBe(201);
  return email;
}

describe('account calls that used to fail with 500', () => {
  it('resends the confirmation code to the local inbox, and the resent code confirms', async () => {
    const email = await register('Rita');
    await waitForCodes(email, 1);
    const resent = await api('POST', '/api/account/resendConfirmation', { body: { email } });
    expect(resent.status).toBe(200);
    expect(resent.body.destination).toMatch(/@example\.com$/);
    const codes = await waitForCodes(email, 2);
    const confirmed = await api('POST', '/api/account/confirm', { body: { email, code: codes.at(-1) } });
    expect(confirmed.status).toBe(204);
    const again = await api('POST', '/api/account/resendConfirmation', { body: { email } });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Conflict');
  });

  it('answers 400 when confirming or resending for an unknown e-mail', async () => {
    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const confirm = await api('POST', '/api/account/confirm', { body: { email: unknown, code: '123456' } });
    expect(confirm.status).toBe(400);
    expect(confirm.body.details).toHaveProperty('code');
    const resend = await api('POST', '/api/account/resendConfirmation', { body: { email: unknown } });
    expect(resend.status).toBe(400);
  });

  it('refuses an ID token with 401 on every kind of manager route; the access token works', async () => {
    const { demoEmail, demoPassword } = inject('stack');
    const login = await api('POST', '/api/account/login', {
      body: { email: demoEmail, password: demoPassword },
    });
    const idToken = login.body.idToken as string;
    for (const [method, path] of [
      ['GET', '/api/account/setup'],
      ['GET', '/api/account/me'],
      ['GET', '/api/applicants'],
      ['GET', '/api/team'],
    ]) {
      const refused = await api(method!, path!, { token: idToken });
      expect(refused.status, path).toBe(401);
      expect(refused.body).toMatchObject({
        error: 'Unauthorized',
        message: expect.stringMatching(/access token/),
      });
      expect((await api(method!, path!, { token: login.body.accessToken })).status, path).toBe(200);
    }
  });
});

describe('invitations of several organizations', () => {
  it('keeps each organization’s invitation and joins the one accepted', async () => {
    const owner = await signInDemo();
    const other = await newManagerInNewOrg('Second Company');
    const email = await register('Ines');
    await api('POST', '/api/team/invitations', { token: owner, body: { email } });
    await new Promise((r) => setTimeout(r, 5));
    const theirs = await api('POST', '/api/team/invitations', { token: other.token, body: { email } });
    expect(theirs.status).toBe(201);
    // B's invitation did not replace A's.
    const ours = await api('GET', '/api/team', { token: owner });
    expect(ours.body.invitations.map((i: { email: string }) => i.email)).toContain(email);

    const [code] = await waitForCodes(email, 1);
    await api('POST', '/api/account/confirm', { body: { email, code } });
    const login = await api('POST', '/api/account/login', { body: { email, password: PASSWORD } });
    const token = login.body.accessToken as string;
    const setup = await api('GET', '/api/account/setup', { token });
    expect(setup.body.invitation).toEqual({
      orgId: other.orgId,
      orgName: 'Second Company',
      invitedByName: 'Other Manager',
    });

    const demoOrg = (await api('GET', '/api/account/me', { token: owner })).body;
    const joined = await api('POST', '/api/account/setup', {
      token,
      body: { acceptInvitation: true, orgId: demoOrg.orgId },
    });
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ orgId: demoOrg.orgId, orgName: demoOrg.orgName, role: 'member' });
    const after = await api('GET', '/api/team', { token: owner });
    expect(after.body.invitations.map((i: { email: string }) => i.email)).not.toContain(email);
    expect(after.body.members.map((m: { email: string }) => m.email)).toContain(email);
    const stillTheirs = await api('GET', '/api/team', { token: other.token });
    expect(stillTheirs.body.invitations.map((i: { email: string }) => i.email)).toContain(email);
  });
});
