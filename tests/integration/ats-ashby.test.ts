import { api, signInDemo } from '../support/api';
import { AshbyHarness } from '../support/ashby-harness';
import { accessCodeIn, waitForEmail } from '../support/inbox';
import { generateTemplate } from '../support/templates';
import { until } from '../support/webhooks';

/**
 * A recruiter's round trip through Ashby's Assessments partner API, against a harness as strict as
 * Ashby's documentation (tests/support/ashby-harness.ts).
 */
describe('Ashby assessments', () => {
  it('lists templates, starts an assessment, and updates Ashby as the session starts and is scored', async () => {
    const owner = await signInDemo();
    const key = await api('POST', '/api/api-keys', {
      token: owner,
      body: { name: 'Ashby', scopes: ['ats'] },
    });
    const ashby = await AshbyHarness.start(key.body.key);
    const stored = await api('PUT', '/api/ats/ashby/connection', {
      token: owner,
      body: { apiKey: ashby.ashbyKey, apiUrl: ashby.apiUrl },
    });
    expect(stored.body).toEqual(
      expect.objectContaining({ connected: true, keyEnding: ashby.ashbyKey.slice(-4) }),
    );
    expect(JSON.stringify(stored.body)).not.toContain(ashby.ashbyKey);
    const template = await generateTemplate(owner, {
      topic: 'Platform Engineer',
      language: 'English',
      numberOfQuestions: 1,
    });

    expect(await ashby.list()).toContainEqual(
      expect.objectContaining({ assessment_type_id: template.id, name: 'Platform Engineer (English)' }),
    );
    const email = `katherine-${Date.now()}@example.com`;
    const id = await ashby.start(template.id, { first_name: 'Katherine', last_name: 'Johnson', email });
    expect(await ashby.start(template.id, { first_name: 'Katherine', last_name: 'Johnson', email })).toBe(id);
    const started = await until('the Started update', () => ashby.updates.get(id)?.[0]);
    expect(started.assessment_status).toMatchObject({ value: 'Started' });

    const mail = await waitForEmail(email);
    const applicant = await api('POST', `/api/session/${id}/auth`, {
      body: { code: accessCodeIn(mail), noticeAccepted: true },
    });
    for (const q of template.questions)
      await api('POST', '/api/session/SaveAnswer', {
        token: applicant.body.token,
        body: { sessionId: id, questionId: q.id, response: q.keyPoints.join('. ') },
      });
    await api('POST', `/api/session/${id}/finish`, { token: applicant.body.token });

    const completed = await until('the Completed update', () => ashby.updates.get(id)?.[1], 30_000);
    expect(completed).toMatchObject({
      assessment_status: { value: 'Completed' },
      assessment_result: { type: 'numeric_score', value: expect.any(Number) },
      assessment_profile_url: {
        type: 'url',
        value: expect.stringMatching(new RegExp(`/interviewsessions/${id}$`)),
      },
    });
    expect(ashby.updates.get(id)).toHaveLength(2);
    expect(ashby.violations).toEqual([]);
  });

  it('confirms a cancellation to Ashby, and refuses an assessment it does not know', async () => {
    const owner = await signInDemo();
    const key = await api('POST', '/api/api-keys', {
      token: owner,
      body: { name: 'Ashby 2', scopes: ['ats'] },
    });
    const ashby = await AshbyHarness.start(key.body.key);
    await api('PUT', '/api/ats/ashby/connection', {
      token: owner,
      body: { apiKey: ashby.ashbyKey, apiUrl: ashby.apiUrl },
    });
    const template = await generateTemplate(owner, {
      topic: 'QA Engineer',
      language: 'English',
      numberOfQuestions: 1,
    });
    const id = await ashby.start(template.id, {
      first_name: 'Mary',
      last_name: 'Jackson',
      email: `mary-${Date.now()}@example.com`,
    });
    expect((await ashby.cancel(id)).status).toBe(200);
    const cancelled = await until('the cancellation', () =>
      ashby.updates.get(id)?.find((u) => u.cancelled_reason),
    );
    expect(cancelled.cancelled_reason).toMatchObject({ value: 'Cancelled in Ashby' });
    expect(ashby.violations).toEqual([]);
    expect((await ashby.cancel('01HZZZZZZZZZZZZZZZZZZZZZZZ')).status).toBe(404);
    // An order that cannot start answers 422 with the message Ashby shows its user ("assessmentstart").
    const unknown = await api('POST', '/api/ats/ashby/assessment.start', {
      headers: { authorization: `Basic ${Buffer.from(`${key.body.key}:`).toString('base64')}` },
      body: {
        assessment_type_id: '01HZZZZZZZZZZZZZZZZZZZZZZZ',
        candidate: {
          first_name: 'Dorothy',
          last_name: 'Vaughan',
          email: `dorothy-${Date.now()}@example.com`,
        },
      },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      error: 'AssessmentRefused',
      message: expect.stringMatching(/template/),
    });

    // The stand-in refuses what Ashby refuses: a result without the profile URL.
    const refused = await fetch(`${ashby.apiUrl}/assessment.update`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${ashby.ashbyKey}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        assessment_id: id,
        timestamp: Date.now(),
        assessment_status: { identifier: 'status', label: 'Status', type: 'string', value: 'Completed' },
        assessment_result: { identifier: 'score', label: 'Score', type: 'numeric_score', value: 80 },
      }),
    });
    expect(await refused.json()).toEqual({
      success: false,
      errors: ['assessment_profile_url is required with assessment_result'],
    });
  });
});
