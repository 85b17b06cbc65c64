import { randomUUID } from 'node:crypto';
import { api, newManagerInNewOrg, signInDemo } from '../support/api';
import { accessCodeIn, sessionLinkIn, waitForEmail } from '../support/inbox';
import { generateTemplate, waitForTemplate } from '../support/templates';

let token: string;

async function newApplicant(overrides: Record<string, unknown> = {}) {
  const email = `applicant-${randomUUID().slice(0, 8)}@example.com`;
  const res = await api('POST', '/api/applicants', {
    token,
    body: {
      firstName: 'Lucía',
      lastName: 'Fernández',
      jobTitle: 'Frontend Developer',
      email,
      technicalSkills: 'React, TypeScript',
      ...overrides,
    },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; email: string };
}

async function newTemplate(language = 'English', numberOfQuestions = 3) {
  return generateTemplate(token, {
    topic: 'Frontend Developer',
    language,
    numberOfQuestions,
    skills: 'React, TypeScript',
  });
}

async function assign(applicantId: string, interviewId: string) {
  const res = await api('POST', `/api/applicants/${applicantId}/AddSession`, {
    token,
    body: { applicantId, interviewId },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; accessCode: string; applicantId: string; email: { status: string } };
}

async function enter(sessionId: string, code: string) {
  const res = await api('POST', `/api/session/${sessionId}/auth`, { body: { code, noticeAccepted: true } });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

async function waitForScore(sessionId: string) {
  for (let i = 0; i < 50; i++) {
    const details = await api('GET', `/api/session/${sessionId}/details`, { token });
    if (details.body.status === 'scored') return details.body;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('Session was not scored');
}

beforeAll(async () => {
  token = await signInDemo();
});

describe('interview sessions end to end on the local stack', () => {
  it('assigns, e-mails the code, lets the applicant answer and submit, and scores the session', async () => {
    const applicant = await newApplicant();
    const template = await newTemplate('Spanish');
    const created = await assign(applicant.id, template.id);
    expect(created.accessCode).toMatch(/^[2-9A-Z]{3}-[2-9A-Z]{3}-[2-9A-Z]{3}$/);
    expect(created.email.status).toBe('sent');

    const mail = await waitForEmail(applicant.email);
    expect(mail.subject).toContain('Tu entrevista');
    expect(accessCodeIn(mail)).toBe(created.accessCode);
    expect(sessionLinkIn(mail)).toMatch(new RegExp(`/session/${created.id}$`));

    const intro = await api('GET', `/api/session/${created.id}/intro`);
    expect(intro.body).toMatchObject({ language: 'Spanish', submitted: false, questionCount: 3 });
    expect(JSON.stringify(intro.body)).not.toContain(created.accessCode);

    // Lower case and without dashes is the same code.
    const applicantToken = await enter(created.id, created.accessCode.replace(/-/g, '').toLowerCase());
    const session = await api('GET', `/api/session/${created.id}`, { token: applicantToken });
    expect(session.status).toBe(200);
    expect(session.body.questions).toHaveLength(3);
    expect(session.body.questions[0].keyPoints).toBeUndefined();
    expect(JSON.stringify(session.body)).not.toMatch(/accessCode|Hash|Salt/);

    const [q1, q2, q3] = session.body.questions;
    const strong = template.questions[0]!.keyPoints.join('. ');
    await api('POST', '/api/session/SaveAnswer', {
      token: applicantToken,
      body: { sessionId: created.id, questionId: q1.id, response: 'No lo sé.' },
    });
    const edited = await api('POST', '/api/session/SaveAnswer', {
      token: applicantToken,
      body: { sessionId: created.id, questionId: q1.id, response: strong },
    });
    expect(edited.body.version).toBe(2);
    await api('POST', '/api/session/SaveAnswer', {
      token: applicantToken,
      body: { sessionId: created.id, questionId: q2.id, response: 'Depende.' },
    });
    expect(q3).toBeDefined();

    const reloaded = await api('GET', `/api/session/${created.id}`, { token: applicantToken });
    expect(reloaded.body.answers.find((a: any) => a.questionId === q1.id)).toMatchObject({
      version: 2,
      text: strong,
    });

    const finished = await api('POST', `/api/session/${created.id}/finish`, { token: applicantToken });
    expect(finished.body).toMatchObject({ submitted: true });

    const details = await waitForScore(created.id);
    expect(details.result.score).toBeGreaterThan(0);
    expect(details.result.feedback).toBeTruthy();
    expect(details.answerCount).toBe(2);
    const [d1, d2, d3] = details.questions;
    expect(d1.answer.version).toBe(2);
    expect(d1.score).toBeGreaterThan(d2.score);
    expect(d3.answer).toBeUndefined();
    expect(d3.score).toBe(0);
    expect(details.scoring.promptVersion).toBeTruthy();

    // Scoring twice gives one result; finishing twice changes nothing.
    const again = await api('POST', `/api/session/checkForCompletion/${created.id}/force`, { token });
    expect(again.body.status).toBe('scored');
    const refinished = await api('POST', `/api/session/${created.id}/finish`, { token: applicantToken });
    expect(refinished.body.status).toBe('scored');
    const after = await api('GET', `/api/session/${created.id}/details`, { token });
    expect(after.body.result).toEqual(details.result);

    // No more answers once submitted.
    const late = await api('POST', '/api/session/SaveAnswer', {
      token: applicantToken,
      body: { sessionId: created.id, questionId: q3.id, response: 'Tarde' },
    });
    expect(late.status).toBe(409);

    // The applicant's profile lists the session with its result.
    const profile = await api('GET', `/api/applicants/${applicant.id}`, { token });
    expect(profile.body.sessions[0]).toMatchObject({ id: created.id, status: 'scored', answerCount: 2 });
    expect(profile.body.sessions[0].result.score).toBe(details.result.score);
    expect(JSON.stringify(profile.body)).not.toContain(created.accessCode);
  });

  it('locks the code check after 10 wrong tries with 429 and Retry-After', async () => {
    const applicant = await newApplicant();
    const template = await newTemplate();
    const created = await assign(applicant.id, template.id);
    for (let i = 0; i < 10; i++) {
      const res = await api('POST', `/api/session/${created.id}/auth`, {
        body: { code: 'AAA-AAA-AAA', noticeAccepted: true },
      });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('InvalidAccessCode');
    }
    const locked = await api('POST', `/api/session/${created.id}/auth`, {
      body: { code: created.accessCode, noticeAccepted: true },
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('keeps applicant tokens to their own session', async () => {
    const template = await newTemplate();
    const a = await assign((await newApplicant()).id, template.id);
    const b = await assign((await newApplicant()).id, template.id);
    const tokenA = await enter(a.id, a.accessCode);
    expect((await api('GET', `/api/session/${b.id}`, { token: tokenA })).status).toBe(401);
    const bQuestion = template.questions[0]!;
    const sessionB = await api('GET', `/api/session/${a.id}`, { token: tokenA });
    const res = await api('POST', '/api/session/SaveAnswer', {
      token: tokenA,
      body: { sessionId: b.id, questionId: sessionB.body.questions[0].id ?? bQuestion.id, response: 'x' },
    });
    expect(res.status).toBe(401);
    expect((await api('POST', `/api/session/${b.id}/finish`, { token: tokenA })).status).toBe(401);
    expect((await api('GET', `/api/session/${a.id}`)).status).toBe(401);
    expect((await api('GET', `/api/session/${a.id}`, { token: 'made-up' })).status).toBe(401);
  });

  it('does not add a version when SaveAnswer is retried with the same Idempotency-Key', async () => {
    const template = await newTemplate();
    const created = await assign((await newApplicant()).id, template.id);
    const applicantToken = await enter(created.id, created.accessCode);
    const { body } = await api('GET', `/api/session/${created.id}`, { token: applicantToken });
    const save = () =>
      api('POST', '/api/session/SaveAnswer', {
        token: applicantToken,
        headers: { 'idempotency-key': 'draft-1' },
        body: { sessionId: created.id, questionId: body.questions[0].id, response: 'My answer' },
      });
    const first = await save();
    const second = await save();
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const details = await api('GET', `/api/session/${created.id}/details`, { token });
    expect(details.body.questions[0].answer.version).toBe(1);
  });

  it('regenerates the code: the old one stops working and the new one is e-mailed', async () => {
    const applicant = await newApplicant();
    const created = await assign(applicant.id, (await newTemplate()).id);
    const regenerated = await api('POST', `/api/session/${created.id}/code`, { token });
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.accessCode).not.toBe(created.accessCode);
    const mail = await waitForEmail(applicant.email, (e) => accessCodeIn(e) === regenerated.body.accessCode);
    expect(mail).toBeDefined();
    expect(
      (
        await api('POST', `/api/session/${created.id}/auth`, {
          body: { code: created.accessCode, noticeAccepted: true },
        })
      ).status,
    ).toBe(401);
    await enter(created.id, regenerated.body.accessCode);
  });

  it('closes and scores an open session with the forced completion check', async () => {
    const created = await assign((await newApplicant()).id, (await newTemplate()).id);
    const soft = await api('POST', `/api/session/checkForCompletion/${created.id}`, { token });
    expect(soft.body).toMatchObject({ status: 'open', submitted: false });
    const forced = await api('POST', `/api/session/checkForCompletion/${created.id}/force`, { token });
    expect(forced.body.submitted).toBe(true);
    const details = await waitForScore(created.id);
    expect(details.result.score).toBe(0);
    const intro = await api('GET', `/api/session/${created.id}/intro`);
    expect(intro.body.submitted).toBe(true);
  });

  it("lists the organization's sessions and hides them from other organizations", async () => {
    const created = await assign((await newApplicant()).id, (await newTemplate()).id);
    const list = await api('GET', '/api/session', { token });
    expect(list.body.items.map((s: any) => s.id)).toContain(created.id);
    expect(JSON.stringify(list.body)).not.toContain(created.accessCode);
    const other = await newManagerInNewOrg();
    expect((await api('GET', '/api/session', { token: other.token })).body.items).toEqual([]);
    expect((await api('GET', `/api/session/${created.id}/details`, { token: other.token })).status).toBe(404);
    expect((await api('POST', `/api/session/${created.id}/code`, { token: other.token })).status).toBe(404);
    expect(
      (await api('POST', `/api/session/checkForCompletion/${created.id}/force`, { token: other.token }))
        .status,
    ).toBe(404);
  });

  it('deletes an applicant with their sessions', async () => {
    const applicant = await newApplicant();
    const created = await assign(applicant.id, (await newTemplate()).id);
    expect((await api('DELETE', `/api/applicants/${applicant.id}`, { token })).status).toBe(204);
    expect((await api('GET', `/api/session/${created.id}/details`, { token })).status).toBe(404);
    expect((await api('GET', `/api/session/${created.id}/intro`)).status).toBe(404);
  });

  it('writes a custom template from the applicant profile, then assigns it once it is ready', async () => {
    const applicant = await newApplicant({ jobTitle: 'Data Analyst', technicalSkills: 'SQL, Python' });
    const res = await api('POST', '/api/interviews/GenerateCustomForApplicant', {
      token,
      body: { applicantId: applicant.id, numberOfQuestions: 4, language: 'English' },
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ id: expect.any(String), status: 'generating' });
    const template = await waitForTemplate(token, res.body.id);
    expect(template).toMatchObject({ status: 'ready', progress: { done: 4, total: 4 } });
    expect(template.questions).toHaveLength(4);
    expect(template.source).toEqual({ kind: 'applicant', id: applicant.id });
    const session = await assign(applicant.id, template.id);
    expect(session.applicantId).toBe(applicant.id);
  });

  it('rejects a body whose applicant differs from the path', async () => {
    const a = await newApplicant();
    const b = await newApplicant();
    const template = await newTemplate();
    const res = await api('POST', `/api/applicants/${a.id}/AddSession`, {
      token,
      body: { applicantId: b.id, interviewId: template.id },
    });
    expect(res.status).toBe(400);
  });
});
