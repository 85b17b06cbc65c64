import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { db } from '../../functions/data/service';
import { api, signInDemo } from '../support/api';
import { writeTemplate } from '../support/templates';

/**
 * Retention (docs/product.md#retention): the organization's period, the notice that states it, and the
 * deletion of a session with everything in its partition once the period after its end has passed.
 */
let token: string;
const DAY_MINUTES = 24 * 60;

async function advanceDays(days: number): Promise<{ purged: number }> {
  const res = await fetch(`${inject('stack').apiUrl}/local/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-local-secret': inject('stack').localSecret },
    body: JSON.stringify({ advanceMinutes: days * DAY_MINUTES }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { purged: number };
}

async function newSession(dueInDays: number, jobPositionId?: string) {
  const email = `retention-${randomUUID().slice(0, 8)}@example.com`;
  const applicant = await api('POST', '/api/applicants', {
    token,
    body: {
      firstName: 'Ana',
      lastName: 'Lima',
      jobTitle: 'Analyst',
      email,
      ...(jobPositionId ? { jobPositionId } : {}),
    },
  });
  expect(applicant.status).toBe(201);
  const template = await writeTemplate(token, 'English', 'Data analysis', ['How do you check a dataset?']);
  const session = await api('POST', `/api/applicants/${applicant.body.id}/AddSession`, {
    token,
    body: { applicantId: applicant.body.id, interviewId: template.id, dueInDays },
  });
  expect(session.status).toBe(201);
  return {
    applicantId: applicant.body.id as string,
    id: session.body.id as string,
    accessCode: session.body.accessCode as string,
    questionId: template.questions[0]!.id,
  };
}

/** Every item left in a session's partition: the session, its answers (current and versions), its history and its result. */
async function partitionItems(sessionId: string): Promise<number> {
  const [session, current, answers, events, result] = await Promise.all([
    db.entities.session.get({ sessionId }).go(),
    db.entities.currentAnswer.query.byQuestion({ sessionId }).go({ pages: 'all' }),
    db.entities.answer.query.byQuestion({ sessionId }).go({ pages: 'all' }),
    db.entities.sessionEvent.query.bySession({ sessionId }).go({ pages: 'all' }),
    db.entities.sessionResult.get({ sessionId }).go(),
  ]);
  return (
    (session.data ? 1 : 0) +
    current.data.length +
    answers.data.length +
    events.data.length +
    (result.data ? 1 : 0)
  );
}

beforeAll(async () => {
  token = await signInDemo();
});

afterAll(async () => {
  await api('PUT', '/api/organization/settings', { token, body: { retentionDays: 365 } });
});

describe('retention', () => {
  it('keeps the retention period and contact address as organization settings, validated', async () => {
    const before = await api('GET', '/api/organization/settings', { token });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ retentionDays: 365, contactEmail: inject('stack').demoEmail });

    const tooShort = await api('PUT', '/api/organization/settings', { token, body: { retentionDays: 29 } });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.details).toHaveProperty('retentionDays');
    const badAddress = await api('PUT', '/api/organization/settings', {
      token,
      body: { contactEmail: 'not an address' },
    });
    expect(badAddress.status).toBe(400);
    expect((await api('GET', '/api/organization/settings', { token })).body.retentionDays).toBe(365);

    const saved = await api('PUT', '/api/organization/settings', {
      token,
      body: { retentionDays: 30, contactEmail: 'people@acme.example' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ retentionDays: 30, contactEmail: 'people@acme.example' });
    const audit = await api('GET', '/api/audit?action=settings.privacy', { token });
    expect(audit.body.items[0]).toMatchObject({
      action: 'settings.privacy',
      detail: 'retention 30 days, contact address changed',
    });
    expect(await api('GET', '/api/organization/settings')).toMatchObject({ status: 401 });
  });

  it('deletes a submitted session with its answers, history and result 30 days after it ends, and an unsubmitted one 30 days after its deadline', async () => {
    const position = (await api('POST', '/api/jobPositions', { token, body: { title: 'Retention ranking' } }))
      .body.id;
    const submitted = await newSession(7, position);
    const unsubmitted = await newSession(7);
    const waiting = await api('POST', '/api/applicants', {
      token,
      body: {
        firstName: 'Aaron',
        lastName: 'Aab',
        jobTitle: 'Analyst',
        email: `aab-${randomUUID().slice(0, 8)}@example.com`,
        jobPositionId: position,
      },
    });
    const ranking = async () =>
      ((await api('GET', `/api/jobPositions/${position}/candidates`, { token })).body.items as any[]).map(
        (c) => [c.applicant.firstName, c.rank, c.session?.id ?? null],
      );
    const intro = await api('GET', `/api/session/${submitted.id}/intro`);
    expect(intro.body.notice).toEqual({ contactEmail: 'people@acme.example', retentionDays: 30 });

    const auth = await api('POST', `/api/session/${submitted.id}/auth`, {
      body: { code: submitted.accessCode, noticeAccepted: true },
    });
    expect(auth.status).toBe(200);
    const applicantToken = auth.body.token as string;
    const answer = await api('POST', '/api/session/SaveAnswer', {
      token: applicantToken,
      body: {
        sessionId: submitted.id,
        questionId: submitted.questionId,
        response: 'I profile it first, then check ranges and nulls.',
      },
    });
    expect(answer.status).toBe(200);
    expect((await api('POST', `/api/session/${submitted.id}/finish`, { token: applicantToken })).status).toBe(
      200,
    );
    await expect
      .poll(async () => (await api('GET', `/api/session/${submitted.id}/details`, { token })).body.status, {
        timeout: 20_000,
      })
      .toBe('scored');
    const decision = await api('POST', `/api/session/${submitted.id}/decision`, {
      token,
      body: { decision: 'hold', reason: 'Compare with the other candidates first.' },
    });
    expect(decision.status).toBe(201);
    expect(await partitionItems(submitted.id)).toBeGreaterThanOrEqual(5);
    expect(await ranking()).toEqual([
      ['Ana', 1, submitted.id],
      ['Aaron', null, null],
    ]);

    // 29 days after the end: both are still there.
    await advanceDays(29);
    expect((await api('GET', `/api/session/${submitted.id}/details`, { token })).status).toBe(200);
    expect((await api('GET', `/api/session/${unsubmitted.id}/details`, { token })).status).toBe(200);

    // Past 30 days after submission: the submitted one is gone, with everything in its partition.
    const swept = await advanceDays(2);
    expect(swept.purged).toBeGreaterThanOrEqual(1);
    expect((await api('GET', `/api/session/${submitted.id}/details`, { token })).status).toBe(404);
    expect((await api('GET', `/api/session/${submitted.id}/intro`)).status).toBe(404);
    const profile = await api('GET', `/api/applicants/${submitted.applicantId}`, { token });
    expect(profile.status).toBe(200);
    expect(profile.body.sessions).toEqual([]);
    await expect.poll(() => partitionItems(submitted.id)).toBe(0);
    // Its candidate no longer ranks by it: unscored now, in name order after Aaron Aab.
    expect(waiting.status).toBe(201);
    await expect.poll(ranking).toEqual([
      ['Aaron', null, null],
      ['Ana', null, null],
    ]);

    // The unsubmitted one ends at its deadline (day 7): it goes 30 days after that.
    expect((await api('GET', `/api/session/${unsubmitted.id}/details`, { token })).status).toBe(200);
    // An hour past the period, not on its very second (the expiry is kept in whole seconds).
    await advanceDays(6 + 1 / 24);
    expect((await api('GET', `/api/session/${unsubmitted.id}/details`, { token })).status).toBe(404);
    expect(await partitionItems(unsubmitted.id)).toBe(0);
  });

  it('treats a session past its expiry as deleted before TTL removes it', async () => {
    const session = await newSession(7);
    // Expired a minute ago on the runner's clock, but still stored (AWS deletes expired items lazily).
    const clock = await fetch(`${inject('stack').apiUrl}/local/clock`, {
      method: 'POST',
      headers: { 'x-local-secret': inject('stack').localSecret },
      body: JSON.stringify({ advanceMinutes: 0 }),
    });
    const now = Date.parse(((await clock.json()) as { now: string }).now);
    await db.entities.session
      .patch({ sessionId: session.id })
      .set({ purgeAt: Math.floor(now / 1000) - 60 })
      .go();
    expect((await db.entities.session.get({ sessionId: session.id }).go()).data).not.toBeNull();
    expect((await api('GET', `/api/session/${session.id}/details`, { token })).status).toBe(404);
    expect((await api('GET', `/api/session/${session.id}/intro`)).status).toBe(404);
    const list = await api('GET', '/api/session?limit=100', { token });
    expect(list.body.items.map((s: { id: string }) => s.id)).not.toContain(session.id);
  });
});
