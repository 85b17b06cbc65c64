import type { Context } from 'aws-lambda';
import { faultMix } from '../../infra/local/model-emulator/faults';
import { startModelEmulator, type ModelEmulator } from '../../infra/local/model-emulator/server';
import { api, newManagerInNewOrg } from '../support/api';
import { newOpenSession } from '../support/sessions';
import {
  answeredAndSubmitted,
  spend,
  tokensCharged,
  useModelAt,
  WORKER_CONTEXT,
} from '../support/scoring-worker';

/**
 * Whole interviews scored by the Bedrock provider, through the real SDK client, against the model
 * emulator with 20 % bad replies and 5 % 429/503 (docs/decisions/0081-one-answer-never-fails-a-session.md;
 * a 429 puts the run back, decision record 0149).
 * The worker runs in this process with `AI_PROVIDER=bedrock` and `BEDROCK_ENDPOINT` at the emulator.
 */

let token: string;
let orgId: string;
let emulator: ModelEmulator;
let scoringWorker: (event: unknown, context: Context) => Promise<{ outcome: string }>;
beforeAll(async () => {
  ({ token, orgId } = await newManagerInNewOrg('Faulty Models Company'));
  emulator = await startModelEmulator({ seed: 22, faults: faultMix(0.2, 0.05) });
  useModelAt(emulator.url, 3);
  ({ scoreDelivery: scoringWorker } = await import('../../functions/scoring/worker'));
  // This test is the queue: a run put back for a throttle is delivered again below.
  (await import('../../functions/scoring/queue')).serveScoringInProcess(() => undefined);
});

afterAll(async () => {
  await emulator?.stop();
});

describe('scoring against a model that fails the way real ones do', () => {
  it('ends every session scored or partly scored with reasons, charges every call, flags repairs', async () => {
    // The local API scores with the offline provider: its runs wait for budget, the worker here scores.
    const open = [];
    for (let i = 0; i < 3; i++) open.push(await newOpenSession(token, 'Faulty', 6));
    await spend(orgId, 1000);
    const sessions = [];
    for (const session of open) sessions.push(await answeredAndSubmitted(session, token));
    await new Promise((r) => setTimeout(r, 500));
    await spend(orgId, -1000);
    const before = await tokensCharged(orgId);

    // A 429 puts the run back (never an answer `not_scored`); its next delivery scores it.
    for (const sessionId of sessions) {
      let outcome = 'put-back';
      for (let delivery = 0; outcome === 'put-back' && delivery < 10; delivery++)
        ({ outcome } = await scoringWorker({ sessionId }, WORKER_CONTEXT));
      expect(outcome).toBe('scored');
    }

    const faults = emulator.calls.filter((c) => c.fault).length;
    expect(faults).toBeGreaterThan(3); // the mix really hit
    let repaired = 0;
    for (const sessionId of sessions) {
      const details = (await api('GET', `/api/session/${sessionId}/details`, { token })).body;
      expect(details.status).toBe('scored');
      const unscored = details.questions.filter((q: any) => q.scoreStatus === 'not_scored');
      expect(details.result.unscoredAnswers).toBe(unscored.length);
      for (const q of details.questions) {
        expect(['scored', 'not_scored']).toContain(q.scoreStatus);
        if (q.scoreStatus === 'not_scored') {
          expect(q.notScoredReason).toMatch(/^(cut_off|invalid_reply|refused|busy|timeout|unavailable)$/);
          expect(q.needsReview).toBe(true);
        }
        if (q.repairs.length) {
          repaired++;
          expect(q.needsReview).toBe(true);
        }
      }
    }
    expect(repaired).toBeGreaterThan(0);
    // Every answered call's tokens are charged, those of failed and repaired calls included.
    const reported = emulator.tokens();
    expect((await tokensCharged(orgId)) - before).toBe(reported.inputTokens + reported.outputTokens);
  }, 120_000); // three sessions of six answers, three samples each, through retries on a busy machine
});
