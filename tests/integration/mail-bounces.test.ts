import { randomUUID } from 'node:crypto';
import { recordMailProblem } from '../../functions/mail-events/mail-event';
import { api, signInDemo } from '../support/api';
import { generateTemplate } from '../support/templates';
import { waitForEmail } from '../support/inbox';

// aws-ses-v2-local sends no bounce events: the test hands the mail-events function's domain function
// what SES would report, against the real DynamoDB Local, and checks the API the manager uses.

async function applicantWithSession(token: string) {
  const email = `bounce-${randomUUID().slice(0, 8)}@example.com`;
  const body = { firstName: 'Bea', lastName: 'Bounce', jobTitle: 'Analyst', email };
  const applicant = (await api('POST', '/api/applicants', { token, body })).body;
  const template = await generateTemplate(token, {
    topic: 'Data Analyst',
    language: 'English',
    numberOfQuestions: 2,
  });
  const created = await api('POST', `/api/applicants/${applicant.id}/AddSession`, {
    token,
    body: { applicantId: applicant.id, interviewId: template.id },
  });
  expect(created.status).toBe(201);
  return { applicant, body, session: created.body, templateId: template.id as string };
}

async function sessionOnProfile(token: string, applicantId: string, sessionId: string) {
  const profile = await api('GET', `/api/applicants/${applicantId}`, { token });
  return profile.body.sessions.find((s: any) => s.id === sessionId);
}

describe('bounced and complained access-code e-mail', () => {
  it('shows a hard bounce with its reason and mails that address no more until the manager corrects it', async () => {
    const token = await signInDemo();
    const { applicant, body, session, templateId } = await applicantWithSession(token);
    expect(session.email).toMatchObject({ status: 'sent', messageId: expect.any(String) });

    const outcome = await recordMailProblem({
      sessionId: session.id,
      messageId: session.email.messageId,
      kind: 'bounced',
      permanent: true,
      address: body.email,
      reason: 'Permanent bounce (General): smtp; 550 5.1.1 user unknown',
    });
    expect(outcome).toBe('recorded');
    expect((await sessionOnProfile(token, applicant.id, session.id)).email).toMatchObject({
      status: 'bounced',
      problem: 'Permanent bounce (General): smtp; 550 5.1.1 user unknown',
    });

    // Neither a resend, a reminder nor a new session mails the bounced address; nothing changes.
    const resend = await api('POST', `/api/session/${session.id}/code`, { token });
    expect(resend.status).toBe(409);
    expect(resend.body.message).toContain(`E-mail to ${body.email} bounced`);
    expect(resend.body.message).toContain("Correct the applicant's e-mail address");
    expect((await api('POST', `/api/session/${session.id}/remind`, { token })).status).toBe(409);
    const another = await api('POST', `/api/applicants/${applicant.id}/AddSession`, {
      token,
      body: { applicantId: applicant.id, interviewId: templateId },
    });
    expect(another.status).toBe(409);
    const profile = await api('GET', `/api/applicants/${applicant.id}`, { token });
    expect(profile.body.sessions).toHaveLength(1);
    expect(profile.body).not.toHaveProperty('bouncedEmail');

    // Re-saving the same address keeps it blocked; a corrected one is mailed by "Resend".
    expect((await api('PUT', `/api/applicants/${applicant.id}`, { token, body })).status).toBe(200);
    expect((await api('POST', `/api/session/${session.id}/code`, { token })).status).toBe(409);
    const corrected = `fixed-${randomUUID().slice(0, 8)}@example.com`;
    expect(
      (await api('PUT', `/api/applicants/${applicant.id}`, { token, body: { ...body, email: corrected } }))
        .status,
    ).toBe(200);
    const resent = await api('POST', `/api/session/${session.id}/code`, { token });
    expect(resent.status).toBe(200);
    expect(resent.body.email).toMatchObject({ status: 'sent' });
    expect(resent.body.email.problem).toBeUndefined();
    await waitForEmail(corrected);

    // A late event about the first e-mail does not overwrite the newer delivery.
    const stale = await recordMailProblem({
      sessionId: session.id,
      messageId: session.email.messageId,
      kind: 'bounced',
      permanent: true,
      address: body.email,
      reason: 'late',
    });
    expect(stale).toBe('stale');
    expect((await sessionOnProfile(token, applicant.id, session.id)).email.status).toBe('sent');
  });

  it('shows a complaint and a soft bounce without blocking the address', async () => {
    const token = await signInDemo();
    const { applicant, body, session } = await applicantWithSession(token);
    await recordMailProblem({
      sessionId: session.id,
      messageId: session.email.messageId,
      kind: 'bounced',
      permanent: false,
      address: body.email,
      reason: 'Temporary bounce (MailboxFull)',
    });
    expect((await sessionOnProfile(token, applicant.id, session.id)).email).toMatchObject({
      status: 'bounced',
      problem: 'Temporary bounce (MailboxFull)',
    });
    const resent = await api('POST', `/api/session/${session.id}/code`, { token });
    expect(resent.status).toBe(200);

    await recordMailProblem({
      sessionId: session.id,
      messageId: resent.body.email.messageId,
      kind: 'complained',
      permanent: false,
      address: body.email,
      reason: 'Marked as spam by the recipient (abuse)',
    });
    expect((await sessionOnProfile(token, applicant.id, session.id)).email).toMatchObject({
      status: 'complained',
      problem: 'Marked as spam by the recipient (abuse)',
    });
    expect(
      await recordMailProblem({
        ...resent.body,
        sessionId: 'NOPE',
        messageId: 'x',
        kind: 'bounced',
        permanent: true,
        address: 'a@b.c',
        reason: 'r',
      }),
    ).toBe('unknown-session');
  });
});
