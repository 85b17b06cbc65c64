import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { budgetMonth } from '../../functions/ai/budget';
import { db } from '../../functions/data/service';
import { scoreDelivery as scoringWorker } from '../../functions/scoring/worker';
import { api, newManagerInNewOrg } from '../support/api';
import { newOpenSession } from '../support/sessions';

/**
 * Scoring is claimed once (docs/decisions/0080-scoring-claimed-once.md): however many times the applicant
 * submits and however many worker runs start, one run scores a session, and only a manager retries a
 * failed one.
 */

let token: string;
let orgId: string;
const worker = { getRemainingTimeInMillis: () => 900_000 } as Context;

async function answered() {
  const session = await newOpenSession(token, 'Claim', 2);
  const auth = await api('POST', `/api/session/${session.id}/auth`, {
    body: { code: session.accessCode, noticeAccepted: true },
  });
  const applicantToken = auth.body.token as string;
  const view = await api('GET', `/api/session/${session.id}`, { token: applicantToken });
  for (const q of view.body.questions)
    await api('POST', '/api/session/SaveAnswer', {
      token: applicantToken,
      body: { sessionId: session.id, questionId: q.id, response: `I would start by measuring ${q.text}` },
    });
  return { sessionId: session.id, applicantToken };
}

async function aiScoreEvents(sessionId: string) {
  const { data } = await db.entities.sessionEvent.query.bySession({ sessionId }).go({ pages: 'all' });
  return data.filter((e) => e.kind === 'ai-score');
}

async function status(sessionId: string) {
  return (await api('GET', `/api/session/${sessionId}/details`, { token })).body.status as string;
}

async function waitForStatus(sessionId: string, wanted: string) {
  for (let i = 0; i < 50; i++) {
    if ((await status(sessionId)) === wanted) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Session ${sessionId} never reached ${wanted}`);
}

/** Tokens charged to the organization this month: every scoring run's tokens, whether it wrote a result or not. */
async function tokensCharged() {
  const { data } = await db.entities.aiBudget.get({ orgId, month: budgetMonth() }).go();
  return data?.usedTokens ?? 0;
}

const spend = (usd: number) =>
  db.entities.aiBudget.update({ orgId, month: budgetMonth() }).add({ usedUsd: usd }).go();

beforeAll(async () => {
  ({ token, orgId } = await newManagerInNewOrg(`Claim Company ${randomUUID().slice(0, 6)}`));
});

describe('scoring is claimed once', () => {
  it('a loop of /finish and worker runs started at once make one scoring run', async () => {
    const { sessionId, applicantToken } = await answered();
    // Submitted and waiting (held for budget), as a session is between its /finish and its worker's start.
    await spend(1000);
    await api('POST', `/api/session/${sessionId}/finish`, { token: applicantToken });
    await new Promise((r) => setTimeout(r, 500));
    await spend(-1000);
    const before = await tokensCharged();

    const finishes = Array.from({ length: 10 }, () =>
      api('POST', `/api/session/${sessionId}/finish`, { token: applicantToken }),
    );
    // Lambda may deliver one asynchronous invoke more than once, and a loop of /finish could queue many.
    const runs = Array.from({ length: 6 }, () => scoringWorker({ sessionId }, worker));
    const [answers, outcomes] = await Promise.all([Promise.all(finishes), Promise.all(runs)]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(outcomes.filter((o) => o.outcome === 'scored')).toHaveLength(1);
    await waitForStatus(sessionId, 'scored');
    await new Promise((r) => setTimeout(r, 300)); // anything the loop queued has had its chance
    expect(await aiScoreEvents(sessionId)).toHaveLength(1);
    // One model run: the tokens charged are those of the one stored result, not of several runs.
    const { data: result } = await db.entities.sessionResult.get({ sessionId }).go();
    expect((await tokensCharged()) - before).toBe(result!.usage!.totalTokens);
  });

  it('an applicant repeating Submit never retries a failed run; the manager does', async () => {
    const { sessionId, applicantToken } = await answered();
    await spend(1000); // held for budget, so the session stays submitted
    await api('POST', `/api/session/${sessionId}/finish`, { token: applicantToken });
    await new Promise((r) => setTimeout(r, 500));
    await db.entities.session.patch({ sessionId }).set({ status: 'scoring_failed' }).go();
    await spend(-1000);

    for (let i = 0; i < 5; i++)
      expect((await api('POST', `/api/session/${sessionId}/finish`, { token: applicantToken })).status).toBe(
        200,
      );
    await new Promise((r) => setTimeout(r, 500));
    expect(await status(sessionId)).toBe('scoring_failed');
    expect(await aiScoreEvents(sessionId)).toHaveLength(0);

    await api('POST', `/api/session/checkForCompletion/${sessionId}`, { token });
    await waitForStatus(sessionId, 'scored');
    expect(await aiScoreEvents(sessionId)).toHaveLength(1);
  });

  it('a run holding a live lease is left alone; one whose lease ran out is taken over', async () => {
    const { sessionId, applicantToken } = await answered();
    await spend(1000);
    await api('POST', `/api/session/${sessionId}/finish`, { token: applicantToken });
    await new Promise((r) => setTimeout(r, 500));
    await spend(-1000);
    const held = { status: 'scoring' as const, scoringClaim: 'other-run' };
    await db.entities.session
      .patch({ sessionId })
      .set({ ...held, scoringLeaseUntil: Date.now() + 60_000 })
      .go();
    expect(await scoringWorker({ sessionId }, worker)).toMatchObject({ outcome: 'skipped' });
    expect(await status(sessionId)).toBe('scoring');

    await db.entities.session
      .patch({ sessionId })
      .set({ ...held, scoringLeaseUntil: Date.now() - 1 })
      .go();
    expect(await scoringWorker({ sessionId }, worker)).toMatchObject({ outcome: 'scored' });
    expect(await status(sessionId)).toBe('scored');
  });
});
