import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answer, ApplicantSession, SessionIntro } from '../../shared/schemas/session';
import { ApiError, apiCall } from '../../web/src/api/client';
import { renderApplicantPage, storeApplicantToken } from './applicant-page';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

const ID = '01J00000000000000000000SES';

const intro: SessionIntro = {
  id: ID,
  language: 'English',
  submitted: false,
  expired: false,
  questionCount: 3,
  organizationName: 'Acme',
  notice: { contactEmail: 'people@acme.example', retentionDays: 365 },
};

const interview = (answers: Answer[] = []): ApplicantSession => ({
  id: ID,
  topic: 'Frontend Developer',
  language: 'English',
  submitted: false,
  questions: [1, 2, 3].map((n) => ({ id: `Q${n}`, order: n, text: `Question text ${n}?` })),
  answers,
});

const answer = (questionId: string, text: string, version = 1): Answer => ({
  questionId,
  text,
  version,
  createdAt: '2025-01-01T00:00:00.000Z',
});

type Call = [
  string,
  {
    params?: Record<string, string>;
    body?: Record<string, unknown> & { questionId?: string; response?: string };
  },
  { headers?: Record<string, string> }?,
];

/** The API as the page sees it: saves append versions, finish answers submitted; `overrides` replace a route. */
function serve(initial: Answer[] = [], overrides: Record<string, () => unknown> = {}) {
  apiCallMock.mockImplementation((async (...[name, request]: Call) => {
    if (overrides[name]) return overrides[name]();
    switch (name) {
      case 'sessionIntro':
        return intro;
      case 'getApplicantSession':
        return interview(initial);
      case 'saveAnswer':
        return answer(request.body!.questionId!, request.body!.response!, 2);
      case 'submitSession':
        return { id: ID, status: 'submitted', submitted: true };
      default:
        throw new Error(`unexpected call ${name}`);
    }
  }) as never);
}

const renderPage = () => renderApplicantPage(ID);

const saveCalls = () =>
  (apiCallMock.mock.calls as unknown as Call[]).filter(([name]) => name === 'saveAnswer');

beforeEach(() => {
  localStorage.clear();
  storeApplicantToken(ID);
});

