import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { webhookListener, type HiringEvent } from '../../docs/examples/webhook-receiver';
import { api, newManagerInNewOrg } from '../support/api';
import { generateTemplate } from '../support/templates';
import { person, receiver, until } from '../support/webhooks';

/**
 * Webhook delivery as the cloud runs it (docs/decisions/0124-webhook-delivery-queue.md), on the
 * synthesized stack: the table's stream hands new deliveries to the webhook worker's bundle, which queues
 * them on the template's SQS queue and tries them from there, each AWS call checked against its role; a
 * failing receiver's next try is a delayed message (`POST /local/clock` moves the queues' clock).
 */
/**
 * An endpoint of the demo organization at a loopback receiver, written to the table as an operator would:
 * the template's integrations function accepts only https:// endpoints (`WEBHOOK_URLS=https`), and the
 * subject here is delivery, not registration (tests/integration/webhooks.test.ts covers the URL rules).
 */
async function loopbackEndpoint(owner: string, url: string) {
  const { db } = await import('../../functions/data/service');
  const { newId } = await import('../../functions/data/attributes');
  const { orgId } = (await api('GET', '/api/account/me', { token: owner })).body as { orgId: string };
  const webhookId = newId();
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  await db.entities.webhook.create({ orgId, webhookId, url, events: ['session.submitted'], secret }).go();
  return { status: 201, body: { id: webhookId, secret } };
}

describe('webhooks through the stream, the queue and the worker of the synthesized stack', () => {
  it('delivers a signed session.submitted, and a receiver that answers 500 twice gets it on the third try', async () => {
    // An organization of its own: sessions other files submitted in the demo organization may still be
    // on the table's stream, and would reach endpoints of that organization too.
    const { token: owner } = await newManagerInNewOrg('Webhook Company');
    const received: HiringEvent[] = [];
    const good = await receiver();
    const goodHook = await loopbackEndpoint(owner, good.url);
    expect(goodHook.status).toBe(201);
    good.server.on(
      'request',
      webhookListener(goodHook.body.secret, (e) => void received.push(e)),
    );
    const flaky = await receiver();
    const flakyHook = await loopbackEndpoint(owner, flaky.url);
    const tries: IncomingHttpHeaders[] = [];
    const flakyEvents: HiringEvent[] = [];
    const verify = webhookListener(flakyHook.body.secret, (e) => {
      flakyEvents.push(e);
      if (flakyEvents.length <= 2) throw new Error('receiver down');
    });
    flaky.server.on('request', (req, res) => {
      tries.push(req.headers);
      void verify(req, res);
    });

    const template = await generateTemplate(owner, {
      topic: 'Backend Developer',
      language: 'English',
      numberOfQuestions: 1,
    });
    const applicant = await api('POST', '/api/applicants', { token: owner, body: person('Hedy') });
    const session = await api('POST', `/api/applicants/${applicant.body.id}/AddSession`, {
      token: owner,
      body: { applicantId: applicant.body.id, interviewId: template.id },
    });
    expect(session.status).toBe(201);
    const sessionId = session.body.id as string;
    const code = (await api('POST', `/api/session/${sessionId}/code`, { token: owner })).body.accessCode;
    const applicantToken = (
      await api('POST', `/api/session/${sessionId}/auth`, { body: { code, noticeAccepted: true } })
    ).body.token;
    await api('POST', '/api/session/SaveAnswer', {
      token: applicantToken,
      body: { sessionId, questionId: template.questions[0]!.id, response: 'Queues, retries and backoff.' },
    });
    expect((await api('POST', `/api/session/${sessionId}/finish`, { token: applicantToken })).status).toBe(
      200,
    );

    const submitted = await until('session.submitted at the good receiver', () => received[0], 30_000);
    expect(submitted).toMatchObject({
      type: 'session.submitted',
      data: { sessionId, applicantId: applicant.body.id, status: 'submitted' },
    });
    // First try at once, the second 5 s later (a 5 s SQS delay), both answered 500.
    await until('two tries at the flaky receiver', () => (tries.length >= 2 ? true : undefined), 30_000);
    const logOnce = async () =>
      (await api('GET', `/api/webhooks/${flakyHook.body.id}/deliveries`, { token: owner })).body.items[0] as
        { state: string; attempts: number; lastStatus?: number } | undefined;
    /** The flaky endpoint's delivery once it has `attempts` tries recorded. */
    const logAfter = async (attempts: number) => {
      for (let i = 0; i < 100; i++) {
        const item = await logOnce();
        if (item && item.attempts >= attempts) return item;
        await new Promise((r) => setTimeout(r, 100));
      }
      return logOnce();
    };
    expect(await logAfter(2)).toMatchObject({ state: 'pending', attempts: 2, lastStatus: 500 });
    // The third try waits 5 minutes in the queue: nothing comes before the queues' clock moves past it.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(tries).toHaveLength(2);
    await api('POST', '/local/clock', { body: { advanceMinutes: 5 } });
    await until('the third try', () => (tries.length >= 3 ? true : undefined), 30_000);
    expect(await logAfter(3)).toMatchObject({ state: 'delivered', attempts: 3, lastStatus: 204 });
    // One event, one webhook-id on every try; each try signed (the listener verified all three).
    expect(new Set(tries.map((h) => h['webhook-id'])).size).toBe(1);
    expect(flakyEvents.map((e) => e.type)).toEqual(Array(3).fill('session.submitted'));
    expect(received).toHaveLength(1);
  });
});
