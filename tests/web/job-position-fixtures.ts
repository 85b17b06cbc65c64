import type { Candidate, JobPositionDetails } from '../../shared/schemas/job-position';
import type { SessionSummary } from '../../shared/schemas/session';
import type { SessionDetails } from '../../shared/schemas/session-details';
import { applicant } from './fixtures';

/** Ids of the job position fixtures. */
export const POSITION_ID = '01J0000000000000000000000P';
export const TEMPLATE_ID = '01J0000000000000000000000T';

/** A job position with one custom interview template, as `getJobPosition` answers it. */
export function jobPosition(overrides: Partial<JobPositionDetails> = {}): JobPositionDetails {
  return {
    id: POSITION_ID,
    title: 'Backend Engineer',
    description: 'Builds the hiring API.',
    education: 'Computer science degree',
    workExperience: 'Three years of Node.js',
    certifications: 'AWS Developer',
    softSkills: 'Teamwork, Ownership',
    technicalSkills: 'TypeScript, DynamoDB',
    candidateCount: 2,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    customInterviews: [
      {
        id: TEMPLATE_ID,
        status: 'ready',
        progress: { done: 3, total: 3 },
        topic: 'Backend Engineer',
        language: 'English',
        numberOfQuestions: 3,
        provider: 'offline',
        source: { kind: 'jobPosition', id: POSITION_ID },
        createdAt: '2025-03-02T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** A scored session summary of an applicant for the position. */
export function scoredSession(applicantId: string, sessionId: string, score: number): SessionSummary {
  return {
    id: sessionId,
    applicantId,
    applicantName: 'x',
    interviewId: TEMPLATE_ID,
    jobPositionId: POSITION_ID,
    topic: 'Backend Engineer',
    language: 'English',
    status: 'scored',
    submitted: true,
    questionCount: 2,
    answerCount: 2,
    createdAt: '2025-03-03T10:00:00.000Z',
    createdBy: { userId: 'u1', name: 'Demo Manager' },
    result: {
      score,
      feedback: 'ok',
      unscoredAnswers: 0,
      suggestions: '',
      injectionSuspected: false,
      scoredAt: '2025-03-04T10:00:00.000Z',
    },
  };
}

/** Three candidates in rank order: Grace (91), Ada (42), and Alan (not scored). */
export function rankedCandidates(): Candidate[] {
  const grace = applicant({
    id: '01J0000000000000000000000G',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
  });
  const ada = applicant({ id: '01J0000000000000000000000A' });
  const alan = applicant({
    id: '01J0000000000000000000000B',
    firstName: 'Alan',
    lastName: 'Turing',
    email: 'alan@example.com',
  });
  return [
    { rank: 1, applicant: grace, session: scoredSession(grace.id, '01J00000000000000000000S01', 91) },
    { rank: 2, applicant: ada, session: scoredSession(ada.id, '01J00000000000000000000S02', 42) },
    { rank: null, applicant: alan, session: null },
  ];
}

/** Details of a scored session with two questions; `answers` are the applicant's texts (undefined = none). */
export function sessionDetails(
  session: SessionSummary,
  answers: (string | undefined)[],
  scores: number[],
): SessionDetails {
  return {
    ...session,
    questions: answers.map((text, i) => ({
      id: `q${i + 1}`,
      order: i + 1,
      text: `Question ${i + 1}?`,
      keyPoints: [],
      ...(text
        ? { answer: { questionId: `q${i + 1}`, text, version: 1, createdAt: session.createdAt } }
        : {}),
      score: scores[i],
      feedback: text ? `Feedback ${i + 1} for ${session.id}` : undefined,
    })),
  };
}
