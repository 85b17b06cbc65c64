import type { Context } from 'aws-lambda';
import { Conflict } from '../../functions/errors/errors';
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
import { pollUntil } from '../support/poll';

/**
 * The manager's "Re-score session" (`POST /api/session/{id}/rescore`): a session scored against a model
 * emulator that refuses often ends partly scored; re-scoring it against a model with 20 % bad replies and
 * 5 % busy answers runs once on the scoring worker (two requests and a second worker run at once make one
 * model run), scores the answers not scored while the scored ones keep their scores, charges every call's
 * tokens and keeps the earlier state in the history. The worker and the queue run in this process with
 * `AI_PROVIDER=bedrock` and `BEDROCK_ENDPOINT` at the emulator; the HTTP route (the local API's offline
 * provider) is called for validation, ownership and wiring.
 */

let token: string;
let orgId: string;
let userId: string;
let email: string;
let refusing: ModelEmulator;
let faulty: ModelEmulator | undefined;
let scoringWorker: (event: unknown, context: Context) => Promise<{ outcome: string }>;
async function details(sessionId: string) {
  return (await api('GET', `/api/session/${sessionId}/details`, { token })).body;
}

beforeAll(async () => {
  ({ token, orgId, userId, email } = await newManagerInNewOrg('Session Rescore Company'));
  refusing = await startModelEmulator({ seed: 11, faults: { refusal: 0.6 } });
  useModelAt(refusing.url, 1);
  ({ scoreDelivery: scoringWorker } = await import('../../functions/scoring/worker'));
  // The queue of this process runs the scoring worker's code, as the local runner does.
  await (await import('../../infra/local/model-queues')).serveScoringLocally();
});

afterAll(async () => {
  if (!faulty) await refusing?.stop();
  await faulty?.stop();
});

describe('re-scoring a session', () => {
  it('scores the answers not scored once, on the worker, and charges every call', async () => {
    const open = await newOpenSession(token, 'Rescored', 8);
    // The local API scores with the offline provider: its run waits for budget, the worker here scores.
    await spend(orgId, 1000);
    const sessionId = await answeredAndSubmitted(open, token);
    await new Promise((r) => setTimeout(r, 500));
    await spend(orgId, -1000);
    expect(await scoringWorker({ sessionId }, WORKER_CONTEXT)).toMatchObject({ outcome: 'scored' });
    const before = await details(sessionId);
    const unscored = before.questions.filter((q: any) => q.scoreStatus === 'not_scored');
    expect(unscored.length).toBeGreaterThan(0);
    const scoredBefore = before.questions.filter((q: any) => q.scoreStatus === 'scored');

    // The model gets better but still fails: 20 % bad replies, 5 % busy, at the same address.
    await refusing.stop();
    faulty = await startModelEmulator({ seed: 3, port: refusing.port, faults: faultMix(0.2, 0.05) });
    const charged = await tokensCharged(orgId);
    const { requestSessionRescore } = await import('../../functions/sessions/rescore-session');
    const auth = { userId, orgId, email, name: 'Rescoring Manager', role: 'owner' as const };
    const asked = await Promise.allSettled([
      requestSessionRescore(auth, sessionId, 'not_scored'),
      requestSessionRescore(auth, sessionId, 'not_scored'),
    ]);
    expect(asked.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(asked.find((a) => a.status === 'rejected')).toMatchObject({ reason: expect.any(Conflict) });
    const running = asked.find((a) => a.status === 'fulfilled')!.value;
    expect(running.rescore).toMatchObject({ state: 'running', answers: 'not_scored' });
    expect(running.status).toBe('scored');
    // A second delivery of the worker's event at the same time finds the re-score claimed.
    const second = await scoringWorker({ sessionId }, WORKER_CONTEXT);

    const after = await pollUntil(
      'the re-score to end',
      () => details(sessionId),
      (d) => d.rescore === undefined,
    );
    expect(['skipped', 'scored']).toContain(second.outcome);
    expect(after.result.unscoredAnswers).toBeLessThan(unscored.length);
    expect(after.result.unscoredAnswers).toBe(
      after.questions.filter((q: any) => q.scoreStatus === 'not_scored').length,
    );
    // The answers scored before keep their scores: only those not scored were asked for.
    for (const q of scoredBefore)
      expect(after.questions.find((x: any) => x.id === q.id)).toMatchObject({ score: q.score });
    const asks = faulty.calls.filter((c) => c.kind === 'score').length;
    expect(asks).toBeGreaterThanOrEqual(unscored.length);
    expect(asks).toBeLessThan(scoredBefore.length + unscored.length * 3);
    // Every call's tokens (the failed ones' included) are charged to the organization's budget.
    const reported = faulty.tokens();
    expect((await tokensCharged(orgId)) - charged).toBe(reported.inputTokens + reported.outputTokens);

    // One run, one history entry naming who asked, next to the first AI score.
    const history = (await api('GET', `/api/session/${sessionId}/history`, { token })).body.items;
    const entries = history.filter((h: any) => h.kind === 'ai-score');
    expect(entries).toHaveLength(2);
    expect(entries[1].by.name).toBe('Rescoring Manager');
    expect(entries[1].score).toBe(after.result.score);
    const audit = (await api('GET', '/api/audit?action=session.rescore', { token })).body;
    expect(JSON.stringify(audit)).toContain(sessionId);
  });

  it('is a manager route of the owning organization, validated, refused with nothing to score', async () => {
    useModelAt(faulty!.url, 1);
    const open = await newOpenSession(token, 'Route', 3);
    const sessionId = await answeredAndSubmitted(open, token);
    await pollUntil(
      'the session to be scored',
      () => details(sessionId),
      (d) => d.status === 'scored',
    );
    const path = `/api/session/${sessionId}/rescore`;

    const bad = await api('POST', path, { token, body: { answers: 'some' } });
    expect(bad.status).toBe(400);
    const other = await newManagerInNewOrg('Someone Else Again');
    const foreign = await api('POST', path, { token: other.token, body: {} });
    expect(foreign.status).toBe(404);
    // The offline provider scores every answer: nothing is left "not scored" to ask for.
    const none = await api('POST', path, { token, body: {} });
    expect(none.status).toBe(409);

    const res = await api('POST', path, { token, body: { answers: 'all' } });
    expect(res.status).toBe(202);
    expect(res.body.rescore).toMatchObject({ state: 'running', answers: 'all' });
    const done = await pollUntil(
      'the re-score to end',
      () => details(sessionId),
      (d) => d.rescore === undefined,
    );
    expect(done.status).toBe('scored');
    const history = (await api('GET', `/api/session/${sessionId}/history`, { token })).body.items;
    expect(history.filter((h: any) => h.kind === 'ai-score')).toHaveLength(2);
  });
});
