import { randomUUID } from 'node:crypto';
import { api, signInDemo } from '../support/api';
import { allEmails, waitForEmail } from '../support/inbox';

const PASSWORD = 'Str0ng-Passw0rd!';

/** Messages to this address so far, to wait for a newer one. */
async function countTo(email: string) {
  return (await allEmails()).filter((e) => e.destination.to.includes(email)).length;
}

/** The 6-digit code of the first code e-mail to `email` after the first `skip` messages to it. */
async function codeFor(email: string, skip = 0) {
  for (let i = 0; i < 50; i++) {
    const mails = (await allEmails()).filter((e) => e.destination.to.includes(email)).slice(skip);
    const mail = mails.find((e) => /\b\d{6}\b/.test(e.body.text ?? ''));
    if (mail) return /\b(\d{6})\b/.exec(mail.body.text!)![1]!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No code e-mail to ${email}: ${JSON.stringify(await allEmails()).slice(-2000)}`);
}

async function registerAndSignIn(name: string) {
  const email = `new-${randomUUID().slice(0, 8)}@example.com`;
  const registered = await api('POST', '/api/account/register', {
    body: { name, email, password: PASSWORD },
  });
  expect(registered.status).toBe(201);
  const confirmed = await api('POST', '/api/account/confirm', {
    body: { email, code: await codeFor(email) },
  });
  expect(confirmed.status).toBe(204);
  const login = await api('POST', '/api/account/login', { body: { email, password: PASSWORD } });
  expect(login.status).toBe(200);
  return { email, token: login.body.accessToken as string };
}

describe('sign-up, organization setup and team on cognito-local', () => {
  it('registers, confirms with the e-mailed code, names the organization and signs in', async () => {
    const email = `new-${randomUUID().slice(0, 8)}@example.com`;
    const weak = await api('POST', '/api/account/register', {
      body: { name: 'Nina', email, password: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.details.password.length).toBeGreaterThan(1);

    expect(
      (await api('POST', '/api/account/register', { body: { name: 'Nina', email, password: PASSWORD } }))
        .status,
    ).toBe(201);
    const before = await api('POST', '/api/account/login', { body: { email, password: PASSWORD } });
    expect(before.status).toBe(403);
    expect(before.body.error).toBe('UserNotConfirmed');

    const wrong = await api('POST', '/api/account/confirm', { body: { email, code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(
      (await api('POST', '/api/account/confirm', { body: { email, code: await codeFor(email) } })).status,
    ).toBe(204);

    const token = (await api('POST', '/api/account/login', { body: { email, password: PASSWORD } })).body
      .accessToken;
    const noOrg = await api('GET', '/api/applicants', { token });
    expect(noOrg.status).toBe(403);
    expect(noOrg.body.error).toBe('NoOrganization');
    const setup = await api('GET', '/api/account/setup', { token });
    expect(setup.body).toEqual({ email, name: 'Nina', hasOrganization: false, invitation: null });

    const created = await api('POST', '/api/account/setup', {
      token,
      body: { organizationName: 'Nina Labs' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email, orgName: 'Nina Labs', role: 'owner' });
    expect((await api('GET', '/api/applicants', { token })).body.items).toEqual([]);
    const again = await api('POST', '/api/account/setup', { token, body: { organizationName: 'Second' } });
    expect(again.status).toBe(409);
  });

  it('refuses a second account with the same e-mail', async () => {
    const { email } = await registerAndSignIn('Dup');
    const res = await api('POST', '/api/account/register', {
      body: { name: 'Dup', email, password: PASSWORD },
    });
    expect(res.status).toBe(409);
  });

  it('resets a forgotten password with the e-mailed code', async () => {
    const { email, token } = await registerAndSignIn('Forgetful');
    await api('POST', '/api/account/setup', { token, body: { organizationName: 'Forgetful Inc' } });
    const before = await countTo(email);
    expect((await api('POST', '/api/account/forgotPassword', { body: { email } })).status).toBe(200);
    const unknown = await api('POST', '/api/account/forgotPassword', {
      body: { email: 'nobody-here@example.com' },
    });
    expect(unknown.status).toBe(200);
    const code = await codeFor(email, before);
    const reset = await api('POST', '/api/account/resetPassword', {
      body: { email, code, password: 'An0ther-Passw0rd!' },
    });
    expect(reset.status).toBe(204);
    expect(
      (await api('POST', '/api/account/login', { body: { email, password: 'An0ther-Passw0rd!' } })).status,
    ).toBe(200);
    expect((await api('POST', '/api/account/login', { body: { email, password: PASSWORD } })).status).toBe(
      401,
    );
  });

  it("lets an invited manager join the inviter's organization and no other", async () => {
    const owner = await signInDemo();
    const inviteeEmail = `invitee-${randomUUID().slice(0, 8)}@example.com`;
    const team = await api('POST', '/api/team/invitations', { token: owner, body: { email: inviteeEmail } });
    expect(team.status).toBe(201);
    expect(team.body.invitations.map((i: any) => i.email)).toContain(inviteeEmail);
    const inviteMail = await waitForEmail(inviteeEmail);
    expect(inviteMail.body.text).toContain('/register?email=');

    await api('POST', '/api/account/register', {
      body: { name: 'Ivy', email: inviteeEmail, password: PASSWORD },
    });
    await api('POST', '/api/account/confirm', {
      body: { email: inviteeEmail, code: await codeFor(inviteeEmail) },
    });
    const token = (
      await api('POST', '/api/account/login', { body: { email: inviteeEmail, password: PASSWORD } })
    ).body.accessToken;
    const setup = await api('GET', '/api/account/setup', { token });
    expect(setup.body.invitation).toMatchObject({ orgName: 'Demo Company', invitedByName: 'Demo Manager' });
    const joined = await api('POST', '/api/account/setup', { token, body: { acceptInvitation: true } });
    expect(joined.body).toMatchObject({ orgName: 'Demo Company', role: 'member' });

    // Same applicants as the owner; a member cannot manage the team.
    const ownerList = await api('GET', '/api/applicants?limit=100', { token: owner });
    const memberList = await api('GET', '/api/applicants?limit=100', { token });
    expect(memberList.body.items.map((a: any) => a.id)).toEqual(ownerList.body.items.map((a: any) => a.id));
    expect(
      (await api('POST', '/api/team/invitations', { token, body: { email: 'x@example.com' } })).status,
    ).toBe(403);

    // Someone outside the organization does not see them.
    const outsider = await registerAndSignIn('Outsider');
    await api('POST', '/api/account/setup', {
      token: outsider.token,
      body: { organizationName: 'Elsewhere' },
    });
    expect((await api('GET', '/api/applicants', { token: outsider.token })).body.items).toEqual([]);

    // The owner removes the member, who then has no access.
    const members = (await api('GET', '/api/team', { token: owner })).body.members;
    const member = members.find((m: any) => m.email === inviteeEmail);
    expect((await api('DELETE', `/api/team/members/${member.userId}`, { token: owner })).status).toBe(200);
    expect((await api('GET', '/api/applicants', { token })).status).toBe(403);
  });
});
