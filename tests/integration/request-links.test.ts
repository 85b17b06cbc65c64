import { api, newManagerInNewOrg } from '../support/api';
import { advanceDays } from '../support/clock';
import { waitForEmail } from '../support/inbox';
import { enteredSession } from '../support/sessions';

/**
 * Decision e-mails as an owner's setting, and the request link they carry
 * (docs/decisions/0122-request-links.md): days after the 8-hour applicant token ended, the link still
 * files a request and shows its status, and opens nothing else. The record period and the request due
 * days are the organization's settings.
 */
let owner: string;
let orgId: string;

async function decidedSession() {
  const { id, email, applicantToken, questions } = await enteredSession(
    owner,
    { firstName: 'Lena', lastName: 'Link' },
    { topic: 'QA Engineer', numberOfQuestions: 1 },
  );
  const questionId = questions[0]!.id;
  await api('POST', '/api/session/SaveAnswer', {
    token: applicantToken,
    body: { sessionId: id, questionId, response: 'I would write a test plan first.' },
  });
  expect((await api('POST', `/api/session/${id}/finish`, { token: applicantToken })).status).toBe(200);
  const decided = await api('POST', `/api/session/${id}/decision`, {
    token: owner,
    body: { decision: 'reject', reason: 'Too little testing experience', flaggedSeen: [] },
  });
  if (decided.status !== 201) {
    // Scoring may still be running or flag the answer: the decision needs the flagged answers seen.
    for (let i = 0; i < 50; i++) {
      const d = await api('GET', `/api/session/${id}/details`, { token: owner });
      if (d.body.status === 'scored') {
        const seen = d.body.questions
          .filter(
            (q: { needsReview?: boolean; injectionSuspected?: boolean }) =>
              q.needsReview || q.injectionSuspected,
          )
          .map((q: { id: string }) => q.id);
        const again = await api('POST', `/api/session/${id}/decision`, {
          token: owner,
          body: { decision: 'reject', reason: 'Too little testing experience', flaggedSeen: seen },
        });
        expect(again.status).toBe(201);
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { id, email, applicantToken, questionId };
}

beforeAll(async () => {
  ({ token: owner, orgId } = await newManagerInNewOrg('Link Company'));
});

describe('request links', () => {
  it('settings: decision e-mails off by default, record period and request due days bounded', async () => {
    const settings = await api('GET', '/api/organization/settings', { token: owner });
    expect(settings.body).toMatchObject({ decisionEmails: false, recordDays: 1461, requestDueDays: 30 });
    for (const body of [
      { recordDays: 100 },
      { recordDays: 4000 },
      { requestDueDays: 0 },
      { requestDueDays: 31 },
    ]) {
      const refused = await api('PUT', '/api/organization/settings', { token: owner, body });
      expect(refused.status).toBe(400);
    }
    const unchanged = await api('GET', '/api/organization/settings', { token: owner });
    expect(unchanged.body).toEqual(settings.body);
  });

  it('an applicant asks from the decision e-mail days after the applicant token ended, and can do nothing else', async () => {
    const s = await decidedSession();
    // Off: no decision e-mail can be sent.
    const off = await api('POST', `/api/session/${s.id}/decision-email`, { token: owner });
    expect(off.status).toBe(409);
    expect(off.body.message).toContain('Decision e-mails are off');
    const on = await api('PUT', '/api/organization/settings', {
      token: owner,
      body: { decisionEmails: true, requestDueDays: 14, recordDays: 1000 },
    });
    expect(on.body).toMatchObject({ decisionEmails: true, requestDueDays: 14, recordDays: 1000 });
    expect((await api('POST', `/api/session/${s.id}/decision-email`, { token: owner })).status).toBe(200);
    const mail = await waitForEmail(s.email, (e) => e.subject.includes('the decision'));
    expect(mail.body.text).toContain('answers within 14 days');
    const link = /(https?:\/\/\S+\/session\/(\S+)\/requests#(\S+))/.exec(mail.body.text ?? '');
    expect(link?.[2]).toBe(s.id);
    expect(mail.body.html).toContain(link![1]);
    const linkToken = link![3]!;

    // Two days later the applicant token has ended; the link has not.
    await advanceDays(2);
    expect((await api('GET', `/api/session/${s.id}`, { token: s.applicantToken })).status).toBe(401);
    expect((await api('GET', `/api/session/${s.id}`, { token: linkToken })).status).toBe(401);
    const saveWithLink = await api('POST', '/api/session/SaveAnswer', {
      token: linkToken,
      body: { sessionId: s.id, questionId: s.questionId, response: 'Changed' },
    });
    expect(saveWithLink.status).toBe(401);
    const selfIdWithLink = await api('POST', `/api/session/${s.id}/self-identification`, {
      token: linkToken,
      body: { sex: 'female', raceEthnicity: 'declined' },
    });
    expect(selfIdWithLink.status).toBe(401);
    expect((await api('POST', `/api/session/${s.id}/finish`, { token: linkToken })).status).toBe(401);

    // The link opens the applicant's transcript: their words and times, nothing the organization added.
    const transcript = await api('GET', `/api/session/${s.id}/transcript`, { token: linkToken });
    expect(transcript.status).toBe(200);
    expect(transcript.body).toMatchObject({ organizationName: 'Link Company', language: 'English' });
    expect(transcript.body.questions).toHaveLength(1);
    expect(transcript.body.questions[0].answer).toMatchObject({
      text: 'I would write a test plan first.',
      version: 1,
    });
    expect(Date.parse(transcript.body.retainedUntil)).toBeGreaterThan(
      Date.parse(transcript.body.submittedAt),
    );
    expect(JSON.stringify(transcript.body)).not.toMatch(/keyPoints|score|signals/);

    const asked = await api('POST', `/api/session/${s.id}/requests`, {
      token: linkToken,
      body: { kind: 'explanation', message: 'Why was I turned down?' },
    });
    expect(asked.status).toBe(201);
    const { now } = await advanceDays(0);
    expect(Date.parse(asked.body.dueAt) - now).toBeGreaterThan(13.9 * 86_400_000);
    expect(Date.parse(asked.body.dueAt) - now).toBeLessThanOrEqual(14 * 86_400_000);
    const status = await api('GET', `/api/session/${s.id}/requests`, { token: linkToken });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      organizationName: 'Link Company',
      language: 'English',
      requestDueDays: 14,
    });
    expect(status.body.requests).toEqual([
      {
        id: asked.body.id,
        kind: 'explanation',
        status: 'open',
        createdAt: expect.any(String),
        dueAt: asked.body.dueAt,
      },
    ]);
    // The stored request is kept for the organization's record period (1000 days).
    const { db } = await import('../../functions/data/service');
    const { data: stored } = await db.entities.applicantRequest.get({ orgId, requestId: asked.body.id }).go();
    expect(stored!.expiresAt * 1000 - now).toBeGreaterThan(999 * 86_400_000);
    expect(stored!.expiresAt * 1000 - now).toBeLessThanOrEqual(1000 * 86_400_000);

    // The link belongs to its session only.
    const other = await decidedSession();
    expect((await api('GET', `/api/session/${other.id}/requests`, { token: linkToken })).status).toBe(401);
    expect((await api('GET', `/api/session/${other.id}/transcript`, { token: linkToken })).status).toBe(401);
    expect(
      (await api('POST', `/api/session/${other.id}/requests`, { token: linkToken, body: { kind: 'review' } }))
        .status,
    ).toBe(401);

    // Turned off again: nothing more is e-mailed.
    await api('PUT', '/api/organization/settings', { token: owner, body: { decisionEmails: false } });
    expect((await api('POST', `/api/session/${other.id}/decision-email`, { token: owner })).status).toBe(409);

    // 90 days after the e-mail the link has ended too.
    await advanceDays(90);
    expect((await api('GET', `/api/session/${s.id}/requests`, { token: linkToken })).status).toBe(401);
  });
});
