import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { ensureUser } from '../../infra/local/bootstrap';
import { MAX_ANSWER_VERSIONS } from '../../shared/session-rules';
import { api, newManagerInNewOrg, signIn } from '../support/api';
import { newOpenSession } from '../support/sessions';

/** A member (not owner) of an organization, made as an operator would. */
async function newMember(orgId: string): Promise<string> {
  const { env } = inject('stack');
  const email = `member-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Member-Passw0rd!';
  const userId = await ensureUser(env.COGNITO_ENDPOINT!, env.USER_POOL_ID!, email, password, 'Mo Member');
  const { db } = await import('../../functions/data/service');
  await db.entities.membership.create({ userId, orgId, email, name: 'Mo Member', role: 'member' }).go();
  return signIn(email, password);
}

describe('answer versions are capped', () => {
  it(`keeps at most ${MAX_ANSWER_VERSIONS} versions of an answer; the next save is refused and changes nothing`, async () => {
    // Before, an applicant token could add versions without end (50 a second for 8 hours).
    const owner = await newManagerInNewOrg('Versions Org');
    const session = await newOpenSession(owner.token, 'Capped', 1);
    const entered = await api('POST', `/api/session/${session.id}/auth`, {
      body: { code: session.accessCode, noticeAccepted: true },
    });
    const token = entered.body.token as string;
    const view = await api('GET', `/api/session/${session.id}`, { token });
    const questionId = view.body.questions[0].id as string;
    const save = (response: string) =>
      api('POST', '/api/session/SaveAnswer', {
        token,
        body: { sessionId: session.id, questionId, response },
      });
    for (let v = 1; v <= MAX_ANSWER_VERSIONS; v++)
      expect((await save(`draft ${v}`)).status, `v${v}`).toBe(200);
    const refused = await save('one too many');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'AnswerVersionLimit', message: expect.any(String) });
    const after = await api('GET', `/api/session/${session.id}`, { token });
    expect(after.body.answers).toEqual([
      expect.objectContaining({
        questionId,
        version: MAX_ANSWER_VERSIONS,
        text: `draft ${MAX_ANSWER_VERSIONS}`,
      }),
    ]);
  });
});

describe('privacy settings are the owner’s', () => {
  it('refuses a member’s change of retention or contact address with 403 and keeps the owner’s', async () => {
    // Before, any member could change what applicants are told.
    const owner = await newManagerInNewOrg('Privacy Org');
    const member = await newMember(owner.orgId);
    const before = await api('GET', '/api/organization/settings', { token: owner.token });
    for (const body of [{ retentionDays: 30 }, { contactEmail: 'member-inbox@example.com' }]) {
      const refused = await api('PUT', '/api/organization/settings', { token: member, body });
      expect(refused.status, JSON.stringify(body)).toBe(403);
      expect(refused.body.error).toBe('Forbidden');
    }
    const after = await api('GET', '/api/organization/settings', { token: owner.token });
    expect(after.body).toEqual(before.body);
    // Members keep the defaults they may change; the owner changes privacy.
    expect(
      (await api('PUT', '/api/organization/settings', { token: member, body: { defaultDueInDays: 9 } }))
        .status,
    ).toBe(200);
    const changed = await api('PUT', '/api/organization/settings', {
      token: owner.token,
      body: { retentionDays: 30, contactEmail: 'privacy@example.com' },
    });
    expect(changed.body).toMatchObject({
      retentionDays: 30,
      contactEmail: 'privacy@example.com',
      defaultDueInDays: 9,
    });
  });
});

describe('breached passwords', () => {
  it('refuses a breached password at sign-up and at reset, as Cognito’s compromised-credentials check does', async () => {
    // "P@ssw0rd" meets the password policy and is one of the most common breached passwords.
    const email = `breached-${randomUUID().slice(0, 8)}@example.com`;
    const refused = await api('POST', '/api/account/register', {
      body: { name: 'Bea', email, password: 'P@ssw0rd' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details.password[0]).toMatch(/breached/);
    // Nothing was created: the same address registers with a sound password.
    const accepted = await api('POST', '/api/account/register', {
      body: { name: 'Bea', email, password: 'Str0ng-Passw0rd!' },
    });
    expect(accepted.status).toBe(201);
    const reset = await api('POST', '/api/account/resetPassword', {
      body: { email, code: '123456', password: 'Pa$$w0rd' },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.details.password[0]).toMatch(/breached/);
  });
});

describe('the privacy contact is asked for at organization setup', () => {
  it('stores the address the owner gives, and refuses a malformed one without creating anything', async () => {
    // Before, the contact shown on every session's intro was always the owner's own e-mail.
    const { env } = inject('stack');
    const email = `founder-${randomUUID().slice(0, 8)}@example.com`;
    await ensureUser(env.COGNITO_ENDPOINT!, env.USER_POOL_ID!, email, 'Founder-Passw0rd!', 'Fay Founder');
    const token = await signIn(email, 'Founder-Passw0rd!');
    const bad = await api('POST', '/api/account/setup', {
      token,
      body: { organizationName: 'Founded Co', contactEmail: 'not-an-address' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toHaveProperty('contactEmail');
    expect((await api('GET', '/api/account/setup', { token })).body.hasOrganization).toBe(false);
    const created = await api('POST', '/api/account/setup', {
      token,
      body: { organizationName: 'Founded Co', contactEmail: 'privacy@founded.example' },
    });
    expect(created.status).toBe(201);
    const settings = await api('GET', '/api/organization/settings', { token });
    expect(settings.body.contactEmail).toBe('privacy@founded.example');
  });
});
