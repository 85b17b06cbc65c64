import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ACCOUNT, LOCAL_REGION } from '../../infra/artifacts/template';
import { api, newManagerInNewOrg } from '../support/api';
import { newOpenSession } from '../support/sessions';
import { callServed, serveOnBedrock, type BedrockRun } from './serve-on-test-stack';

/**
 * The artifact run on Bedrock: the stack synthesized with `aiProvider=bedrock` on the cross-region
 * inference profile `us.amazon.nova-lite-v1:0`, its functions' Bedrock Runtime calls (HTTP/2) checked
 * against the template's grants (the profile and the foundation model in each region it routes to), then
 * answered by the model emulator. The generation worker is set to a model the template does not grant:
 * its call is refused with `AccessDeniedException` and never reaches the emulator.
 */
const GRANTED = 'us.amazon.nova-lite-v1:0';
const NOT_GRANTED = 'us.amazon.nova-pro-v1:0';

let run: BedrockRun;

beforeAll(async () => {
  run = await serveOnBedrock({
    port: 3358 + Number(process.env.TEST_PORT_OFFSET ?? 0),
    modelId: GRANTED,
    generationModelId: NOT_GRANTED,
    emulator: { seed: 3, timeToFirstTokenMs: 0, tokensPerSecond: 0 },
  });
}, 120_000);

afterAll(() => run?.stop());

const call = (method: string, path: string, token: string | undefined, body?: unknown) =>
  callServed(run.apiUrl, method, path, token, body);

describe('Bedrock on the artifact run', () => {
  it('scores a session through the scoring worker on the granted inference profile', async () => {
    const { token } = await newManagerInNewOrg('Bedrock Artifacts');
    const open = await newOpenSession(token, 'Bedrock', 3);
    const auth = await api('POST', `/api/session/${open.id}/auth`, {
      body: { code: open.accessCode, noticeAccepted: true },
    });
    const applicantToken = auth.body.token as string;
    const template = (await api('GET', `/api/interviews/${open.interviewId}`, { token })).body;
    for (const q of template.questions)
      await api('POST', '/api/session/SaveAnswer', {
        token: applicantToken,
        body: {
          sessionId: open.id,
          questionId: q.id,
          response: q.keyPoints
            .map((k: string) => `In my last role I ${k.toLowerCase()} every week.`)
            .join(' '),
        },
      });
    // Submitted on the Bedrock artifact run: its scoring worker scores the session.
    const finished = await call('POST', `/api/session/${open.id}/finish`, applicantToken);
    expect(finished.status).toBeLessThan(300);
    let details: Record<string, any> = {};
    for (let i = 0; i < 200 && details.status !== 'scored'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      details = (await call('GET', `/api/session/${open.id}/details`, token)).body;
    }
    expect(details.status).toBe('scored');
    expect(run.served.denials).toEqual([]);
    const scoring = run.emulator.calls.filter((c) => c.protocol === 'bedrock' && c.status === 200);
    expect(scoring.length).toBeGreaterThanOrEqual(template.questions.length);
    expect(details.questions.every((q: any) => q.scoreStatus === 'scored')).toBe(true);
  }, 90_000);

  it('refuses a model the template does not grant with AccessDeniedException', async () => {
    const { token } = await newManagerInNewOrg('Bedrock Denied');
    const before = run.emulator.calls.length;
    const generated = await call('POST', '/api/interviews/generate', token, {
      topic: 'Backend Developer',
      language: 'English',
      numberOfQuestions: 3,
    });
    expect(generated.status).toBe(202);
    const profile = `arn:aws:bedrock:${LOCAL_REGION}:${LOCAL_ACCOUNT}:inference-profile/${NOT_GRANTED}`;
    for (let i = 0; i < 120 && !run.served.denials.some((d) => d.resource === profile); i++)
      await new Promise((r) => setTimeout(r, 250));
    expect(run.served.denials).toContainEqual({
      function: expect.stringMatching(/Generation.*Worker/),
      action: 'bedrock:InvokeModel',
      resource: profile,
    });
    expect(run.emulator.calls.length).toBe(before);
    let logs = '';
    for (let i = 0; i < 40 && !logs.includes('AccessDeniedException'); i++) {
      await new Promise((r) => setTimeout(r, 250));
      logs = readLogs(run.dataDir);
    }
    expect(logs).toContain('AccessDeniedException');
  }, 90_000);
});

function readLogs(dir: string): string {
  let out = '';
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out += readLogs(path);
    else if (name.endsWith('.log')) out += readFileSync(path, 'utf8');
  }
  return out;
}
