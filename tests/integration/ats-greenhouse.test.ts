import { api, signInDemo } from '../support/api';
import { GreenhouseHarness } from '../support/greenhouse-harness';
import { accessCodeIn, allEmails, waitForEmail } from '../support/inbox';
import { generateTemplate } from '../support/templates';
import { until } from '../support/webhooks';

/**
 * A recruiter's round trip through Greenhouse's Assessment partner API, against a harness as strict as
 * Greenhouse's documentation (tests/support/greenhouse-harness.ts).
 */
describe('Greenhouse assessments', () => {
  it('lists templates, sends a test once, and reports the scored session back through the PATCH', async () => {
    const owner = await signInDemo();
    const key = await api('POST', '/api/api-keys', {
      token: owner,
      body: { name: 'Greenhouse', scopes: ['ats'] },
    });
    expect(key.status).toBe(201);
    const greenhouse = await GreenhouseHarness.start(key.body.key);
    const template = await generateTemplate(owner, {
      topic: 'Site Reliability Engineer',
      language: 'English',
      numberOfQuestions: 1,
    });

    const tests = await greenhouse.listTests();
    expect(tests).toContainEqual({
      partner_test_id: template.id,
      partner_test_name: 'Site Reliability Engineer (English)',
    });

    const email = `grace-${Date.now()}@example.com`;
    const candidate = { first_name: 'Grace', last_name: 'Hopper', email };
    const interviewId = await greenhouse.send(template.id, candidate);
    // Greenhouse retries what it saw fail: the same test for the same candidate is the same interview.
    expect(await greenhouse.sendTest(template.id, candidate)).toBe(interviewId);
    const mail = await waitForEmail(email);
    expect((await allEmails()).filter((e) => e.destination.to.includes(email))).toHaveLength(1);
    expect((await greenhouse.testStatus(interviewId)).partner_status).toBe('in_progress');

    const applicant = await api('POST', `/api/session/${interviewId}/auth`, {
      body: { code: accessCodeIn(mail), noticeAccepted: true },
    });
    expect(applicant.status).toBe(200);
    for (const q of template.questions)
      await api('POST', '/api/session/SaveAnswer', {
        token: applicant.body.token,
        body: { sessionId: interviewId, questionId: q.id, response: q.keyPoints.join('. ') },
      });
    expect(
      (await api('POST', `/api/session/${interviewId}/finish`, { token: applicant.body.token })).status,
    ).toBe(200);

    const status = await until('the completion PATCH', () => greenhouse.completions.get(interviewId), 30_000);
    expect(status).toMatchObject({
      partner_status: 'complete',
      partner_profile_url: expect.stringMatching(new RegExp(`/interviewsessions/${interviewId}$`)),
      partner_score: expect.any(Number),
      metadata: { decision: null, needs_review: expect.any(Boolean), submitted_at: expect.any(String) },
    });
    expect(greenhouse.violations).toEqual([]);
  });

  it('refuses a wrong or revoked key with 401 and writes nothing; keeps response_error for the owner', async () => {
    const owner = await signInDemo();
    const key = await api('POST', '/api/api-keys', { token: owner, body: { name: 'GH', scopes: ['ats'] } });
    const basic = (k: string) => ({ authorization: `Basic ${Buffer.from(`${k}:`).toString('base64')}` });
    const email = `nobody-${Date.now()}@example.com`;
    const send = (k: string) =>
      api('POST', '/api/ats/greenhouse/send_test', {
        headers: basic(k),
        body: {
          partner_test_id: '01HZZZZZZZZZZZZZZZZZZZZZZZ',
          candidate: { first_name: 'No', last_name: 'Body', email },
          url: 'https://api.greenhouse.io/v1/partner/x',
        },
      });
    expect((await send(`${key.body.key.slice(0, -2)}xx`)).status).toBe(401);
    await api('DELETE', `/api/api-keys/${key.body.id}`, { token: owner });
    expect((await send(key.body.key)).status).toBe(401);
    // A manager's own token is not Greenhouse's key: refused, so it is never kept for the PATCH.
    const byToken = await api('POST', '/api/ats/greenhouse/send_test', {
      token: owner,
      body: {
        partner_test_id: '01HZZZZZZZZZZZZZZZZZZZZZZZ',
        candidate: { first_name: 'No', last_name: 'Body', email },
        url: 'https://api.greenhouse.io/v1/partner/x',
      },
    });
    expect(byToken.status).toBe(403);
    expect((await api('POST', '/api/ats/greenhouse/response_error', { token: owner, body: {} })).status).toBe(
      403,
    );
    const found = await api('GET', `/api/applicants?email=${encodeURIComponent(email)}`, { token: owner });
    expect(found.status).toBe(200);
    expect(found.body.items).toEqual([]);

    const live = await api('POST', '/api/api-keys', { token: owner, body: { name: 'GH2', scopes: ['ats'] } });
    const reported = await api('POST', '/api/ats/greenhouse/response_error', {
      headers: basic(live.body.key),
      body: { partner_interview_id: '01HZZZZZZZZZZZZZZZZZZZZZZZ', error: 'partner_score must be a number' },
    });
    expect(reported.status).toBe(200);
    const problems = await api('GET', '/api/ats/problems', { token: owner });
    expect(problems.body.items[0]).toMatchObject({
      system: 'greenhouse',
      kind: 'response_error',
      detail: expect.stringContaining('partner_score must be a number'),
    });
  });
});
