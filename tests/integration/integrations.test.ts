import { inject } from 'vitest';
import { sendInterview } from '../../docs/examples/tracking-system';
import { webhookListener, type HiringEvent } from '../../docs/examples/webhook-receiver';
import { api, signInDemo } from '../support/api';
import { person, receiver, until } from '../support/webhooks';
import { generateTemplate } from '../support/templates';

/** docs/integrations.md, run: a tracking system with an API key, a receiver checking every signature. */

describe('a tracking system connected with an API key and a webhook', () => {
  let owner: string;
  let key: string;
  let keyId: string;
  let interviewId: string;

  beforeAll(async () => {
    owner = await signInDemo();
    const created = await api('POST', '/api/api-keys', {
      token: owner,
      body: {
        name: 'Greenhouse sync',
        scopes: ['applicants:write', 'sessions:write', 'sessions:read'],
      },
    });
    expect(created.status).toBe(201);
    ({ key, id: keyId } = created.body);
    // Generation runs in the background: the session is added once the template is ready.
    interviewId = (
      await generateTemplate(owner, { topic: 'Backend Developer', language: 'English', numberOfQuestions: 2 })
    ).id;
  });

  it('shows the key once, stores it hashed and lists it without the key', async () => {
    expect(key).toMatch(/^hk_[0-9A-Z]{26}_[\w-]{43}$/);
    const listed = await api('GET', '/api/api-keys', { token: owner });
    const mine = listed.body.items.find((k: { id: string }) => k.id === keyId);
    expect(mine).toMatchObject({ name: 'Greenhouse sync', createdBy: expect.any(String) });
    expect(JSON.stringify(listed.body)).not.toContain(key.slice(-43));
  });

  it('creates an applicant and a session, and the receiver gets signed submitted, scored and decided events', async () => {
    const events: HiringEvent[] = [];
    const { server, url } = await receiver();
    const hook = await api('POST', '/api/webhooks', {
      token: owner,
      body: { url, events: ['session.submitted', 'session.scored', 'decision.recorded'] },
    });
    expect(hook.status).toBe(201);
    expect(hook.body.secret).toMatch(/^whsec_/);
    server.on(
      'request',
      webhookListener(hook.body.secret, (e) => void events.push(e)),
    );

    const { applicantId, sessionId } = await sendInterview(
      inject('stack').apiUrl,
      key,
      person('Ada'),
      interviewId,
    );
    const details = await api('GET', `/api/session/${sessionId}/details`, { token: key });
    expect(details.status).toBe(200);
    expect(details.body.applicantId).toBe(applicantId);

    // The applicant answers with the code the session was sent with.
    const code = (await api('POST', `/api/session/${sessionId}/code`, { token: owner })).body.accessCode;
    const applicantToken = (
      await api('POST', `/api/session/${sessionId}/auth`, { body: { code, noticeAccepted: true } })
    ).body.token;
    const questions = (await api('GET', `/api/interviews/${interviewId}`, { token: owner })).body.questions;
    for (const q of questions)
      await api('POST', '/api/session/SaveAnswer', {
        token: applicantToken,
        body: { sessionId, questionId: q.id, response: q.keyPoints.join('. ') },
      });
    expect((await api('POST', `/api/session/${sessionId}/finish`, { token: applicantToken })).status).toBe(
      200,
    );

    const scored = await until('session.scored', () => events.find((e) => e.type === 'session.scored'));
    expect(events.find((e) => e.type === 'session.submitted')?.data).toMatchObject({
      sessionId,
      applicantId,
      status: 'submitted',
      submittedBy: 'applicant',
    });
    expect(scored.data).toMatchObject({
      sessionId,
      applicantId,
      status: 'scored',
      score: expect.any(Number),
    });

    // A person decides (docs/compliance.md): the key reads the decision, the manager records it.
    const decision = {
      decision: 'advance',
      reason: 'Strong answers',
      flaggedSeen: questions.map((q: { id: string }) => q.id),
    };
    const byKey = await api('POST', `/api/session/${sessionId}/decision`, { token: key, body: decision });
    expect(byKey.status).toBe(403);
    const decided = await api('POST', `/api/session/${sessionId}/decision`, { token: owner, body: decision });
    expect(decided.status).toBe(201);
    const read = await api('GET', `/api/session/${sessionId}/details`, { token: key });
    expect(read.body.decision).toMatchObject({ decision: 'advance' });
    const recorded = await until('decision.recorded', () =>
      events.find((e) => e.type === 'decision.recorded'),
    );
    expect(recorded.data).toEqual({ sessionId, applicantId, decision: 'advance' });
    // Ids and states only: no answer text, no name or e-mail.
    expect(JSON.stringify(events)).not.toMatch(/Ada|example\.com|Strong answers/);
  });

  it('refuses the key outside its scopes with 403, and writes every use to the audit log', async () => {
    const outside = await api('GET', '/api/applicants', { token: key });
    expect(outside.status).toBe(403);
    expect(outside.body.error).toBe('Forbidden');
    expect((await api('GET', '/api/team', { token: key })).status).toBe(403);
    expect(
      (await api('POST', '/api/api-keys', { token: key, body: { name: 'x', scopes: ['sessions:read'] } }))
        .status,
    ).toBe(403);
    // The audit entry of each use names what the key touched: the route, the method and the path's ids.
    const sessionId = (await api('GET', '/api/session?limit=1', { token: key })).body.items[0].id;
    expect((await api('GET', `/api/session/${sessionId}/details`, { token: key })).status).toBe(200);
    const audit = await api('GET', '/api/audit?action=api-key.use', { token: owner });
    expect(audit.body.items.length).toBeGreaterThan(0);
    expect(audit.body.items[0]).toMatchObject({
      by: { name: expect.stringContaining('Greenhouse sync') },
      detail: `getSessionDetails GET /api/session/${sessionId}/details`,
    });
  });

  it('retries a receiver that answers 500: the third try delivers, and the log shows the tries', async () => {
    const seen: string[] = [];
    const { server, url } = await receiver();
    const hook = await api('POST', '/api/webhooks', {
      token: owner,
      body: { url, events: ['applicant.deleted'] },
    });
    server.on(
      'request',
      webhookListener(hook.body.secret, (e) => {
        seen.push(e.type);
        if (seen.length <= 2) throw new Error('receiver down');
      }),
    );
    const applicant = await api('POST', '/api/applicants', { token: key, body: person('Grace') });
    expect(applicant.status).toBe(201);
    expect((await api('DELETE', `/api/applicants/${applicant.body.id}`, { token: owner })).status).toBe(204);
    await until('the first try', () => (seen.length >= 1 ? true : undefined));
    // The retries wait 5 s, then 5 min: the runner's clock brings them forward.
    await api('POST', '/local/clock', { body: { advanceMinutes: 1 } });
    await until('the second try', () => (seen.length >= 2 ? true : undefined));
    await api('POST', '/local/clock', { body: { advanceMinutes: 6 } });
    await until('the third try', () => (seen.length >= 3 ? true : undefined));

    let log:
      { id: string; messageId: string; state: string; tries: { at: string; status?: number }[] } | undefined;
    for (let i = 0; i < 50 && log?.state !== 'delivered'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      log = (await api('GET', `/api/webhooks/${hook.body.id}/deliveries`, { token: owner })).body.items[0];
    }
    expect(log).toBeDefined();
    expect(log).toMatchObject({
      type: 'applicant.deleted',
      state: 'delivered',
      attempts: 3,
      lastStatus: 204,
    });
    // Every try with its time and status, not only the last.
    expect(log!.tries.map((t: { status?: number }) => t.status)).toEqual([500, 500, 204]);
    expect(log!.tries.every((t: { at: string }) => !Number.isNaN(Date.parse(t.at)))).toBe(true);

    const resent = await api('POST', `/api/webhooks/${hook.body.id}/deliveries/${log!.id}/resend`, {
      token: owner,
    });
    expect(resent.status).toBe(202);
    expect(resent.body).toMatchObject({ state: 'delivered', attempts: 4, messageId: log!.messageId });
    expect(seen).toEqual(Array(4).fill('applicant.deleted'));
  });

  it('limits each key to 120 calls a minute, apart from the managers’ own calls', async () => {
    const busy = (
      await api('POST', '/api/api-keys', {
        token: owner,
        body: { name: 'Busy sync', scopes: ['sessions:read'] },
      })
    ).body.key as string;
    // The limit counts per minute of the clock: start early in a minute, so all calls fall in one.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 100));
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++)
      statuses.push((await api('GET', '/api/session?limit=1', { token: busy })).status);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    const refused = await api('GET', '/api/session?limit=1', { token: busy });
    expect(refused.body.error).toBe('TooManyRequests');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api('GET', '/api/session?limit=1', { token: owner })).status).toBe(200);
    expect((await api('GET', '/api/session?limit=1', { token: key })).status).toBe(200);
  }, 60_000);

  it('refuses the key once revoked', async () => {
    expect((await api('DELETE', `/api/api-keys/${keyId}`, { token: owner })).status).toBe(204);
    const refused = await api('POST', '/api/applicants', { token: key, body: person('Linus') });
    expect(refused.status).toBe(401);
    const listed = await api('GET', '/api/api-keys', { token: owner });
    expect(listed.body.items.find((k: { id: string }) => k.id === keyId).revokedAt).toEqual(
      expect.any(String),
    );
  });
});
