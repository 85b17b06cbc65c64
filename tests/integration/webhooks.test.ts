import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookListener, type HiringEvent } from '../../docs/examples/webhook-receiver';
import { api, newManagerInNewOrg, signInDemo } from '../support/api';
import { generateTemplate } from '../support/templates';
import { person, receiver, until } from '../support/webhooks';

/** Webhooks beyond the worked example: the deadline event, URL rules, tenancy, giving up and Resend. */

describe('session.expired', () => {
  it('is raised once the deadline of a session nobody submitted has passed', async () => {
    const owner = await signInDemo();
    const events: HiringEvent[] = [];
    const { server, url } = await receiver();
    const hook = await api('POST', '/api/webhooks', {
      token: owner,
      body: { url, events: ['session.expired'] },
    });
    server.on(
      'request',
      webhookListener(hook.body.secret, (e) => void events.push(e)),
    );
    const applicant = await api('POST', '/api/applicants', { token: owner, body: person('Edsger') });
    const interviewId = (
      await generateTemplate(owner, { topic: 'Backend Developer', language: 'English', numberOfQuestions: 1 })
    ).id;
    const session = await api('POST', `/api/applicants/${applicant.body.id}/AddSession`, {
      token: owner,
      body: { applicantId: applicant.body.id, interviewId, dueInDays: 1 },
    });
    expect(session.status).toBe(201);
    await api('POST', '/local/clock', { body: { advanceMinutes: 2 * 24 * 60 } });
    const expired = await until('session.expired', () => events.find((e) => e.type === 'session.expired'));
    expect(expired.data).toEqual({
      sessionId: session.body.id,
      applicantId: applicant.body.id,
      status: 'expired',
    });
  });
});

describe('webhook endpoints and keys are the owner’s, with the deployment’s URL rules', () => {
  it('refuses an endpoint outside the loopback over plain http, and another organization revoking a key', async () => {
    const owner = await signInDemo();
    const refused = await api('POST', '/api/webhooks', {
      token: owner,
      body: { url: 'http://ats.example.com/hooks', events: ['session.scored'] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details.url).toEqual(['Webhook endpoints must use https://']);
    expect((await api('GET', '/api/webhooks', { token: owner })).body.items).not.toContainEqual(
      expect.objectContaining({ url: 'http://ats.example.com/hooks' }),
    );
    const { token: otherOwner } = await newManagerInNewOrg();
    const mine = await api('POST', '/api/api-keys', {
      token: owner,
      body: { name: 'Not yours', scopes: ['applicants:read'] },
    });
    expect((await api('DELETE', `/api/api-keys/${mine.body.id}`, { token: otherOwner })).status).toBe(404);
  });

  it('gives up after about a day of failures, and Resend still sends the event', async () => {
    const owner = await signInDemo();
    let up = false;
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
        if (!up) throw new Error('receiver down');
      }),
    );
    const applicant = await api('POST', '/api/applicants', { token: owner, body: person('Barbara') });
    await api('DELETE', `/api/applicants/${applicant.body.id}`, { token: owner });
    // 5 s, 5 min, 30 min, 2 h, 5 h, 8 h, 8 h between the 8 tries.
    for (const minutes of [1, 5, 30, 120, 300, 480, 480]) {
      const before = seen.length;
      await until('the next try', () => (seen.length > before ? true : undefined));
      await api('POST', '/local/clock', { body: { advanceMinutes: minutes } });
    }
    await until('the eighth try', () => (seen.length >= 8 ? true : undefined));
    let log: { id: string; state: string; attempts: number; lastError?: string } | undefined;
    for (let i = 0; i < 50 && log?.state !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      log = (await api('GET', `/api/webhooks/${hook.body.id}/deliveries`, { token: owner })).body.items[0];
    }
    expect(log).toMatchObject({ state: 'failed', attempts: 8, lastStatus: 500, lastError: 'HTTP 500' });
    await api('POST', '/local/clock', { body: { advanceMinutes: 24 * 60 } });
    await new Promise((r) => setTimeout(r, 1000));
    expect(seen).toHaveLength(8);
    up = true;
    const resent = await api('POST', `/api/webhooks/${hook.body.id}/deliveries/${log!.id}/resend`, {
      token: owner,
    });
    expect(resent.body).toMatchObject({ state: 'delivered', attempts: 9, lastStatus: 204 });
    expect(resent.body.lastError).toBeUndefined();
  });
});

describe('door: webhook targets outside the public internet (decision record 0136)', () => {
  it('refuses localhost. and 127.0.0.1.nip.io when registered, records a refused try to a loopback port the runner does not allow, and audits the host only', async () => {
    const owner = await signInDemo();
    for (const url of [
      'https://localhost./hooks',
      'https://127.0.0.1.nip.io/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'https://metadata.google.internal/computeMetadata/v1/',
    ]) {
      const refused = await api('POST', '/api/webhooks', {
        token: owner,
        body: { url, events: ['applicant.deleted'] },
      });
      expect(refused.status, url).toBe(400);
    }
    // A service on this machine outside LOCAL_WEBHOOK_PORTS: before, any loopback port got the POST.
    let hits = 0;
    const service = createServer((_req, res) => {
      hits++;
      res.end();
    });
    await new Promise<void>((r) => service.listen(0, '127.0.0.1', r));
    const port = (service.address() as AddressInfo).port;
    const hook = await api('POST', '/api/webhooks', {
      token: owner,
      body: { url: `http://hook-user:hook-pass@127.0.0.1:${port}/x`, events: ['applicant.deleted'] },
    });
    expect(hook.status).toBe(201);
    expect(hook.body.url).toBe(`http://127.0.0.1:${port}/x`);
    const applicant = await api('POST', '/api/applicants', { token: owner, body: person('Radia') });
    await api('DELETE', `/api/applicants/${applicant.body.id}`, { token: owner });
    let refusedTry: { lastError?: string } | undefined;
    for (let i = 0; i < 100 && !refusedTry?.lastError; i++) {
      await new Promise((r) => setTimeout(r, 150));
      refusedTry = (await api('GET', `/api/webhooks/${hook.body.id}/deliveries`, { token: owner })).body
        .items[0];
    }
    expect(refusedTry?.lastError).toMatch(/^Refused: the host/);
    expect(hits).toBe(0);
    service.close();
    const audit = await api('GET', '/api/audit?action=webhook.create', { token: owner });
    const entry = (audit.body.items as { targetId?: string; detail?: string }[]).find(
      (e) => e.targetId === hook.body.id,
    );
    expect(entry?.detail).toBe(`127.0.0.1:${port}`);
    expect(JSON.stringify(audit.body)).not.toContain('hook-pass');
  });
});