describe('interview screen', () => {
  it('goes straight to the questions with a stored token; Previous off on the first, Next off on the last', async () => {
    serve();
    const { button } = renderPage();
    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Question text 1?')).toBeInTheDocument();
    expect(button('session-previous').isDisabled()).toBe(true);
    expect(button('session-next').isDisabled()).toBe(false);
    act(() => button('session-next').click());
    act(() => button('session-next').click());
    expect(await screen.findByText('Question 3 of 3')).toBeInTheDocument();
    expect(button('session-next').isDisabled()).toBe(true);
    expect(button('session-previous').isDisabled()).toBe(false);
    expect(saveCalls()).toHaveLength(0);
  });

  it('announces the rounded progress of every question and counts the characters left', async () => {
    serve();
    const { button, textarea } = renderPage();
    await screen.findByText('Question 1 of 3');
    const announcement = screen.getByTestId('session-progress-announcement');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    expect(announcement.textContent).toBe('Question 1 of 3: 33% of the interview');
    act(() => button('session-next').click());
    expect(await screen.findByText('Question 2 of 3: 67% of the interview')).toBeInTheDocument();
    expect(screen.getByTestId('session-characters-left').textContent).toBe(
      '10,000 of 10,000 characters left',
    );
    act(() => textarea()!.setTextareaValue('x'.repeat(9_990)));
    expect(screen.getByTestId('session-characters-left').textContent).toBe('10 of 10,000 characters left');
    act(() => textarea()!.setTextareaValue('y'.repeat(10_050)));
    expect(screen.getByTestId('session-characters-left').textContent).toBe('0 of 10,000 characters left');
  });

  it('saves the draft on Next with an Idempotency-Key and says "Answer submitted"', async () => {
    serve();
    const { button, textarea } = renderPage();
    await screen.findByText('Question 1 of 3');
    act(() => textarea()!.setTextareaValue('My first answer'));
    act(() => button('session-next').click());
    expect(await screen.findByText('Answer submitted')).toBeInTheDocument();
    expect(screen.getByText('Your answer was saved')).toBeInTheDocument();
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    const [[, request, options]] = saveCalls() as [Call];
    expect(request.body).toEqual({
      sessionId: ID,
      questionId: 'Q1',
      response: 'My first answer',
      signals: expect.objectContaining({ typedChars: 15, pastedChars: 0, pasteEvents: [], blurCount: 0 }),
    });
    expect(options?.headers).toMatchObject({
      Authorization: 'Bearer app-token',
      'Idempotency-Key': expect.any(String),
    });
    expect(screen.getByTestId('session-answered')).toHaveTextContent('Answered 1 of 3');
    act(() => button('session-previous').click());
    expect(await screen.findByTestId('session-saved-answer')).toHaveTextContent('My first answer');
    expect(localStorage.getItem(`session-draft:${ID}:Q1`)).toBeNull();
  });

  it('sends how the answer was written: the paste and its size, and the page losing focus', async () => {
    serve();
    const { button, textarea } = renderPage();
    await screen.findByText('Question 1 of 3');
    const pasted = 'p'.repeat(412);
    const box = textarea()!.findNativeTextarea().getElement();
    act(() => {
      fireEvent.paste(box, { clipboardData: { getData: () => pasted } });
      textarea()!.setTextareaValue(pasted);
    });
    act(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    });
    act(() => {
      fireEvent.keyDown(box, { key: '!' });
      textarea()!.setTextareaValue(`${pasted}!`);
    });
    act(() => button('session-next').click());
    expect(await screen.findByText('Answer submitted')).toBeInTheDocument();
    const [[, request]] = saveCalls() as [Call];
    expect(request.body).toMatchObject({
      response: `${pasted}!`,
      signals: {
        typedChars: 1,
        pastedChars: 412,
        pasteEvents: [{ atMs: expect.any(Number), chars: 412 }],
        firstKeyMs: expect.any(Number),
        blurCount: 1,
      },
    });
  });

  it('shows a saved answer with Edit, which opens the textarea with the saved text', async () => {
    serve([answer('Q1', 'Saved text')]);
    const { button, textarea } = renderPage();
    expect(await screen.findByTestId('session-saved-answer')).toHaveTextContent('Saved text');
    expect(textarea()).toBeNull();
    act(() => button('session-edit').click());
    expect(textarea()!.getTextareaValue()).toBe('Saved text');
    act(() => textarea()!.setTextareaValue('Saved text, improved'));
    act(() => button('session-next').click());
    await waitFor(() => expect(saveCalls()).toHaveLength(1));
    expect(saveCalls()[0]![1].body).toMatchObject({ questionId: 'Q1', response: 'Saved text, improved' });
  });

  it('keeps a draft across a re-mount (localStorage)', async () => {
    serve();
    const first = renderPage();
    await screen.findByText('Question 1 of 3');
    act(() => first.textarea()!.setTextareaValue('Half an answer'));
    first.unmount();
    const second = renderPage();
    await screen.findByText('Question 1 of 3');
    expect(second.textarea()!.getTextareaValue()).toBe('Half an answer');
  });

  it('keeps the draft and warns when offline, then saves it with the same key', async () => {
    let fail = true;
    serve([], {
      saveAnswer: () => {
        if (fail) throw new ApiError(0, 'NetworkError', 'We could not reach the server.');
        return answer('Q1', 'Offline answer');
      },
    });
    const { button, textarea } = renderPage();
    await screen.findByText('Question 1 of 3');
    act(() => textarea()!.setTextareaValue('Offline answer'));
    act(() => button('session-next').click());
    expect(await screen.findByTestId('session-offline')).toHaveTextContent(/You're offline/);
    expect(localStorage.getItem(`session-draft:${ID}:Q1`)).toBe('Offline answer');
    fail = false;
    expect(await screen.findByText('Answer submitted')).toBeInTheDocument();
    const keys = saveCalls().map(([, , options]) => options?.headers?.['Idempotency-Key']);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('submits after confirmation, saving the pending draft first, then thanks the applicant', async () => {
    serve([answer('Q1', 'One'), answer('Q2', 'Two')]);
    const { button, textarea } = renderPage();
    await screen.findByText('Question 1 of 3');
    act(() => button('session-next').click());
    act(() => button('session-next').click());
    await screen.findByText('Question 3 of 3');
    act(() => textarea()!.setTextareaValue('Three'));
    act(() => button('session-submit').click());
    expect(
      await screen.findByText(/You can't change answers afterwards\. 3 of 3 questions answered\./),
    ).toBeInTheDocument();
    act(() =>
      createWrapper(document.body)
        .findModal()!
        .findFooter()!
        .findButton('[data-testid="submit-confirm"]')!
        .click(),
    );
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    const names = (apiCallMock.mock.calls as unknown as Call[]).map(([name]) => name);
    expect(names.indexOf('saveAnswer')).toBeLessThan(names.indexOf('submitSession'));
    // A save made by Submit says so: the server asks no follow-up the applicant would never see.
    const [[, request]] = saveCalls() as [Call];
    expect(request.body).toMatchObject({ questionId: 'Q3', response: 'Three', submitting: true });
  });

  it('returns to the access-code screen when the token has expired, keeping drafts', async () => {
    serve([], {
      getApplicantSession: () => {
        throw new ApiError(401, 'Unauthorized', 'Expired');
      },
    });
    localStorage.setItem(`session-draft:${ID}:Q1`, 'Kept');
    renderPage();
    expect(await screen.findByText(/Your access to this interview has expired/)).toBeInTheDocument();
    expect(sessionStorage.getItem(`applicant-token:${ID}`)).toBeNull();
    expect(localStorage.getItem(`session-draft:${ID}:Q1`)).toBe('Kept');
  });
});
