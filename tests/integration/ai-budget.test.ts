import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { budgetMonth } from '../../functions/ai/budget';
import { db } from '../../functions/data/service';
import { scoreDelivery, WORKER_DEADLINE_MARGIN_MS } from '../../functions/scoring/worker';
import { SCORING_MAX_RECEIVES } from '../../shared/model-queue';
import { api, newManagerInNewOrg } from '../support/api';
import { generateTemplate, waitForTemplate } from '../support/templates';

/** Monthly AI budget of the local stack (USD), as the stack input's default. */
const BUDGET_USD = 50;

let token: string;
let orgId: string;

/** Moves the organization's spending this month by `usd` (what the month's earlier runs would have cost). */
async function spend(usd: number) {
  await db.entities.aiBudget.update({ orgId, month: budgetMonth() }).add({ usedUsd: usd }).go();
}

async function answeredSession() {
  const applicant = await api('POST', '/api/applicants', {
    token,
    body: {
      firstName: 'Ana',
      lastName: 'Budget',
      jobTitle: 'Backend Developer',
      email: `applicant-${randomUUID().slice(0, 8)}@example.com`,
    },
  });
  const template = await generateTemplate(token, {
    topic: 'Backend Developer',
    language: 'English',
    numberOfQuestions: 2,
  });
  const created = await api('POST', `/api/applicants/${applicant.body.id}/AddSession`, {
    token,
    body: { applicantId: applicant.body.id, interviewId: template.id },
  });
  const sessionId = created.body.id as string;
  const auth = await api('POST', `/api/session/${sessionId}/auth`, {
    body: { code: created.body.accessCode, noticeAccepted: true },
  });
  const applicantToken = auth.body.token as string;
  const session = await api('GET', `/api/session/${sessionId}`, { token: applicantToken });
  await api('POST', '/api/session/SaveAnswer', {
    token: applicantToken,
    body: {
      sessionId,
      questionId: session.body.questions[0].id,
      response: template.questions[0]!.keyPoints.join('. '),
    },
  });
  return { sessionId, applicantToken };
}

async function details(sessionId: string) {
  return (await api('GET', `/api/session/${sessionId}/details`, { token })).body;
}

async function waitFor(sessionId: string, done: (d: any) => boolean) {
  for (let i = 0; i < 50; i++) {
    const d = await details(sessionId);
    if (done(d)) return d;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Session ${sessionId} never reached the expected state`);
}

beforeAll(async () => {
  ({ token, orgId } = await newManagerInNewOrg('Budget Company'));
});

describe('monthly AI budget', () => {
  it('refuses generation with 429 AI_BUDGET_EXCEEDED once the month is spent, and stores nothing', async () => {
    const before = await api('GET', '/api/ai-usage', { token });
    expect(before.body).toMatchObject({ month: budgetMonth(), limitUsd: BUDGET_USD, exceeded: false });

    await spend(BUDGET_USD);
    const refused = await api('POST', '/api/interviews/generate', {
      token,
      body: { topic: 'Chef', language: 'English', numberOfQuestions: 3 },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('AI_BUDGET_EXCEEDED');
    expect(refused.body.message).toMatch(
      /AI budget for this month \(USD 50\).*resume on the 1st of next month/,
    );
    const list = await api('GET', '/api/interviews', { token });
    expect(list.body.items.some((t: { topic: string }) => t.topic === 'Chef')).toBe(false);
    const usage = await api('GET', '/api/ai-usage', { token });
    expect(usage.body).toMatchObject({ exceeded: true, usedPercent: 100 });

    await spend(-BUDGET_USD); // the budget is raised (or a new month starts)
    const allowed = await api('POST', '/api/interviews/generate', {
      token,
      body: { topic: 'Chef', language: 'English', numberOfQuestions: 3 },
    });
    expect(allowed.status).toBe(202);
    expect((await waitForTemplate(token, allowed.body.id)).status).toBe('ready');
  });

  it('lets a submitted session wait for budget with its reason, and scores it on the manager’s retry', async () => {
    const { sessionId, applicantToken } = await answeredSession();
    await spend(BUDGET_USD);
    await api('POST', `/api/session/${sessionId}/finish`, { token: applicantToken });
    const waiting = await waitFor(sessionId, (d) => d.scoringWait === 'ai_budget');
    expect(waiting.status).toBe('submitted');
    expect(waiting.result).toBeUndefined();

    // Still over budget: a retry keeps it waiting, nothing is lost.
    await api('POST', `/api/session/checkForCompletion/${sessionId}`, { token });
    await new Promise((r) => setTimeout(r, 300));
    expect(await details(sessionId)).toMatchObject({ status: 'submitted', scoringWait: 'ai_budget' });

    await spend(-BUDGET_USD);
    const retried = await api('POST', `/api/session/checkForCompletion/${sessionId}`, { token });
    expect(retried.status).toBe(200);
    const scored = await waitFor(sessionId, (d) => d.status === 'scored');
    expect(scored.scoringWait).toBeUndefined();
    expect(scored.result.score).toBeGreaterThan(0);
  });
});

describe('scoring worker deadline', () => {
  it('records a run that reaches the worker’s deadline on its last delivery as scoring_failed, and a retry scores it', async () => {
    const { sessionId, applicantToken } = await answeredSession();
    await spend(BUDGET_USD); // keeps the submitted session unscored until the worker runs
    await api('POST', `/api/session/${sessionId}/finish`, { token: applicantToken });
    await waitFor(sessionId, (d) => d.scoringWait === 'ai_budget');
    await spend(-BUDGET_USD);

    // Lambda gives the worker less time than its safety margin: its own deadline has passed.
    const context = { getRemainingTimeInMillis: () => WORKER_DEADLINE_MARGIN_MS - 1000 } as Context;
    const outcome = await scoreDelivery({ sessionId }, context, SCORING_MAX_RECEIVES);
    expect(outcome).toEqual({ sessionId, outcome: 'timed-out' });
    expect((await details(sessionId)).status).toBe('scoring_failed');

    await api('POST', `/api/session/checkForCompletion/${sessionId}`, { token });
    expect((await waitFor(sessionId, (d) => d.status === 'scored')).result).toBeDefined();
  });
});
