import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { api } from './api';
import { generateTemplate } from './templates';

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
  const applicant = await api('POST', '/api/applicants', {
    token,
    body: {
      firstName,
      lastName: 'Tester',
      jobTitle: 'Developer',
      email: `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
    },
  });
  const template = await generateTemplate(token, {
    topic: 'Backend Developer',
    language: 'English',
    numberOfQuestions,
  });
  const created = await api('POST', `/api/applicants/${applicant.body.id}/AddSession`, {
    token,
    body: { applicantId: applicant.body.id, interviewId: template.id },
  });
  expect(created.status).toBe(201);
  return {
    id: created.body.id,
    accessCode: created.body.accessCode,
    applicantId: applicant.body.id,
    interviewId: template.id,
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
