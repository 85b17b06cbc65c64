import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { api } from './api';
import { generateTemplate, type TestTemplate } from './templates';

/**
 * A new applicant `firstName lastName` (a fresh e-mail), a generated English template of
 * `numberOfQuestions` on `topic`, and an open session of that template for the applicant, all in the
 * manager's (`token`) organization; with `jobPositionId`, the applicant is a candidate of that job position
 * first, so the session belongs to it.
 */
async function openSession(
  token: string,
  name: { firstName: string; lastName: string },
  template: { topic: string; numberOfQuestions: number; jobPositionId?: string },
) {
  const email = `${name.firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const applicant = await api('POST', '/api/applicants', {
    token,
    body: { ...name, jobTitle: 'Developer', email },
  });
  if (template.jobPositionId) {
    const linked = await api('POST', `/api/jobPositions/${template.jobPositionId}/candidates`, {
      token,
      body: { applicantId: applicant.body.id },
    });
    expect(linked.status).toBeLessThan(300);
  }
  const { topic, numberOfQuestions } = template;
  const generated = await generateTemplate(token, { topic, numberOfQuestions, language: 'English' });
  const created = await api('POST', `/api/applicants/${applicant.body.id}/AddSession`, {
    token,
    body: { applicantId: applicant.body.id, interviewId: generated.id },
  });
  expect(created.status).toBe(201);
  return {
    id: created.body.id as string,
    accessCode: created.body.accessCode as string,
    applicantId: applicant.body.id as string,
    interviewId: generated.id,
    email,
    questions: generated.questions,
  };
}

/**
 * A new applicant named `firstName` Tester, a generated English template of `numberOfQuestions`, and an
 * open session of that template for the applicant, all in the manager's (`token`) organization.
 * @returns the created session with its access code, applicant and template ids.
 */
export async function newOpenSession(
  token: string,
  firstName: string,
  numberOfQuestions: number,
): Promise<{ id: string; accessCode: string; applicantId: string; interviewId: string }> {
  const { id, accessCode, applicantId, interviewId } = await openSession(
    token,
    { firstName, lastName: 'Tester' },
    { topic: 'Backend Developer', numberOfQuestions },
  );
  return { id, accessCode, applicantId, interviewId };
}

/**
 * Like {@link newOpenSession} for the applicant `name` and a template on `topic`, then entered by the
 * applicant with the access code (privacy notice accepted).
 * @returns the session's id, the applicant's e-mail and token, and the template's questions.
 */
export async function enteredSession(
  token: string,
  name: { firstName: string; lastName: string },
  template: { topic: string; numberOfQuestions: number; jobPositionId?: string },
): Promise<{ id: string; email: string; applicantToken: string; questions: TestTemplate['questions'] }> {
  const session = await openSession(token, name, template);
  const auth = await api('POST', `/api/session/${session.id}/auth`, {
    body: { code: session.accessCode, noticeAccepted: true },
  });
  expect(auth.status).toBe(200);
  return {
    id: session.id,
    email: session.email,
    applicantToken: auth.body.token as string,
    questions: session.questions,
  };
}

/**
 * Runs one interview of the template `interviewId` for the applicant to its score, as the applicant would:
 * enters with the access code, answers every question with `answer(keyPoints)`, submits, then waits up to
 * 10 s (polling every 200 ms) for the scoring.
 * @returns the scored session's details.
 * @throws Error when it is not scored in time.
 */
export async function scoredInterview(
  token: string,
  applicantId: string,
  interviewId: string,
  answer: (keyPoints: string[]) => string,
) {
  const created = (
    await api('POST', `/api/applicants/${applicantId}/AddSession`, {
      token,
      body: { applicantId, interviewId },
    })
  ).body;
  const applicantToken = (
    await api('POST', `/api/session/${created.id}/auth`, {
      body: { code: created.accessCode, noticeAccepted: true },
    })
  ).body.token;
  const template = (await api('GET', `/api/interviews/${interviewId}`, { token })).body;
  for (const q of template.questions)
    await api('POST', '/api/session/SaveAnswer', {
      token: applicantToken,
      body: { sessionId: created.id, questionId: q.id, response: answer(q.keyPoints) },
    });
  await api('POST', `/api/session/${created.id}/finish`, { token: applicantToken });
  for (let i = 0; i < 50; i++) {
    const d = await api('GET', `/api/session/${created.id}/details`, { token });
    if (d.body.status === 'scored') return d.body;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('not scored');
}

/** One applicant of a seeded adverse-impact sample: their answers to self-identification and the decision. */
export interface SelfIdentifiedSeed {
  /** The product clock's now (ms), from `advanceDays(0)`: earlier test files may have moved it on. */
  now: number;
  orgId: string;
  jobPositionId: string;
  /** The template the session names (no such template needs to exist). */
  interviewId: string;
  sex: string;
  raceEthnicity: string;
  /** A person advanced them (AI score 80), or rejected them (AI score 40). */
  advanced: boolean;
  /** When they submitted (ms); default `now`. */
  submittedAt?: number;
}

/**
 * Writes one submitted, scored and decided session straight into the table, as the product stores it
 * (30 days' retention from `now`), gives its applicant a token for an hour, and sends their
 * self-identification through the API as the applicant would.
 * @returns the session's id.
 */
export async function seedSelfIdentifiedSession(seed: SelfIdentifiedSeed): Promise<string> {
  // Loaded here, once the stack's table settings are in the environment.
  const { db } = await import('../../functions/data/service');
  const { newApplicantToken } = await import('../../functions/sessions');
  const { ulid } = await import('ulidx');
  const { now, advanced } = seed;
  const sessionId = ulid();
  const ended = new Date(seed.submittedAt ?? now).toISOString();
  await db.entities.session
    .create({
      sessionId,
      orgId: seed.orgId,
      applicantId: ulid(),
      applicantName: `Applicant ${sessionId.slice(-4)}`,
      applicantEmail: `a-${sessionId.toLowerCase()}@example.com`,
      interviewId: seed.interviewId,
      jobPositionId: seed.jobPositionId,
      topic: 'Support Engineer',
      language: 'English',
      questions: [{ id: 'q1', order: 1, text: 'How do you triage?', keyPoints: ['impact first'] }],
      accessCodeHash: 'seeded',
      accessCodeSalt: 'seeded',
      status: 'scored',
      submittedBy: 'applicant',
      submittedAt: ended,
      score: advanced ? 80 : 40,
      decision: advanced ? 'advance' : 'reject',
      decisionReason: 'Seeded decision',
      decisionByUserId: 'seed',
      decisionByName: 'Seed',
      decisionAt: ended,
      retentionDays: 30,
      purgeAt: Math.floor(now / 1000) + 30 * 24 * 60 * 60,
      createdBy: 'seed',
      createdByName: 'Seed',
    })
    .go();
  const token = newApplicantToken();
  await db.entities.applicantToken
    .create({
      tokenHash: token.hash,
      sessionId,
      accessCodeHash: 'seeded',
      expiresAt: Math.floor(now / 1000) + 3600,
    })
    .go();
  const sent = await api('POST', `/api/session/${sessionId}/self-identification`, {
    token: token.token,
    body: { sex: seed.sex, raceEthnicity: seed.raceEthnicity },
  });
  expect(sent.status).toBe(204);
  return sessionId;
}

/**
 * A written template (`POST /api/interviews` with `template`, expected 201), a session of it for a new
 * applicant `name` (job title Support, a fresh e-mail), entered with its access code (privacy notice
 * accepted).
 * @returns the template as created, the session's id, the applicant's id and token, and the session as the
 *   applicant's page reads it (`GET /api/session/{id}`).
 */
export async function enteredWrittenSession(
  token: string,
  template: Record<string, unknown>,
  name: { firstName: string; lastName: string },
) {
  const created = await api('POST', '/api/interviews', { token, body: template });
  expect(created.status).toBe(201);
  const applicant = await api('POST', '/api/applicants', {
    token,
    body: {
      ...name,
      jobTitle: 'Support',
      email: `${name.firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
    },
  });
  const session = await api('POST', `/api/applicants/${applicant.body.id}/AddSession`, {
    token,
    body: { applicantId: applicant.body.id, interviewId: created.body.id },
  });
  expect(session.status).toBe(201);
  const auth = await api('POST', `/api/session/${session.body.id}/auth`, {
    body: { code: session.body.accessCode, noticeAccepted: true },
  });
  const applicantToken = auth.body.token as string;
  const view = await api('GET', `/api/session/${session.body.id}`, { token: applicantToken });
  return {
    template: created.body,
    sessionId: session.body.id as string,
    applicantId: applicant.body.id as string,
    applicantToken,
    view: view.body,
  };
}
