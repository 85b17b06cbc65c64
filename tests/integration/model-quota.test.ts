import type { Context } from 'aws-lambda';
import { resetConfig } from '../../functions/config';
import { startModelEmulator, type ModelEmulator } from '../../infra/local/model-emulator/server';
import { quotaWindows } from '../../shared/model-queue';
import { api, newManagerInNewOrg } from '../support/api';
import { newOpenSession } from '../support/sessions';
import { answeredAndSubmitted, spend, useModelAt, WORKER_CONTEXT } from '../support/scoring-worker';

/**
 * A scoring run the model's tokens-per-minute quota refuses is put back, not failed
 * (docs/decisions/0149-model-work-paced-by-the-quota.md): with the quota's windows full, the worker's run
 * ends `put-back` with the session `submitted` and a new message delayed past the window; once the quota
 * frees, the next delivery scores every answer. A model id of its own, so the windows it fills are no
 * other test's.
 */

const MODEL = 'eu.amazon.nova-lite-v1:0';
const QUOTA = 240_000;
let token: string;
let orgId: string;
let emulator: ModelEmulator;
let scoreDelivery: (
  body: unknown,
  context: Pick<Context, 'getRemainingTimeInMillis'>,
) => Promise<{ outcome: string }>;
const queued: { message: { sessionId: string; throttles?: number }; delaySeconds: number }[] = [];

beforeAll(async () => {
  ({ token, orgId } = await newManagerInNewOrg('Quota Company'));
  emulator = await startModelEmulator({ seed: 5 });
  Object.assign(process.env, { BEDROCK_MODEL_ID: MODEL, AI_TOKENS_PER_MINUTE: String(QUOTA) });
  useModelAt(emulator.url, 1);
  ({ scoreDelivery } = await import('../../functions/scoring/worker'));
  // This test is the queue: it records what is put back and delivers it itself.
  (await import('../../functions/scoring/queue')).serveScoringInProcess((message, delaySeconds) =>
    queued.push({ message, delaySeconds }),
  );
});

afterAll(async () => {
  await emulator?.stop();
  resetConfig();
});

describe('scoring paced by the model quota', () => {
  it('puts a run the quota refuses back, and scores it once the quota frees', async () => {
    const session = await newOpenSession(token, 'Quota', 3);
    // The local API scores with the offline provider: its run waits for budget, the worker here scores.
    await spend(orgId, 1000);
    const sessionId = await answeredAndSubmitted(session, token);
    await new Promise((r) => setTimeout(r, 500));
    await spend(orgId, -1000);

    // Every window of the next 12 s is full.
    const { reserveTokens } = await import('../../functions/ai/token-quota');
    const { windowMs, limit } = quotaWindows(QUOTA);
    const now = Date.now();
    for (let at = now; at < now + 12_000; at += windowMs) await reserveTokens(MODEL, limit, { now: at });

    // A worker whose deadline (40 s away) leaves no time to wait for the quota: a call writing its output
    // budget at the slowest accepted speed would not end before it (`callTimeoutMs`, about 43 s).
    const hurried = { getRemainingTimeInMillis: () => 100_000 };
    const callsBefore = emulator.calls.length;
    expect(await scoreDelivery({ sessionId }, hurried)).toMatchObject({ outcome: 'put-back' });
    expect(emulator.calls.length).toBe(callsBefore); // no call asked for tokens the quota did not have
    const waiting = (await api('GET', `/api/session/${sessionId}/details`, { token })).body;
    expect(waiting.status).toBe('submitted');
    // The manager sees it queued, with its place in line and an estimate (decision record 0152).
    expect(waiting.queue).toEqual({ position: expect.any(Number), estimateSeconds: expect.any(Number) });
    expect(waiting.queue.position).toBeGreaterThanOrEqual(1);
    expect(queued).toEqual([{ message: { sessionId, throttles: 1 }, delaySeconds: expect.any(Number) }]);
    expect(queued[0]!.delaySeconds).toBeGreaterThanOrEqual(1);

    // Once the filled windows have passed, the put-back message's delivery scores every answer.
    await new Promise((r) => setTimeout(r, Math.max(0, now + 12_000 + windowMs - Date.now())));
    expect(await scoreDelivery(queued[0]!.message, WORKER_CONTEXT)).toMatchObject({ outcome: 'scored' });
    const details = (await api('GET', `/api/session/${sessionId}/details`, { token })).body;
    expect(details.status).toBe('scored');
    expect(details.questions.map((q: { scoreStatus: string }) => q.scoreStatus)).toEqual([
      'scored',
      'scored',
      'scored',
    ]);
  }, 60_000);

  it('takes back into the current window what a finished call did not use, never below empty', async () => {
    const { reserveTokens, returnTokens, QuotaWait } = await import('../../functions/ai/token-quota');
    const { windowMs, limit } = quotaWindows(QUOTA);
    const model = 'eu.amazon.nova-micro-v1:0';
    // A window well ahead, so no other call of this test shares it.
    const at = (Math.floor(Date.now() / windowMs) + 100) * windowMs + 10;
    await reserveTokens(model, limit, { now: at });
    await expect(reserveTokens(model, 1000, { now: at })).rejects.toBeInstanceOf(QuotaWait);
    expect(await returnTokens(model, 1000, { now: at })).toBe(1000);
    await reserveTokens(model, 1000, { now: at });
    // A return larger than what the window holds empties it, and no more.
    expect(await returnTokens(model, limit * 2, { now: at })).toBe(limit);
    await reserveTokens(model, limit, { now: at });
    await expect(reserveTokens(model, 1, { now: at })).rejects.toBeInstanceOf(QuotaWait);
    // A window nobody reserved in is left alone.
    expect(await returnTokens(model, 500, { now: at + windowMs })).toBe(0);
  });

  it('keeps what a throttled delivery scored, so the next one asks the model only for the rest', async () => {
    // The account's other callers make the service throttle a share of the calls (decision record 0166).
    const port = Number(new URL(emulator.url).port);
    await emulator.stop();
    (await import('../../functions/ai/bedrock/client')).bedrockClient.destroy();
    emulator = await startModelEmulator({ port, seed: 11, faults: { throttle: 0.3 } });
    const session = await newOpenSession(token, 'Resume', 8);
    await spend(orgId, 1000);
    const sessionId = await answeredAndSubmitted(session, token);
    await new Promise((r) => setTimeout(r, 500));
    await spend(orgId, -1000);

    let message: { sessionId: string; throttles?: number } = { sessionId };
    let outcome = 'put-back';
    let deliveries = 0;
    while (outcome === 'put-back') {
      deliveries += 1;
      expect(deliveries).toBeLessThanOrEqual(8);
      queued.length = 0;
      ({ outcome } = await scoreDelivery(message, WORKER_CONTEXT));
      if (outcome === 'put-back') message = queued[0]!.message;
    }
    expect(outcome).toBe('scored');
    expect(deliveries).toBeGreaterThan(1);
    // One sample per answer: every answer was answered by the model once, none scored twice.
    const scoringCalls = emulator.calls.filter((c) => c.kind === 'score');
    expect(scoringCalls.filter((c) => c.status === 200)).toHaveLength(8);
    const details = (await api('GET', `/api/session/${sessionId}/details`, { token })).body;
    expect(details.status).toBe('scored');
    expect(details.questions.map((q: { scoreStatus: string }) => q.scoreStatus)).toEqual(
      Array.from({ length: 8 }, () => 'scored'),
    );
  }, 60_000);
});
