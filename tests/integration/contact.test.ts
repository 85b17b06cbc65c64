import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { inject } from 'vitest';
import { api } from '../support/api';

interface StoredEmail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
}

/** Mails the local SES emulator received (aws-ses-v2-local `GET /store`). */
async function sentEmails(): Promise<StoredEmail[]> {
  const res = await fetch(`${inject('stack').sesUrl}/store`);
  return ((await res.json()) as { emails: StoredEmail[] }).emails;
}

let ipCounter = 0;
/**
 * A loopback address of its own per test (all of 127/8 reaches the local API), so flood-limit counters
 * never collide between tests or runs: the server keys them on the connection's address.
 */
function clientIp(): { from: string } {
  ipCounter += 1;
  return { from: `127.${Date.now() % 250}.${Math.floor(Math.random() * 250)}.${ipCounter + 1}` };
}

// The data layer reads its configuration from process.env, which the integration setup fills first.
const data = () => import('../../functions/contact/contact');

describe('contact API on the local stack', () => {
  it('stores a contact message, e-mails it to the team and answers 201 with its id', async () => {
    const marker = `marker-${Date.now()}`;
    const body = {
      firstName: ' Ada ',
      lastName: 'Lovelace',
      email: 'Ada@Example.com',
      phone: '+44 20 7946 0000',
      message: `Hello <script>alert(1)</script> ${marker}`,
    };
    const res = await api('POST', '/api/contact', { body, ...clientIp() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9A-Z]{26}$/) });

    const { getContactMessage } = await data();
    const stored = await getContactMessage(res.body.id);
    expect(stored).toMatchObject({
      messageId: res.body.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      message: body.message,
      emailStatus: 'sent',
    });
    const nowSeconds = Date.now() / 1000;
    expect(stored!.expiresAt).toBeGreaterThan(nowSeconds + 364 * 24 * 3600);
    expect(stored!.expiresAt).toBeLessThan(nowSeconds + 366 * 24 * 3600);

    const mail = (await sentEmails()).find((m) => m.body.text?.includes(marker));
    expect(mail).toBeDefined();
    expect(mail!.destination.to).toEqual([inject('stack').env.TEAM_EMAIL ?? 'team@hiring.local']);
    expect(mail!.replyTo).toEqual(['ada@example.com']);
    expect(mail!.subject).toBe('Contact message from Ada Lovelace');
    expect(mail!.body.text).toContain(res.body.id);
    expect(mail!.body.html).toContain('&lt;script&gt;');
    expect(mail!.body.html).not.toContain('<script>');
    expect(stored!.emailMessageId).toBe(mail!.messageId);
  });

  it('stores an early-access request and e-mails it to the team', async () => {
    const marker = `ea-${Date.now()}`;
    const res = await api('POST', '/api/contact/EarlyAccess', {
      ...clientIp(),
      body: {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        company: 'Navy',
        message: marker,
        jobTitle: '',
      },
    });
    expect(res.status).toBe(201);

    const { getEarlyAccessRequest } = await data();
    const stored = await getEarlyAccessRequest(res.body.id);
    expect(stored).toMatchObject({
      requestId: res.body.id,
      name: 'Grace Hopper',
      email: 'grace@example.com',
      company: 'Navy',
      message: marker,
      emailStatus: 'sent',
    });
    expect(stored!.jobTitle).toBeUndefined();

    const mail = (await sentEmails()).find((m) => m.body.text?.includes(marker));
    expect(mail?.subject).toBe('Early access request from Grace Hopper (Navy)');
    expect(mail?.replyTo).toEqual(['grace@example.com']);
  });

  it('answers 400 with per-field details for missing and malformed fields', async () => {
    const contact = await api('POST', '/api/contact', {
      ...clientIp(),
      body: { email: 'not-an-email', phone: 'call me' },
    });
    expect(contact.status).toBe(400);
    expect(contact.body.error).toBe('ValidationFailed');
    expect(Object.keys(contact.body.details).sort()).toEqual(['email', 'firstName', 'message', 'phone']);

    const early = await api('POST', '/api/contact/EarlyAccess', {
      ...clientIp(),
      body: { name: '  ' },
    });
    expect(early.status).toBe(400);
    expect(Object.keys(early.body.details).sort()).toEqual(['email', 'name']);
  });

  it('answers 429 with Retry-After once a client sends more than 5 messages in an hour', async () => {
    const client = clientIp();
    const body = { firstName: 'Flood', email: 'flood@example.com', message: 'again' };
    for (let i = 0; i < 5; i++) {
      // A forged X-Forwarded-For per request does not make a new client.
      const headers = { 'x-forwarded-for': `10.9.8.${i}` };
      expect((await api('POST', '/api/contact', { ...client, headers, body })).status).toBe(201);
    }
    const refused = await api('POST', '/api/contact', {
      ...client,
      headers: { 'x-forwarded-for': '10.9.9.9', 'cloudfront-viewer-address': '10.9.9.10:443' },
      body,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('TooManyRequests');
    expect(refused.body.message).toMatch(/try again later/i);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Other clients and the early-access form keep their own counters.
    expect((await api('POST', '/api/contact', { ...clientIp(), body })).status).toBe(201);
    const early = await api('POST', '/api/contact/EarlyAccess', {
      ...client,
      body: { name: 'Flood', email: 'flood@example.com' },
    });
    expect(early.status).toBe(201);
  });

  it('keeps the message and marks it failed when the team e-mail cannot be sent', async () => {
    const { sendContactMessage, getContactMessage } = await data();
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(new Error('SES is down'));
    try {
      const receipt = await sendContactMessage(
        { firstName: 'Lost', email: 'lost@example.com', message: 'Please do not lose me' },
        clientIp().from,
      );
      const stored = await getContactMessage(receipt.id);
      expect(stored).toMatchObject({ message: 'Please do not lose me', emailStatus: 'failed' });
      expect(stored!.emailMessageId).toBeUndefined();
    } finally {
      ses.restore();
    }
  });
});
