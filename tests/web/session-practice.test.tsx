import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Practice } from '../../shared/schemas/practice';
import type { ApplicantSession, SessionIntro } from '../../shared/schemas/session';
import { apiCall } from '../../web/src/api/client';
import { renderApplicantPage, storeApplicantToken } from './applicant-page';

/**
 * The practice question (docs/decisions/0161-practice-question.md): asked for on the access-code screen,
 * marked as not counted, with the interview's time per question and a follow-up; its draft stays in the
 * browser, nothing is saved as an answer, and Skip leads to the real questions.
 */

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

const ID = '01J00000000000000000000PRA';
const intro: SessionIntro = {
  id: ID,
  language: 'English',
  submitted: false,
  expired: false,
  questionCount: 2,
  organizationName: 'Acme',
  notice: { contactEmail: 'people@acme.example', retentionDays: 365 },
};
const practice: Practice = {
  available: true,
  counted: false,
  question: 'Tell us about something you learned recently and how you went about learning it.',
  timeLimitSeconds: 120,
  followUps: 1,
};
const interview: ApplicantSession = {
  id: ID,
  topic: 'Support',
  language: 'English',
  submitted: false,
  questions: [1, 2].map((n) => ({ id: `Q${n}`, order: n, text: `Real question ${n}?`, followUps: 0 })),
  answers: [],
};
const FOLLOW_UP = 'Tell me about a specific time you did this: what did you do, and what was the result?';

const callsOf = (route: string) => apiCallMock.mock.calls.filter(([name]) => name === route);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  storeApplicantToken(ID);
  sessionStorage.setItem(`practice-state:${ID}`, 'wanted');
  apiCallMock.mockImplementation((async (name: string, request: { body?: { followUp?: boolean } }) => {
    if (name === 'sessionIntro') return intro;
    if (name === 'getPractice') return practice;
    if (name === 'answerPractice')
      return {
        counted: false,
        characters: 12,
        receivedAt: new Date().toISOString(),
        ...(request.body?.followUp ? {} : { followUp: { text: FOLLOW_UP } }),
      };
    if (name === 'getApplicantSession') return interview;
    if (name === 'openQuestion') return { questionId: 'Q1', openedAt: new Date().toISOString() };
    throw new Error(`unexpected call ${name}`);
  }) as never);
});

describe('the practice question', () => {
  it('is marked as not counted, keeps its draft in the browser, asks a follow-up, and saves no answer', async () => {
    const { page } = renderApplicantPage(ID);
    expect(await screen.findByText(practice.question)).toBeInTheDocument();
    expect(screen.getByTestId('practice-not-counted')).toHaveTextContent(
      'not counted, not scored and not shown to Acme',
    );
    expect(screen.getByTestId('practice-time')).toHaveTextContent('Each question of this interview has 2:00');
    // The real interview is not loaded, so no question's clock starts.
    expect(callsOf('getApplicantSession')).toHaveLength(0);

    act(() => page.findTextarea()!.setTextareaValue('I learned Go'));
    expect(sessionStorage.getItem(`practice-answer:${ID}`)).toBe('I learned Go');
    expect(screen.getByText('Saved in this browser')).toBeInTheDocument();
    act(() => page.findButton('[data-testid="practice-send"]')!.click());
    expect(await screen.findByTestId('practice-follow-up')).toHaveTextContent(FOLLOW_UP);
    expect(callsOf('answerPractice')[0]![1]).toEqual({
      params: { id: ID },
      body: { response: 'I learned Go' },
    });
    expect(screen.getByTestId('practice-received')).toHaveTextContent('Not counted.');
    expect(callsOf('saveAnswer')).toHaveLength(0);

    act(() => page.findButton('[data-testid="practice-start"]')!.click());
    expect(await screen.findByText('Real question 1?')).toBeInTheDocument();
    expect(sessionStorage.getItem(`practice-state:${ID}`)).toBe('done');
  });

  it('is skipped at once to the real questions', async () => {
    const { page } = renderApplicantPage(ID);
    await screen.findByText(practice.question);
    act(() => page.findButton('[data-testid="practice-skip"]')!.click());
    expect(await screen.findByText('Real question 1?')).toBeInTheDocument();
    expect(callsOf('answerPractice')).toHaveLength(0);
  });

  it('is not offered once a real question was opened', async () => {
    practice.available = false;
    renderApplicantPage(ID);
    await waitFor(() => expect(callsOf('getApplicantSession').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('practice')).toBeNull();
    practice.available = true;
  });
});
