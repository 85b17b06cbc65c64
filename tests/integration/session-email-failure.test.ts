import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { inject } from 'vitest';
import { api, signInDemo } from '../support/api';
import { generateTemplate } from '../support/templates';

// SES fails in this worker only; DynamoDB is the real emulator.
const ses = mockClient(SESv2Client);

afterAll(() => ses.restore());

describe('when SES cannot send the access code', () => {
  it('keeps the session, marks the e-mail as not sent, and a resend works once SES is back', async () => {
    const token = await signInDemo();
    const me = (await api('GET', '/api/account/me', { token })).body;
    const applicant = (
      await api('POST', '/api/applicants', {
        token,
        body: { firstName: 'Ada', lastName: 'Lovelace', jobTitle: 'Analyst', email: 'ada@example.com' },
      })
    ).body;
    const template = await generateTemplate(token, {
      topic: 'Data Analyst',
      language: 'English',
      numberOfQuestions: 2,
    });

    ses
      .on(SendEmailCommand)
      .rejects(Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' }));
    const { createSession, regenerateAccessCode } = await import('../../functions/sessions/sessions');
    // This worker calls the sessions module directly: it needs the reminder schedules the runner has.
    const { useLocalScheduler } = await import('../../functions/reminders/schedules');
    const { LocalScheduler } = await import('../../infra/local/scheduler');
    useLocalScheduler(new LocalScheduler(async () => undefined));
    // Earlier files may have moved the runner's clock forward (deadlines, retention): keep the same time here.
    const runner = await fetch(`${inject('stack').apiUrl}/local/clock`, {
      method: 'POST',
      headers: { 'x-local-secret': inject('stack').localSecret },
      body: JSON.stringify({ advanceMinutes: 0 }),
    });
    const offset = Date.parse(((await runner.json()) as { now: string }).now) - Date.now();
    const { clock } = await import('../../functions/clock');
    clock.now = () => Date.now() + offset;
    const session = await createSession(me, applicant.id, template.id);
    expect(session.email?.status).toBe('failed');

    const listed = await api('GET', `/api/applicants/${applicant.id}`, { token });
    expect(listed.body.sessions[0]).toMatchObject({
      id: session.id,
      status: 'open',
      email: { status: 'failed' },
    });

    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'resent-1' });
    const resent = await regenerateAccessCode(me.orgId, session.id);
    expect(resent.email).toMatchObject({ status: 'sent', messageId: 'resent-1' });
    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input.Destination?.ToAddresses).toEqual([
      'ada@example.com',
    ]);
  });
});
