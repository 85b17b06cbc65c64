import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { api, signInDemo } from '../support/api';
import { allEmails, waitForEmail } from '../support/inbox';
import { generateTemplate, writeTemplate } from '../support/templates';

let token: string;
const HOUR = 60 * 60 * 1000;

async function newApplicant() {
  const email = `applicant-${randomUUID().slice(0, 8)}@example.com`;
  const res = await api('POST', '/api/applicants', {
    token,
    body: { firstName: 'João', lastName: 'Silva', jobTitle: 'Support Engineer', email },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; email: string };
}

async function newTemplate(language = 'English') {
  return generateTemplate(token, { topic: 'Customer Support', language, numberOfQuestions: 2 });
}

async function assign(applicantId: string, interviewId: string, dueInDays?: number) {
  const res = await api('POST', `/api/applicants/${applicantId}/AddSession`, {
    token,
    body: { applicantId, interviewId, ...(dueInDays === undefined ? {} : { dueInDays }) },
  });
  expect(res.status).toBe(201);
  return res.body as {
    id: string;
    accessCode: string;
    dueAt: string;
    reminder?: { scheduledFor?: string };
  };
}

/** Moves the local runner's clock forward; due reminder schedules fire before it answers. */
async function advanceClock(minutes: number): Promise<{ now: string; fired: number }> {
  const res = await fetch(`${inject('stack').apiUrl}/local/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-local-secret': inject('stack').localSecret },
    body: JSON.stringify({ advanceMinutes: minutes }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { now: string; fired: number };
}

const runnerNow = async () => Date.parse((await advanceClock(0)).now);

beforeAll(async () => {
  token = await signInDemo();
});

describe('session deadlines and reminders', () => {
  it('gives a 1-day session a deadline, reminds at half-time, then expires it and keeps the answers until extended', async () => {
    const applicant = await newApplicant();
    const template = await writeTemplate(token, 'Portuguese', 'Suporte ao cliente', [
      'Como você lida com um cliente irritado?',
      'Conte sobre um problema difícil que resolveu.',
    ]);
    const before = await runnerNow();
    const created = await assign(applicant.id, template.id, 1);
    const due = Date.parse(created.dueAt);
    expect(due - before).toBeGreaterThanOrEqual(24 * HOUR - 5_000);
    expect(due - before).toBeLessThan(24 * HOUR + 60_000);
    // Under 4 days: the reminder goes at half-time.
    expect(Date.parse(created.reminder!.scheduledFor!) - due).toBeCloseTo(-12 * HOUR, -5);

    const invitation = await waitForEmail(applicant.email);
    expect(invitation.subject).toContain('Sua entrevista');

    const applicantToken = (
      await api('POST', `/api/session/${created.id}/auth`, {
        body: { code: created.accessCode, noticeAccepted: true },
      })
    ).body.token as string;
    const saved = await api('POST', '/api/session/SaveAnswer', {
      token: applicantToken,
      body: {
        sessionId: created.id,
        questionId: template.questions[0]!.id,
        response: 'Primeiro escuto o cliente.',
      },
    });
    expect(saved.status).toBe(200);

    // Nothing before its time; the reminder once the runner's clock reaches half-time.
    expect((await allEmails()).filter((e) => e.destination.to.includes(applicant.email))).toHaveLength(1);
    await advanceClock(12 * 60 + 1);
    const reminder = await waitForEmail(applicant.email, (e) => /Lembrete/.test(e.subject));
    expect(reminder.body.text).toContain(`/session/${created.id}`);
    const afterReminder = await api('GET', `/api/session/${created.id}/details`, { token });
    expect(afterReminder.body.reminder).toMatchObject({
      sentCount: 1,
      lastKind: 'automatic',
      lastStatus: 'sent',
    });
    expect(afterReminder.body.reminder.scheduledFor).toBeUndefined();

    // Past the deadline: expired, the link says why in Portuguese, nothing can be saved.
    await advanceClock(12 * 60 + 1);
    const intro = await api('GET', `/api/session/${created.id}/intro`);
    expect(intro.body).toMatchObject({ expired: true, submitted: false, dueAt: created.dueAt });
    const refused = await api('POST', `/api/session/${created.id}/auth`, {
      body: { code: created.accessCode, noticeAccepted: true },
    });
    expect(refused.status).toBe(410);
    expect(refused.body.error).toBe('SessionExpired');
    expect(refused.body.params.dueAt).toBe(created.dueAt);
    expect(refused.body.message).toMatch(/prazo/);
    const lateSave = await api('POST', '/api/session/SaveAnswer', {
      token: applicantToken,
      body: { sessionId: created.id, questionId: template.questions[1]!.id, response: 'Tarde demais.' },
    });
    expect([401, 410]).toContain(lateSave.status);
    const details = await api('GET', `/api/session/${created.id}/details`, { token });
    expect(details.body.status).toBe('expired');
    expect(details.body.questions[0].answer.text).toBe('Primeiro escuto o cliente.');

    // Extending opens it again with the saved answer still there.
    const extended = await api('POST', `/api/session/${created.id}/extend`, { token, body: { days: 2 } });
    expect(extended.status).toBe(200);
    expect(extended.body.status).toBe('open');
    expect(Date.parse(extended.body.dueAt)).toBeGreaterThan(Date.parse(created.dueAt) + 47 * HOUR);
    expect(extended.body.accommodation).toBeUndefined();
    const again = await api('POST', `/api/session/${created.id}/auth`, {
      body: { code: created.accessCode, noticeAccepted: true },
    });
    expect(again.status).toBe(200);
    const interview = await api('GET', `/api/session/${created.id}`, { token: again.body.token });
    expect(interview.body.answers.map((a: { text: string }) => a.text)).toEqual([
      'Primeiro escuto o cliente.',
    ]);
  });

  it('lets the manager close and score an expired session with what was answered', async () => {
    const applicant = await newApplicant();
    const template = await newTemplate();
    const created = await assign(applicant.id, template.id, 1);
    const applicantToken = (
      await api('POST', `/api/session/${created.id}/auth`, {
        body: { code: created.accessCode, noticeAccepted: true },
      })
    ).body.token as string;
    await api('POST', '/api/session/SaveAnswer', {
      token: applicantToken,
      body: { sessionId: created.id, questionId: template.questions[0]!.id, response: 'I listen first.' },
    });
    await advanceClock(24 * 60 + 1);
    const finish = await api('POST', `/api/session/${created.id}/finish`, { token: applicantToken });
    expect([401, 410]).toContain(finish.status);
    const closed = await api('POST', `/api/session/checkForCompletion/${created.id}/force`, { token });
    expect(closed.status).toBe(200);
    expect(closed.body.submitted).toBe(true);
  });

  it('sends no reminder once the applicant has finished', async () => {
    const applicant = await newApplicant();
    const template = await newTemplate();
    const created = await assign(applicant.id, template.id, 1);
    const applicantToken = (
      await api('POST', `/api/session/${created.id}/auth`, {
        body: { code: created.accessCode, noticeAccepted: true },
      })
    ).body.token as string;
    await api('POST', '/api/session/SaveAnswer', {
      token: applicantToken,
      body: { sessionId: created.id, questionId: template.questions[0]!.id, response: 'Done.' },
    });
    expect((await api('POST', `/api/session/${created.id}/finish`, { token: applicantToken })).status).toBe(
      200,
    );
    await advanceClock(13 * 60);
    const mails = (await allEmails()).filter((e) => e.destination.to.includes(applicant.email));
    expect(mails).toHaveLength(1);
    const details = await api('GET', `/api/session/${created.id}/details`, { token });
    expect(details.body.reminder).toBeUndefined();
  });

  it('sends a reminder on request at most once an hour', async () => {
    const applicant = await newApplicant();
    const template = await newTemplate('Spanish');
    const created = await assign(applicant.id, template.id);
    // The default deadline is 7 days, reminded 48 hours before it.
    expect(Date.parse(created.reminder!.scheduledFor!)).toBe(Date.parse(created.dueAt) - 48 * HOUR);
    const first = await api('POST', `/api/session/${created.id}/remind`, { token });
    expect(first.status).toBe(200);
    expect(first.body.reminder).toMatchObject({ sentCount: 1, lastKind: 'manual', lastStatus: 'sent' });
    const mail = await waitForEmail(applicant.email, (e) => /Recordatorio/.test(e.subject));
    expect(mail.body.text).not.toContain(created.accessCode);
    const second = await api('POST', `/api/session/${created.id}/remind`, { token });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(3000);
    await advanceClock(61);
    expect((await api('POST', `/api/session/${created.id}/remind`, { token })).status).toBe(200);
  });

  it('regenerating the code extends the deadline and revokes earlier applicant tokens', async () => {
    const applicant = await newApplicant();
    const template = await newTemplate();
    const created = await assign(applicant.id, template.id, 1);
    const oldToken = (
      await api('POST', `/api/session/${created.id}/auth`, {
        body: { code: created.accessCode, noticeAccepted: true },
      })
    ).body.token as string;
    expect((await api('GET', `/api/session/${created.id}`, { token: oldToken })).status).toBe(200);
    const regenerated = await api('POST', `/api/session/${created.id}/code`, { token });
    expect(regenerated.status).toBe(200);
    expect(Date.parse(regenerated.body.dueAt)).toBeGreaterThan(Date.parse(created.dueAt) + 5 * 24 * HOUR);
    expect((await api('GET', `/api/session/${created.id}`, { token: oldToken })).status).toBe(401);
    const fresh = await api('POST', `/api/session/${created.id}/auth`, {
      body: { code: regenerated.body.accessCode, noticeAccepted: true },
    });
    expect((await api('GET', `/api/session/${created.id}`, { token: fresh.body.token })).status).toBe(200);
  });

  it('records an accommodation of no deadline and of extra time', async () => {
    const applicant = await newApplicant();
    const template = await newTemplate();
    const created = await assign(applicant.id, template.id, 3);
    const extra = await api('POST', `/api/session/${created.id}/extend`, {
      token,
      body: { days: 5, accommodation: true, note: 'Extra time agreed for a screen reader user' },
    });
    expect(extra.status).toBe(200);
    expect(extra.body.accommodation).toMatchObject({
      kind: 'extraTime',
      days: 5,
      note: 'Extra time agreed for a screen reader user',
      by: { name: expect.any(String) },
    });
    const none = await api('POST', `/api/session/${created.id}/extend`, {
      token,
      body: { noDeadline: true },
    });
    expect(none.status).toBe(200);
    expect(none.body.dueAt).toBeUndefined();
    expect(none.body.reminder?.scheduledFor).toBeUndefined();
    expect(none.body.accommodation.kind).toBe('noDeadline');
    const intro = await api('GET', `/api/session/${created.id}/intro`);
    expect(intro.body.expired).toBe(false);
    expect(intro.body.dueAt).toBeUndefined();
    // The history keeps both, with who and why; the session holds only the one in force.
    const history = await api('GET', `/api/session/${created.id}/history`, { token });
    expect(history.body.items.filter((e: { kind: string }) => e.kind === 'accommodation')).toEqual([
      expect.objectContaining({
        detail: 'deadline +5 days',
        reason: 'Extra time agreed for a screen reader user',
        by: expect.objectContaining({ name: expect.any(String) }),
      }),
      expect.objectContaining({
        detail: 'no deadline',
        by: expect.objectContaining({ name: expect.any(String) }),
      }),
    ]);
  });

  it('validates deadlines and uses the organization default', async () => {
    const applicant = await newApplicant();
    const template = await newTemplate();
    for (const dueInDays of [0, 61, 2.5]) {
      const res = await api('POST', `/api/applicants/${applicant.id}/AddSession`, {
        token,
        body: { applicantId: applicant.id, interviewId: template.id, dueInDays },
      });
      expect(res.status).toBe(400);
      expect(res.body.details.dueInDays).toBeDefined();
    }
    const bad = await api('POST', `/api/session/${'0'.repeat(26)}/extend`, {
      token,
      body: { days: 2, noDeadline: true },
    });
    expect(bad.status).toBe(400);

    expect((await api('GET', '/api/organization/settings', { token })).body).toMatchObject({
      defaultDueInDays: 7,
    });
    const set = await api('PUT', '/api/organization/settings', { token, body: { defaultDueInDays: 3 } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ defaultDueInDays: 3, reportingLanguage: 'English' });
    try {
      const before = await runnerNow();
      const created = await assign(applicant.id, template.id);
      expect(Date.parse(created.dueAt) - before).toBeGreaterThanOrEqual(3 * 24 * HOUR - 5_000);
      expect(Date.parse(created.dueAt) - before).toBeLessThan(3 * 24 * HOUR + 60_000);
    } finally {
      await api('PUT', '/api/organization/settings', { token, body: { defaultDueInDays: 7 } });
    }
  });
});
