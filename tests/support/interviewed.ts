import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { ensureUser } from '../../infra/local/bootstrap';
import { api, signIn } from './api';
import { generateTemplate } from './templates';

/**
 * A new member (not owner) of the organization `orgId`, Mia Member, made as an operator would.
 * @returns the member's access token.
 */
export async function newMember(orgId: string): Promise<string> {
  const { env } = inject('stack');
  const email = `member-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Member-Passw0rd!';
  const userId = await ensureUser(env.COGNITO_ENDPOINT!, env.USER_POOL_ID!, email, password, 'Mia Member');
  const { db } = await import('../../functions/data/service');
  await db.entities.membership.create({ userId, orgId, email, name: 'Mia Member', role: 'member' }).go();
  return signIn(email, password);
}

/**
 * A new applicant, Hugo Held, in a session of a generated three-question English template of the manager
 * (`token`), entered with the access code (`extra` sent with it, e.g. `humanOnly`) and answered with
 * `answerOf(question index)`, `null` leaving a question unanswered. Not submitted.
 * @returns the session's id, the template's questions and the applicant's token.
 */
export async function interviewed(
  token: string,
  answerOf: (i: number) => string | null,
  extra: { humanOnly?: boolean } = {},
) {
  const applicant = await api('POST', '/api/applicants', {
    token,
    body: {
      firstName: 'Hugo',
      lastName: 'Held',
      jobTitle: 'Backend Developer',
      email: `hugo-${randomUUID().slice(0, 8)}@example.com`,
    },
  });
  const template = await generateTemplate(token, {
    topic: 'Backend Developer',
    language: 'English',
    numberOfQuestions: 3,
  });
  const session = await api('POST', `/api/applicants/${applicant.body.id}/AddSession`, {
    token,
    body: { applicantId: applicant.body.id, interviewId: template.id },
  });
  const id = session.body.id as string;
  const auth = await api('POST', `/api/session/${id}/auth`, {
    body: { code: session.body.accessCode, noticeAccepted: true, ...extra },
  });
  expect(auth.status).toBe(200);
  const questions = template.questions as { id: string; keyPoints: string[] }[];
  for (const [i, q] of questions.entries()) {
    const text = answerOf(i) ?? null;
    if (text === null) continue;
    const saved = await api('POST', '/api/session/SaveAnswer', {
      token: auth.body.token,
      body: { sessionId: id, questionId: q.id, response: text },
    });
    expect(saved.status).toBe(200);
  }
  return { id, questions, applicantToken: auth.body.token as string };
}

/**
 * Submits the session as the applicant, then waits up to 10 s (polling every 200 ms) for its score.
 * @returns the scored session's details, as the manager (`token`) reads them.
 * @throws Error when it is not scored in time.
 */
export async function submitAndScore(token: string, id: string, applicantToken: string) {
  expect((await api('POST', `/api/session/${id}/finish`, { token: applicantToken })).status).toBe(200);
  for (let i = 0; i < 50; i++) {
    const details = await api('GET', `/api/session/${id}/details`, { token });
    if (details.body.status === 'scored') return details.body;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('Session was not scored');
}
