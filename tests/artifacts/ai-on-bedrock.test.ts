import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultMix } from '../../infra/local/model-emulator/faults';
import { newManagerInNewOrg } from '../support/api';
import { pollUntil } from '../support/poll';
import { callServed, serveOnBedrock, type BedrockRun } from './serve-on-test-stack';

/**
 * The AI flows whose code each function loads on first use (a chunk of its bundle,
 * docs/decisions/0131-functions-load-code-on-first-use.md), on the artifact run with Bedrock: a template
 * generated, a follow-up asked, a session scored, one answer re-scored and a feedback report drafted, against a model emulator that
 * answers at a model's speed (0.4 s to the first token, 80 tokens a second) with 20 % bad replies and 5 %
 * busy answers. Every call is checked against the template's grants; no request may answer 500.
 */
const MODEL = 'us.amazon.nova-lite-v1:0';

let run: BedrockRun;

beforeAll(async () => {
  run = await serveOnBedrock({
    port: 3359 + Number(process.env.TEST_PORT_OFFSET ?? 0),
    modelId: MODEL,
    emulator: { seed: 11, faults: faultMix(0.2, 0.05), timeToFirstTokenMs: 400, tokensPerSecond: 80 },
  });
}, 120_000);

afterAll(() => run?.stop());

async function call(method: string, path: string, token: string | undefined, body?: unknown) {
  const answer = await callServed(run.apiUrl, method, path, token, body);
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(500);
  return answer;
}

const calls = (kind: string) => run.emulator.calls.filter((c) => c.kind === kind).length;

describe('the AI on the artifact run with Bedrock, faults and a model’s speed', () => {
  it('generates a template, asks a follow-up, scores the session, re-scores an answer and drafts feedback', async () => {
    const { token } = await newManagerInNewOrg('Bedrock Chunks');

    // Generation: the templates function loads the cost estimate, the worker writes the questions.
    const started = await call('POST', '/api/interviews/generate', token, {
      topic: 'Customer Support',
      language: 'English',
      numberOfQuestions: 3,
    });
    expect(started.status).toBe(202);
    const template = await pollUntil(
      'the template to be written',
      async () => (await call('GET', `/api/interviews/${started.body.id}`, token)).body,
      (t) => t.status !== 'generating',
      60_000,
    );
    expect(template.status).toBe('ready');
    expect(template.questions).toHaveLength(3);
    expect(calls('generate')).toBeGreaterThan(0);

    const applicant = await call('POST', '/api/applicants', token, {
      firstName: 'Ana',
      lastName: 'Bedrock',
      jobTitle: 'Support',
      email: `ana-${Date.now()}@example.com`,
    });
    const session = await call('POST', `/api/applicants/${applicant.body.id}/AddSession`, token, {
      applicantId: applicant.body.id,
      interviewId: template.id,
    });
    const auth = await call('POST', `/api/session/${session.body.id}/auth`, undefined, {
      code: session.body.accessCode,
      noticeAccepted: true,
    });
    const applicantToken = auth.body.token as string;

    // A follow-up: the applicant-session function loads the AI with the first save that may ask one.
    for (const q of template.questions) {
      const saved = await call('POST', '/api/session/SaveAnswer', applicantToken, {
        sessionId: session.body.id,
        questionId: q.id,
        response: q.keyPoints
          .map((k: string) => `In my last role I ${k.toLowerCase()} every week.`)
          .join(' '),
      });
      expect(saved.status).toBe(200);
    }
    expect(calls('followUp')).toBeGreaterThan(0);

    // Scoring on the worker, then one answer re-scored by the sessions function.
    expect((await call('POST', `/api/session/${session.body.id}/finish`, applicantToken)).status).toBe(200);
    const details = await pollUntil(
      'the session to be scored',
      async () => (await call('GET', `/api/session/${session.body.id}/details`, token)).body,
      (d) => d.status === 'scored',
      60_000,
    );
    const scoredBefore = calls('score');
    expect(scoredBefore).toBeGreaterThanOrEqual(3);
    const rescored = await call(
      'POST',
      `/api/session/${session.body.id}/answers/${details.questions[0].id}/rescore`,
      token,
    );
    // A model that keeps failing gives 502 with a message a manager can act on; never a 500.
    if (rescored.status !== 200) expect(rescored.body).toMatchObject({ error: 'UpstreamFailed' });
    expect(calls('score')).toBeGreaterThan(scoredBefore);

    // A feedback report: the accountability function queues it (202 `drafting`), the generation worker
    // asks the model and keeps the draft (decision record 0168).
    await call('PUT', '/api/organization/settings', token, { feedbackReports: 'review' });
    const scored = (await call('GET', `/api/session/${session.body.id}/details`, token)).body;
    const decided = await call('POST', `/api/session/${session.body.id}/decision`, token, {
      decision: 'reject',
      reason: 'Another applicant fits the role better',
      flaggedSeen: scored.questions
        .filter(
          (q: { needsReview?: boolean; injectionSuspected?: boolean }) =>
            q.needsReview || q.injectionSuspected,
        )
        .map((q: { id: string }) => q.id),
    });
    expect(decided.status).toBe(201);
    const drafting = await call('POST', `/api/session/${session.body.id}/feedback`, token);
    expect(drafting.status).toBe(202);
    expect(drafting.body.status).toBe('drafting');
    const report = await pollUntil(
      'the feedback report to be drafted',
      async () => (await call('POST', `/api/session/${session.body.id}/feedback`, token)).body,
      (r) => r.status !== 'drafting',
      60_000,
    );
    expect(report.status).toBe('draft');
    expect(calls('feedback')).toBeGreaterThan(0);
    expect(run.emulator.calls.some((c) => c.fault)).toBe(true);
    expect(run.served.denials).toEqual([]);
  }, 180_000);
});
