import type { Context } from 'aws-lambda';
import { resetAiProvider } from '../../functions/ai';
import { resetConfig } from '../../functions/config';
import { startModelEmulator, type ModelEmulator } from '../../infra/local/model-emulator/server';
import { GENERATION_WORKER_TIMEOUT_SECONDS } from '../../infra/constructs/generation';
import { api, newManagerInNewOrg } from '../support/api';
import { waitForTemplate } from '../support/templates';

/**
 * A 30-question template written by the generation worker (`functions/generation/worker.ts`, its own
 * deadline from the Lambda timeout) against the model emulator answering at 60 tokens/s over the
 * OpenAI-compatible protocol: it completes well inside the worker's deadline, where one call in the API
 * request (28 s) could not (docs/decisions/0086-generation-in-a-background-worker.md).
 */

let emulator: ModelEmulator;
let saved: NodeJS.ProcessEnv;

beforeAll(async () => {
  saved = { ...process.env };
  emulator = await startModelEmulator({ seed: 30, timeToFirstTokenMs: 400, tokensPerSecond: 60 });
  Object.assign(process.env, {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: `${emulator.url}/v1`,
    AI_MODEL: 'emulated-model',
  });
  resetConfig();
  resetAiProvider();
});

afterAll(async () => {
  await emulator?.stop();
  process.env = saved;
  resetConfig();
  resetAiProvider();
});

describe('generation at a real model speed', () => {
  it('writes a 30-question template at 60 tokens/s through the worker, inside its deadline', async () => {
    const { token, orgId, userId } = await newManagerInNewOrg('Slow Model Company');
    const { writeDelivery } = await import('../../functions/generation/worker');
    const { generateTemplate, serveGenerationInProcess } =
      await import('../../functions/interview-templates');
    const lambda = { getRemainingTimeInMillis: () => GENERATION_WORKER_TIMEOUT_SECONDS * 1000 } as Context;
    serveGenerationInProcess((event) => void writeDelivery(event, lambda));

    const startedAt = Date.now();
    const started = await generateTemplate(orgId, userId, {
      topic: 'Site Reliability Engineer',
      language: 'English',
      numberOfQuestions: 30,
    });
    expect(started).toEqual({ id: expect.any(String), status: 'generating' });
    const ready = await waitForTemplate(token, started.id, 120_000);
    const seconds = (Date.now() - startedAt) / 1000;

    expect(ready).toMatchObject({
      status: 'ready',
      progress: { done: 30, total: 30 },
      numberOfQuestions: 30,
    });
    expect(new Set(ready.questions.map((q) => q.text)).size).toBe(30);
    for (const q of ready.questions) expect(q.keyPoints.length).toBeGreaterThan(0);
    // Written by the model at its speed, not at once, and well inside the worker's own deadline.
    const generated = emulator.calls.filter((c) => c.kind === 'generate');
    expect(generated.length).toBeGreaterThan(0);
    expect(generated.every((c) => c.status === 200)).toBe(true);
    const outputTokens = generated.reduce((n, c) => n + c.outputTokens, 0);
    expect(seconds).toBeGreaterThan(outputTokens / 60 / generated.length);
    expect(seconds).toBeLessThan(GENERATION_WORKER_TIMEOUT_SECONDS - 30);
    const listed = await api('GET', `/api/interviews/${started.id}`, { token });
    expect(listed.body.usage.totalTokens).toBe(
      generated.reduce((n, c) => n + c.inputTokens + c.outputTokens, 0),
    );
  }, 150_000);
});
