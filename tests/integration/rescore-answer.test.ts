import type { Context } from 'aws-lambda';
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
 * The manager's "Re-score" of one answer (`POST /api/session/{id}/answers/{questionId}/rescore`): a session
 * scored against a model emulator that refuses often ends partly scored; against a model that answers
 * well, re-scoring a not-scored answer scores it, the session score and unscored count follow, the budget
 * is charged and the history keeps the earlier state. The worker and the re-score run in this process with
 * `AI_PROVIDER=bedrock` and `BEDROCK_ENDPOINT` at the emulator; the HTTP route (the local API's offline
 * provider) is called for ownership and wiring. A recovered model takes the emulator's address.
 */

let token: string;
let orgId: string;
let userId: string;
let email: string;
let refusing: ModelEmulator;
let healthy: ModelEmulator;
let scoringWorker: (event: unknown, context: Context) => Promise<{ outcome: string }>;
beforeAll(async () => {
  ({ token, orgId, userId, email } = await newManagerInNewOrg('Rescore Company'));
  // Refuses 60 % of the time: with one sample and one retry, about a third of the answers stay unscored.
  refusing = await startModelEmulator({ seed: 7, faults: { refusal: 0.6 } });
  useModelAt(refusing.url, 1);
  ({ scoreDelivery: scoringWorker } = await import('../../functions/scoring/worker'));
});

afterAll(async () => {
  if (!healthy) await refusing?.stop();
  await healthy?.stop();
});

describe('re-scoring one answer', () => {
  it('turns a not-scored answer into a scored one and recomputes the session result', async () => {
    const open = await newOpenSession(token, 'Rescore', 8);
    // The local API scores with the offline provider: its run waits for budget, the worker here scores.
    await spend(orgId, 1000);
    const sessionId = await answeredAndSubmitted(open, token);
    await new Promise((r) => setTimeout(r, 500));
    await spend(orgId, -1000);
    expect(await scoringWorker({ sessionId }, WORKER_CONTEXT)).toMatchObject({ outcome: 'scored' });

    const before = (await api('GET', `/api/session/${sessionId}/details`, { token })).body;
    expect(before.status).toBe('scored');
    const unscored = before.questions.filter((q: any) => q.scoreStatus === 'not_scored');
    expect(unscored.length).toBeGreaterThan(0);
    expect(before.result.unscoredAnswers).toBe(unscored.length);
    const target = unscored[0];

    // The model recovers: a well-answering one takes the same address (the SDK client is made once).
    await refusing.stop();
    healthy = await startModelEmulator({ seed: 7, port: refusing.port });
    const charged = await tokensCharged(orgId);
    const { rescoreAnswer } = await import('../../functions/sessions/rescore');
    const after = await rescoreAnswer(
      { userId, orgId, email, name: 'Other Manager', role: 'owner' },
      sessionId,
      target.id,
    );
    const answer = after.questions.find((q) => q.id === target.id)!;
    expect(answer.scoreStatus).toBe('scored');
    expect(answer.notScoredReason).toBeUndefined();
    expect(answer.score).toBeGreaterThan(0);
    expect(after.result!.unscoredAnswers).toBe(unscored.length - 1);
    const counted = after.questions.filter((q) => q.scoreStatus === 'scored').map((q) => q.score ?? 0);
    expect(after.result!.score).toBe(Math.round((counted.reduce((a, b) => a + b, 0) / counted.length) * 10));
    // The re-score's tokens are charged to the organization's budget.
    const reported = healthy.tokens();
    expect(reported.inputTokens).toBeGreaterThan(0);
    expect((await tokensCharged(orgId)) - charged).toBe(reported.inputTokens + reported.outputTokens);

    // The history keeps the re-score with the answer's earlier state next to the first AI score.
    const history = (await api('GET', `/api/session/${sessionId}/history`, { token })).body.items;
    const entries = history.filter((h: any) => h.kind === 'ai-score');
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ questionId: target.id, aiScore: 0, score: after.result!.score });
    expect(entries[1].answers).toEqual([expect.objectContaining({ questionId: target.id })]);
    expect(entries[1].by.name).toBe('Other Manager');
  });

  it('is a manager route of the owning organization only', async () => {
    const open = await newOpenSession(token, 'Route', 3);
    const sessionId = await answeredAndSubmitted(open, token);
    let details;
    for (let i = 0; i < 50; i++) {
      details = (await api('GET', `/api/session/${sessionId}/details`, { token })).body;
      if (details.status === 'scored') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(details.status).toBe('scored');
    const questionId = details.questions[0].id;
    const path = `/api/session/${sessionId}/answers/${questionId}/rescore`;

    const other = await newManagerInNewOrg('Someone Else');
    const foreign = await api('POST', path, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('NotFound');

    const res = await api('POST', path, { token });
    expect(res.status).toBe(200);
    expect(res.body.questions[0]).toMatchObject({ id: questionId, scoreStatus: 'scored' });
    const history = (await api('GET', `/api/session/${sessionId}/history`, { token })).body.items;
    expect(history.filter((h: any) => h.kind === 'ai-score')).toHaveLength(2);
  });
});
