import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicantSession, SessionIntro } from '../../shared/schemas/session';
import { ApiError, apiCall } from '../../web/src/api/client';
import { renderApplicantPage, storeApplicantToken } from './applicant-page';

/**
 * A late save's refusal (409 `TimeLimitExceeded`, docs/product.md#rule-time-limits) shows on the question it
 * belongs to, in a live region, with the typed answer kept on the screen.
 */

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

const ID = '01J00000000000000000000TIM';
const REFUSAL =
  'The time for this question is over, so this answer was not saved. Your answer saved before stays.';

const intro: SessionIntro = {
  id: ID,
  language: 'English',
  submitted: false,
  expired: false,
  questionCount: 3,
  organizationName: 'Acme',
  notice: { contactEmail: 'people@acme.example', retentionDays: 365 },
};

const interview = (): ApplicantSession => ({
  id: ID,
  topic: 'Support',
  language: 'English',
  submitted: false,
  questions: [1, 2, 3].map((n) => ({ id: `Q${n}`, order: n, text: `Question text ${n}?`, followUps: 0 })),
  answers: [],
  timing: { limits: { perQuestionSeconds: 120 }, startedAt: new Date().toISOString() },
});

type Body = { questionId: string; response: string; submitting?: true };

/** The API: `refuse(body)` says whether a save is past the time limit; the others are taken. */
function serve(refuse: (body: Body) => boolean) {
  apiCallMock.mockImplementation((async (name: string, request: { body?: Body }) => {
    switch (name) {
      case 'sessionIntro':
        return intro;
      case 'getApplicantSession':
        return interview();
      case 'saveAnswer': {
        const body = request.body!;
        if (refuse(body)) throw new ApiError(409, 'TimeLimitExceeded', REFUSAL);
        return {
          questionId: body.questionId,
          text: body.response,
          version: 1,
          createdAt: new Date().toISOString(),
        };
      }
      case 'submitSession':
        return { id: ID, status: 'submitted', finished: true };
      case 'openQuestion': {
        const { questionId } = (request as unknown as { params: { questionId: string } }).params;
        return { questionId, openedAt: new Date().toISOString() };
      }
      default:
        throw new Error(`unexpected call ${name}`);
    }
  }) as never);
}

const renderPage = () => renderApplicantPage(ID);

const alert = () => screen.queryByTestId('session-time-over');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  storeApplicantToken(ID);
});

describe('a late save on a timed interview', () => {
  it('stays on the late question with the refusal and the typed answer; Next then moves on', async () => {
    serve(() => true);
    const { button, textarea } = renderPage();
    await screen.findByText('Question 1 of 3');
    act(() => textarea()!.setTextareaValue('My late answer'));
    act(() => button('session-next').click());
    expect(await screen.findByText('Question 1: this answer was not saved')).toBeInTheDocument();
    // Still question 1: the refusal is said where it belongs, in a live region screen readers hear.
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('session-time-over-message').textContent).toBe(REFUSAL);
    expect(screen.getByTestId('session-time-over-region')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByTestId('session-time-over-region')).toContainElement(alert());
    expect(alert()!.textContent).toContain('Next takes you on to the next question.');
    expect(textarea()!.getTextareaValue()).toBe('My late answer');
    // The late question's time is up, whatever time the next one has.
    expect(screen.getByTestId('session-time-left')).toHaveTextContent('Time is up.');

    // The question is closed: Next tries once more, and moves on when refused again.
    act(() => button('session-next').click());
    expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();
    expect(alert()).toBeNull();
    act(() => button('session-previous').click());
    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
    expect(alert()).not.toBeNull();
  });

  it('takes the save once extra time was granted, and says no more of the refusal', async () => {
    let granted = false;
    serve(() => !granted);
    const { button, textarea } = renderPage();
    await screen.findByText('Question 1 of 3');
    act(() => textarea()!.setTextareaValue('My answer'));
    act(() => button('session-next').click());
    await waitFor(() => expect(alert()).not.toBeNull());
    granted = true;
    act(() => button('session-next').click());
    expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();
    act(() => button('session-previous').click());
    expect(await screen.findByTestId('session-saved-answer')).toHaveTextContent('My answer');
    expect(alert()).toBeNull();
  });

  it('shows a refusal met while submitting on the question it belongs to', async () => {
    serve((body) => body.questionId === 'Q2');
    const { button, textarea } = renderPage();
    await screen.findByText('Question 1 of 3');
    act(() => button('session-next').click());
    await screen.findByText('Question 2 of 3');
    // Each question shown is opened on the server, where its time starts (decision record 0134).
    await waitFor(() =>
      expect(apiCallMock).toHaveBeenCalledWith(
        'openQuestion',
        { params: { id: ID, questionId: 'Q2' } },
        expect.anything(),
      ),
    );
    act(() => textarea()!.setTextareaValue('Draft of two'));
    act(() => button('session-previous').click());
    await screen.findByText('Question 1 of 3');
    act(() => button('session-submit').click());
    await screen.findByText(/questions answered/);
    act(() =>
      createWrapper(document.body)
        .findModal()!
        .findFooter()!
        .findButton('[data-testid="submit-confirm"]')!
        .click(),
    );
    expect(await screen.findByText('Question 2: this answer was not saved')).toBeInTheDocument();
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(textarea()!.getTextareaValue()).toBe('Draft of two');
    expect(apiCallMock.mock.calls.map(([name]) => name)).not.toContain('submitSession');
  });
});
