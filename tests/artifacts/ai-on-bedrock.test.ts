import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServedArtifacts } from '../../infra/artifacts/serve';
import { faultMix } from '../../infra/local/model-emulator/faults';
import { startModelEmulator, type ModelEmulator } from '../../infra/local/model-emulator/server';
import { newManagerInNewOrg } from '../support/api';
import { bedrockTemplate, callServed, serveOnTestStack } from './serve-on-test-stack';

/**
 * The AI flows whose code each function loads on first use (a chunk of its bundle,
 * docs/decisions/0131-functions-load-code-on-first-use.md), on the artifact run with Bedrock: a template
 * generated, a follow-up asked, a session scored and one answer re-scored, against a model emulator that
 * answers at a model's speed (0.4 s to the first token, 80 tokens a second) with 20 % bad replies and 5 %
 * busy answers. Every call is checked against the template's grants; no request may answer 500.
 */
const MODEL = 'us.amazon.nova-lite-v1:0';

let served: ServedArtifacts;
let emulator: ModelEmulator;
let apiUrl: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hiring-bedrock-ai-'));
  writeFileSync(join(dataDir, 'index.html'), '<!doctype html><title>test</title>');
  emulator = await startModelEmulator({
    seed: 11,
    faults: faultMix(0.2, 0.05),
    timeToFirstTokenMs: 400,
    tokensPerSecond: 80,
  });
  const port = 3359 + Number(process.env.TEST_PORT_OFFSET ?? 0);
  served = await serveOnTestStack(bedrockTemplate(dataDir, MODEL), port, dataDir, {
    bedrockUrl: emulator.url,
  });
  apiUrl = `http://127.0.0.1:${port}`;
}, 120_000);

afterAll(async () => {
  await served?.stop();
  await emulator?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(method: string, path: string, token: string | undefined, body?: unknown) {
  const answer = await callServed(apiUrl, method, path, token, body);
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(500);
  return answer;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 240; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('Timed out after 60 s');
}

const calls = (kind: string) => emulator.calls.filter((c) => c.kind === kind).length;

describe('the AI on the artifact run with Bedrock, faults and a model’s speed', () => {
  it('generates a template, asks a follow-up, scores the session and re-scores an answer', async () => {
    const { token } = await newManagerInNewOrg('Bedrock Chunks');

    // Generation: the templates function loads the cost estimate, the worker writes the questions.
    const started = await call('POST', '/api/interviews/generate', token, {
      topic: 'Customer Support',
      language: 'English',
      numberOfQuestions: 3,
    });
    expect(started.status).toBe(202);
    const template = await until(
      async () => (await call('GET', `/api/interviews/${started.body.id}`, token)).body,
      (t) => t.status !== 'generating',
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
    const details = await until(
      async () => (await call('GET', `/api/session/${session.body.id}/details`, token)).body,
      (d) => d.status === 'scored',
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
    expect(emulator.calls.some((c) => c.fault)).toBe(true);
    expect(served.denials).toEqual([]);
  }, 180_000);
});
