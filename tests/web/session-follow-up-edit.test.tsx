import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answer, ApplicantSession, SessionIntro } from '../../shared/schemas/session';
import { apiCall } from '../../web/src/api/client';
import { renderApplicantPage, storeApplicantToken } from './applicant-page';

/** An answered follow-up can be edited on the interview screen; each save is a new version (decision record 0126). */

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

const ID = '01J00000000000000000000FUE';
const intro: SessionIntro = {
  id: ID,
  language: 'English',
  submitted: false,
  expired: false,
  questionCount: 1,
  organizationName: 'Acme',
  notice: { contactEmail: 'people@acme.example', retentionDays: 365 },
};
const saved = (answer: string, version: number): Answer => ({
  questionId: 'Q1',
  text: 'I am good with people.',
  version: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  followUps: [{ id: 'F1', text: 'What did you do, exactly?', answer, version }],
});
const interview: ApplicantSession = {
  id: ID,
  topic: 'Support',
  language: 'English',
  submitted: false,
  questions: [{ id: 'Q1', order: 1, text: 'How do you handle an angry customer?', followUps: 1 }],
  answers: [saved('I listened.', 1)],
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  storeApplicantToken(ID);
});

describe('editing a follow-up answer', () => {
  it('opens the saved answer in the box, saves the edit for that follow-up and shows it', async () => {
    apiCallMock.mockImplementation((async (name: string, request: { body?: Record<string, string> }) => {
      if (name === 'sessionIntro') return intro;
      if (name === 'getApplicantSession') return interview;
      if (name === 'saveAnswer') return saved(request.body!.response!, 2);
      throw new Error(`unexpected call ${name}`);
    }) as never);
    const { page } = renderApplicantPage(ID);
    expect(await screen.findByTestId('session-follow-up-answer')).toHaveTextContent('I listened.');
    // Cancel leaves the saved answer as it was, without saving.
    act(() => page.findButton('[data-testid="session-follow-up-edit"]')!.click());
    act(() =>
      page.findTextarea('[data-testid="session-follow-up-input"]')!.setTextareaValue('Changed my mind'),
    );
    act(() => page.findButton('[data-testid="session-follow-up-cancel"]')!.click());
    expect(screen.getByTestId('session-follow-up-answer')).toHaveTextContent('I listened.');
    act(() => page.findButton('[data-testid="session-follow-up-edit"]')!.click());
    const box = page.findTextarea('[data-testid="session-follow-up-input"]')!;
    expect(box.getTextareaValue()).toBe('I listened.');
    act(() => box.setTextareaValue('I listened for five minutes and refunded 40 euros.'));
    act(() => page.findButton('[data-testid="session-follow-up-send"]')!.click());
    await waitFor(
      () =>
        expect(screen.getByTestId('session-follow-up-answer')).toHaveTextContent(
          'I listened for five minutes and refunded 40 euros.',
        ),
      { timeout: 5000 },
    );
    expect(page.findTextarea('[data-testid="session-follow-up-input"]')).toBeNull();
    const saves = apiCallMock.mock.calls.filter(([name]) => name === 'saveAnswer');
    expect(saves.map(([, request]) => (request as unknown as { body: object }).body)).toEqual([
      expect.objectContaining({
        questionId: 'Q1',
        followUpId: 'F1',
        response: 'I listened for five minutes and refunded 40 euros.',
      }),
    ]);
  });
});
