import { api, signInDemo } from '../support/api';
import { advanceDays } from '../support/clock';
import { allEmails, waitForEmail } from '../support/inbox';
import { enteredSession } from '../support/sessions';

/**
 * Applicants' requests (docs/product.md#requests): an applicant who was turned down asks why; the request
 * waits with its due date on the managers' list; a manager edits the draft built from the session's
 * evidence and sends it; the applicant receives exactly that text. When the session's retention ends the
 * answers go, and the decision record stays.
 */
let owner: string;

/** Rita Reyes's session of a generated two-question template, entered and answered, not yet submitted. */
async function rejectedSession() {
  const s = await enteredSession(
    owner,
    { firstName: 'Rita', lastName: 'Reyes' },
    { topic: 'Backend Developer', numberOfQuestions: 2 },
  );
  for (const q of s.questions)
    await api('POST', '/api/session/SaveAnswer', {
      token: s.applicantToken,
      body: { sessionId: s.id, questionId: q.id, response: `I would mention ${q.keyPoints[0]}.` },
    });
  return s;
}

async function scoredDetails(id: string) {
  for (let i = 0; i < 50; i++) {
    const d = await api('GET', `/api/session/${id}/details`, { token: owner });
    if (d.body.status === 'scored') return d.body;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('not scored');
}

beforeAll(async () => {
  owner = await signInDemo();
});

describe('applicant requests', () => {
  it('an applicant asks why; a manager edits the drafted explanation and the applicant receives it', async () => {
    const s = await rejectedSession();
    // Before submitting there is nothing to explain yet.
    const early = await api('POST', `/api/session/${s.id}/requests`, {
      token: s.applicantToken,
      body: { kind: 'explanation', message: 'Why?' },
    });
    expect(early.status).toBe(409);
    await api('POST', `/api/session/${s.id}/finish`, { token: s.applicantToken });
    const details = await scoredDetails(s.id);
    // No decision yet: nothing to e-mail (decision e-mails are the owner's choice; this organization sends them).
    await api('PUT', '/api/organization/settings', { token: owner, body: { decisionEmails: true } });
    expect((await api('POST', `/api/session/${s.id}/decision-email`, { token: owner })).status).toBe(409);
    const decided = await api('POST', `/api/session/${s.id}/decision`, {
      token: owner,
      body: {
        decision: 'reject',
        reason: 'Other applicants covered more key points',
        flaggedSeen: details.questions
          .filter(
            (q: { needsReview?: boolean; injectionSuspected?: boolean }) =>
              q.needsReview || q.injectionSuspected,
          )
          .map((q: { id: string }) => q.id),
      },
    });
    expect(decided.status).toBe(201);
    // The decision e-mail goes only when a person sends it, in the interview's language.
    const before = await allEmails();
    const emailed = await api('POST', `/api/session/${s.id}/decision-email`, { token: owner });
    expect(emailed.status).toBe(200);
    const decisionMail = await waitForEmail(s.email, (e) => e.subject.includes('the decision'));
    expect(before.some((e) => e.messageId === decisionMail.messageId)).toBe(false);
    expect(decisionMail.body.text).toContain('has decided not to move forward with your application');
    expect(decisionMail.body.text).toContain('ask for an explanation');

    const asked = await api('POST', `/api/session/${s.id}/requests`, {
      token: s.applicantToken,
      body: { kind: 'explanation', message: '<b>Why</b> was I turned down?' },
    });
    expect(asked.status).toBe(201);
    const { now } = await advanceDays(0);
    // Due 30 days after it was made (Colorado SB 26-189).
    expect(Date.parse(asked.body.dueAt) - now).toBeGreaterThan(29.9 * 86_400_000);
    expect(Date.parse(asked.body.dueAt) - now).toBeLessThanOrEqual(30 * 86_400_000);
    expect((await api('POST', `/api/session/${s.id}/requests`, { body: { kind: 'review' } })).status).toBe(
      401,
    );

    const open = await api('GET', '/api/requests?status=open', { token: owner });
    expect(open.status).toBe(200);
    const listed = open.body.items.find((r: { id: string }) => r.id === asked.body.id);
    expect(listed).toMatchObject({
      sessionId: s.id,
      kind: 'explanation',
      status: 'open',
      applicantName: 'Rita Reyes',
      message: '<b>Why</b> was I turned down?',
      dueAt: asked.body.dueAt,
      overdue: false,
    });

    const draft = await api('GET', `/api/requests/${asked.body.id}/draft`, { token: owner });
    expect(draft.status).toBe(200);
    expect(draft.body.language).toBe('English');
    expect(draft.body.text).toContain('Other applicants covered more key points');
    expect(draft.body.text).toContain('a person reviewed the result and made the decision');
    expect(draft.body.text).toMatch(/Question 1: /);
    expect(draft.body.text).toMatch(/(Covered|Partly covered|Not covered): /);

    const edited = `${draft.body.text}\n\nP.S. We would be glad to see you apply again next year.`;
    const sent = await api('POST', `/api/requests/${asked.body.id}/response`, {
      token: owner,
      body: { text: edited },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      status: 'answered',
      response: edited,
      respondedByName: expect.any(String),
    });

    const mail = await waitForEmail(s.email, (e) => e.subject.includes('answers your request'));
    expect(mail.body.text).toBe(edited);
    expect(mail.body.html).toContain('We would be glad to see you apply again next year.');

    // Answered once: a second send is refused and sends nothing.
    const again = await api('POST', `/api/requests/${asked.body.id}/response`, {
      token: owner,
      body: { text: 'Second answer' },
    });
    expect(again.status).toBe(409);
    const audit = await api('GET', '/api/audit?action=request.answer', { token: owner });
    expect(audit.body.items[0]).toMatchObject({ targetId: s.id });

    // Retention ends (365 days after submission): the answers and the applicant's words go; the
    // decision record and the answered request's dates stay.
    const { db } = await import('../../functions/data/service');
    expect(
      (await db.entities.answer.query.byQuestion({ sessionId: s.id }).go({ pages: 'all' })).data.length,
    ).toBeGreaterThan(0);
    await advanceDays(366);
    await expect
      .poll(
        async () =>
          (await db.entities.answer.query.byQuestion({ sessionId: s.id }).go({ pages: 'all' })).data.length,
      )
      .toBe(0);
    const orgId = (await api('GET', '/api/account/me', { token: owner })).body.orgId;
    const { data: record } = await db.entities.decisionRecord.get({ orgId, sessionId: s.id }).go();
    expect(record).toMatchObject({
      decision: 'reject',
      decisionReason: 'Other applicants covered more key points',
    });
    expect(JSON.stringify(record)).not.toContain(s.email);
    const after = await api('GET', '/api/requests', { token: owner });
    const kept = after.body.items.find((r: { id: string }) => r.id === asked.body.id);
    expect(kept).toMatchObject({ status: 'answered', kind: 'explanation' });
    expect(kept.message).toBeUndefined();
    expect(kept.response).toBeUndefined();
    expect(kept.applicantName).toBeUndefined();
  });
});
