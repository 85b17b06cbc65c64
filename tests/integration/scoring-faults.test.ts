import type { Context } from 'aws-lambda';
import { budgetMonth } from '../../functions/ai/budget';
import { resetAiProvider } from '../../functions/ai';
import { resetConfig } from '../../functions/config';
import { db } from '../../functions/data/service';
import { faultMix } from '../../infra/local/model-emulator/faults';
import { startModelEmulator, type ModelEmulator } from '../../infra/local/model-emulator/server';
import { api, newManagerInNewOrg } from '../support/api';
import { newOpenSession } from '../support/sessions';

/**
 * Whole interviews scored by the Bedrock provider, through the real SDK client, against the model
 * emulator with 20 % bad replies and 5 % 429/503 (docs/decisions/0081-one-answer-never-fails-a-session.md).
 * The worker runs in this process with `AI_PROVIDER=bedrock` and `BEDROCK_ENDPOINT` at the emulator.
 */

let token: string;
let orgId: string;
let emulator: ModelEmulator;
let scoringWorker: (event: unknown, context: Context) => Promise<{ outcome: string }>;
const worker = { getRemainingTimeInMillis: () => 900_000 } as Context;

const spend = (usd: number) =>
  db.entities.aiBudget.update({ orgId, month: budgetMonth() }).add({ usedUsd: usd }).go();

async function tokensCharged() {
  const { data } = await db.entities.aiBudget.get({ orgId, month: budgetMonth() }).go();
  return data?.usedTokens ?? 0;
}

/** An open session, answered with the key points' words and submitted, held for scoring. */
async function submitted(session: Awaited<ReturnType<typeof newOpenSession>>) {
  const auth = await api('POST', `/api/session/${session.id}/auth`, {
    body: { code: session.accessCode, noticeAccepted: true },
  });
  const applicantToken = auth.body.token as string;
  const template = (await api('GET', `/api/interviews/${session.interviewId}`, { token })).body;
  for (const q of template.questions)
    await api('POST', '/api/session/SaveAnswer', {
      token: applicantToken,
      body: {
        sessionId: session.id,
        questionId: q.id,
        response: q.keyPoints
          .map((k: string) => `In my last role I ${k.toLowerCase()} every week.`)
          .join(' '),
      },
    });
  await api('POST', `/api/session/${session.id}/finish`, { token: applicantToken });
  return session.id;
}

beforeAll(async () => {
  ({ token, orgId } = await newManagerInNewOrg('Faulty Models Company'));
  emulator = await startModelEmulator({ seed: 22, faults: faultMix(0.2, 0.05) });
  Object.assign(process.env, {
    AI_PROVIDER: 'bedrock',
    BEDROCK_ENDPOINT: emulator.url,
    SCORING_SAMPLES: '3',
  });
  resetConfig();
  resetAiProvider();
  ({ handler: scoringWorker } = await import('../../functions/scoring/worker'));
});

afterAll(async () => {
  await emulator?.stop();
});

describe('scoring against a model that fails the way real ones do', () => {
  it('ends every session scored or partly scored with reasons, charges every call, flags repairs', async () => {
    // The local API scores with the offline provider: its runs wait for budget, the worker here scores.
    const open = [];
    for (let i = 0; i < 3; i++) open.push(await newOpenSession(token, 'Faulty', 6));
    await spend(1000);
    const sessions = [];
    for (const session of open) sessions.push(await submitted(session));
    await new Promise((r) => setTimeout(r, 500));
    await spend(-1000);
    const before = await tokensCharged();

    for (const sessionId of sessions)
      expect(await scoringWorker({ sessionId }, worker)).toMatchObject({ outcome: 'scored' });

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
    expect((await tokensCharged()) - before).toBe(reported.inputTokens + reported.outputTokens);
  });
});
