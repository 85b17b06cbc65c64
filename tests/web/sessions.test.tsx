import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionSummary } from '../../shared/schemas/session';
import type { SessionDetails } from '../../shared/schemas/session-details';
import { apiCall } from '../../web/src/api/client';
import { ApplicantSessionsSection } from '../../web/src/components/sessions/applicant-sessions-section';
import { SessionDetailsView } from '../../web/src/components/sessions/session-details-view';
import { applicant } from './fixtures';
import { renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

const APPLICANT_ID = '01J0000000000000000000000A';
const TEMPLATE_ID = '01J0000000000000000000000T';
const SESSION_ID = '01J0000000000000000000000S';

function session(overrides: Partial<SessionSummary> = {}): SessionSummary {
  return {
    id: SESSION_ID,
    applicantId: APPLICANT_ID,
    applicantName: 'Ada Lovelace',
    interviewId: TEMPLATE_ID,
    topic: 'Backend Developer',
    language: 'Spanish',
    status: 'open',
    submitted: false,
    questionCount: 10,
    answerCount: 3,
    createdAt: '2025-03-01T10:00:00.000Z',
    createdBy: { userId: 'u1', name: 'Grace Manager' },
    email: { status: 'sent', at: '2025-03-01T10:00:01.000Z' },
    ...overrides,
  };
}

/** Answers each route the section calls; `sessions` are the applicant's. */
function mockApi(sessions: SessionSummary[]) {
  apiCallMock.mockImplementation(async (name) => {
    switch (name) {
      case 'getApplicant':
        return { ...applicant({ id: APPLICANT_ID }), sessions } as never;
      case 'listInterviewTemplates':
        return {
          items: [
            {
              id: TEMPLATE_ID,
              topic: 'Backend Developer',
              language: 'Spanish',
              numberOfQuestions: 10,
              provider: 'offline',
              source: { kind: 'topic' },
              createdAt: '2025-03-01T09:00:00.000Z',
            },
          ],
          nextCursor: null,
        } as never;
      case 'addSession':
        return { ...session(), accessCode: 'ABC-DEF-GHJ' } as never;
      case 'getSessionDetails':
        return { ...(sessions[0] ?? session()), questions: [] } as never;
      default:
        return undefined as never;
    }
  });
}

function renderSection() {
  renderRoutes(
    [
      {
        path: '/applicants/:id',
        element: <ApplicantSessionsSection applicant={{ id: APPLICANT_ID, email: 'ada@example.com' }} />,
      },
    ],
    `/applicants/${APPLICANT_ID}`,
  );
  return createWrapper(document.body);
}

describe('applicant sessions section', () => {
  it('enables Create only once a template is chosen, then shows the one-time code', async () => {
    mockApi([]);
    const page = renderSection();
    await screen.findByTestId('sessions-empty');
    act(() => page.findButton('[data-testid="create-session"]')!.click());
    const submit = () => page.findButton('[data-testid="create-session-submit"]')!;
    expect(submit().isDisabled()).toBe(true);

    const select = page.findSelect('[data-testid="create-session-template"]')!;
    await waitFor(() =>
      expect(apiCallMock).toHaveBeenCalledWith(
        'listInterviewTemplates',
        expect.anything(),
        expect.anything(),
      ),
    );
    act(() => select.openDropdown());
    await waitFor(() => expect(select.findDropdown().findOptions().length).toBe(1));
    act(() => select.selectOptionByValue(TEMPLATE_ID));
    expect(submit().isDisabled()).toBe(false);

    act(() => submit().click());
    expect(await screen.findByTestId('one-time-code-value')).toHaveTextContent('ABC-DEF-GHJ');
    expect(apiCallMock).toHaveBeenCalledWith('addSession', {
      params: { applicantId: APPLICANT_ID },
      body: { applicantId: APPLICANT_ID, interviewId: TEMPLATE_ID },
    });
    const modal = screen.getByTestId('one-time-code');
    expect(modal).toHaveTextContent('e-mailed to ada@example.com');
    expect(modal).toHaveTextContent(`http://localhost:3000/session/${SESSION_ID}`);
    expect(within(modal).getByRole('button', { name: 'Copy link and code' })).toBeInTheDocument();
    act(() => page.findButton('[data-testid="one-time-code-done"]')!.click());
    await waitFor(() => expect(screen.queryByTestId('one-time-code')).toBeNull());
  });

  it('offers a resend when the access-code e-mail failed', async () => {
    mockApi([]);
    apiCallMock.mockImplementation(async (name) =>
      name === 'addSession'
        ? ({
            ...session({ email: { status: 'failed', at: '2025-03-01T10:00:01.000Z' } }),
            accessCode: 'ABC-DEF-GHJ',
          } as never)
        : name === 'listInterviewTemplates'
          ? ({
              items: [
                {
                  id: TEMPLATE_ID,
                  topic: 'Chef',
                  language: 'English',
                  numberOfQuestions: 5,
                  provider: 'bedrock',
                  source: { kind: 'topic' },
                  createdAt: '',
                },
              ],
              nextCursor: null,
            } as never)
          : ({ ...applicant({ id: APPLICANT_ID }), sessions: [] } as never),
    );
    const page = renderSection();
    act(() => page.findButton('[data-testid="create-session"]')!.click());
    const select = page.findSelect('[data-testid="create-session-template"]')!;
    act(() => select.openDropdown());
    await waitFor(() => expect(select.findDropdown().findOptions().length).toBe(1));
    act(() => select.selectOptionByValue(TEMPLATE_ID));
    act(() => page.findButton('[data-testid="create-session-submit"]')!.click());
    expect(await screen.findByText('E-mail not sent: resend')).toBeInTheDocument();
    expect(page.findButton('[data-testid="resend-code"]')).not.toBeNull();
  });

  it('shows an open card with the masked code, counts and its actions', async () => {
    mockApi([session()]);
    renderSection();
    const card = await screen.findByTestId('session-card');
    expect(within(card).getByTestId('masked-code')).toHaveTextContent('•••-•••-•••');
    expect(within(card).getByTestId('session-open-badge')).toHaveTextContent('Open');
    expect(within(card).getByTestId('session-answers')).toHaveTextContent('answered 3 of 10');
    expect(within(card).getByText('Copy session link')).toBeInTheDocument();
    expect(within(card).getByText('Check For Completion')).toBeInTheDocument();
    expect(within(card).getByText('Regenerate and resend code')).toBeInTheDocument();
    expect(within(card).queryByTestId('session-score')).toBeNull();
  });

  it('shows a closed card with its score, feedback and suggestions', async () => {
    mockApi([
      session({
        status: 'scored',
        submitted: true,
        answerCount: 10,
        result: {
          score: 82,
          feedback: 'Clear answers.',
          unscoredAnswers: 0,
          suggestions: 'Go deeper on testing.',
          injectionSuspected: false,
          scoredAt: '2025-03-02T10:00:00.000Z',
        },
      }),
    ]);
    renderSection();
    const card = await screen.findByTestId('session-card');
    expect(within(card).getByTestId('session-open-badge')).toHaveTextContent('Closed');
    expect(within(card).getByTestId('session-score')).toHaveTextContent('82/100');
    expect(within(card).getByText('Clear answers.')).toBeInTheDocument();
    expect(within(card).getByText('Go deeper on testing.')).toBeInTheDocument();
    expect(within(card).queryByText('Copy session link')).toBeNull();
    expect(within(card).queryByText('Check For Completion')).toBeNull();
  });

  it('shows "Scoring…" while a submitted session waits for its score', async () => {
    mockApi([session({ status: 'submitted', submitted: true })]);
    renderSection();
    expect(await screen.findByTestId('session-scoring')).toHaveTextContent('Scoring…');
  });

  it('says why a submitted session waits for the AI budget and offers Retry scoring', async () => {
    mockApi([session({ status: 'submitted', submitted: true, scoringWait: 'ai_budget' })]);
    renderSection();
    const card = await screen.findByTestId('session-card');
    expect(within(card).getByTestId('session-scoring-wait')).toHaveTextContent(
      /AI budget for this month is spent/,
    );
    expect(within(card).queryByTestId('session-scoring')).toBeNull();
    expect(within(card).getByTestId('retry-scoring')).toBeInTheDocument();
  });

  it('copies origin + /session/{id} and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockApi([session()]);
    const page = renderSection();
    await screen.findByTestId('session-card');
    act(() => page.findButton('[data-testid="copy-link"]')!.click());
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
    expect(screen.getByText('You can share this link with the applicant now')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/session/${SESSION_ID}`);
  });

  it('shows an error toast when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    mockApi([session()]);
    const page = renderSection();
    await screen.findByTestId('session-card');
    act(() => page.findButton('[data-testid="copy-link"]')!.click());
    expect(await screen.findByText('System error')).toBeInTheDocument();
  });

  it('asks before Check For Completion submits the session for the applicant, in words for its actual state', async () => {
    mockApi([session()]);
    const page = renderSection();
    await screen.findByTestId('session-card');
    act(() => page.findButton('[data-testid="check-completion"]')!.click());
    expect(await screen.findByTestId('submit-explanation')).toHaveTextContent(
      'has answered 0 of 0 questions and has not submitted',
    );
    expect(apiCallMock).not.toHaveBeenCalledWith('submitForApplicant', expect.anything());
    act(() => page.findButton('[data-testid="session-confirm-ok"]')!.click());
    await waitFor(() =>
      expect(apiCallMock).toHaveBeenCalledWith('submitForApplicant', { params: { id: SESSION_ID } }),
    );
  });

  it('only re-checks scoring when the applicant already submitted, though the card still said Open', async () => {
    mockApi([session()]);
    const page = renderSection();
    await screen.findByTestId('session-card');
    const submitted = { ...session({ status: 'submitted', submitted: true }), questions: [] };
    apiCallMock.mockImplementation(
      async (name) => (name === 'getSessionDetails' ? submitted : undefined) as never,
    );
    act(() => page.findButton('[data-testid="check-completion"]')!.click());
    const text = await screen.findByTestId('submit-explanation');
    expect(text).toHaveTextContent('already submitted');
    expect(text).not.toHaveTextContent('can no longer answer');
    act(() => page.findButton('[data-testid="session-confirm-ok"]')!.click());
    await waitFor(() =>
      expect(apiCallMock).toHaveBeenCalledWith('checkSubmission', { params: { id: SESSION_ID } }),
    );
    expect(apiCallMock).not.toHaveBeenCalledWith('submitForApplicant', expect.anything());
  });
});

describe('session details view', () => {
  it('shows N/a and — for unanswered, unscored questions and flags injection attempts', () => {
    const details: SessionDetails = {
      ...session({ startedAt: undefined, submittedAt: undefined }),
      questions: [
        { id: 'q1', order: 1, text: '¿Qué es REST?', keyPoints: ['Recursos', 'Verbos HTTP'] },
        {
          id: 'q2',
          order: 2,
          text: '¿Cómo pruebas?',
          keyPoints: ['Unitarias'],
          answer: {
            questionId: 'q2',
            text: 'Con pruebas.',
            version: 2,
            createdAt: '2025-03-01T11:00:00.000Z',
          },
          score: 7,
          feedback: 'Good.',
          injectionSuspected: true,
        },
      ],
    };
    renderRoutes([{ path: '/', element: <SessionDetailsView details={details} /> }], '/');
    const answers = screen.getAllByTestId('details-answer');
    expect(answers[0]).toHaveTextContent('N/a');
    expect(answers[1]).toHaveTextContent('Con pruebas.');
    const scores = screen.getAllByTestId('details-score');
    expect(scores[0]).toHaveTextContent('—');
    expect(scores[1]).toHaveTextContent('7/10');
    expect(screen.getAllByTestId('details-feedback')[0]).toHaveTextContent('N/a');
    expect(screen.getByTestId('details-status')).toHaveTextContent('Open');
    expect(screen.getByTestId('details-assignee')).toHaveTextContent('Grace Manager');
    expect(screen.getByTestId('details-answered')).toHaveTextContent('1 / 2');
    expect(screen.getAllByTestId('injection-flag')).toHaveLength(1);
    expect(screen.getAllByText('—').length).toBeGreaterThanOrEqual(2);
  });

  it('says which answers the AI could not score and why, and which model replies were repaired', () => {
    const answer = (questionId: string) => ({
      questionId,
      text: 'An answer.',
      version: 1,
      createdAt: '2025-03-01T11:00:00.000Z',
    });
    const details: SessionDetails = {
      ...session({ status: 'scored', submitted: true }),
      result: {
        score: 70,
        feedback: 'Fine.',
        suggestions: 'More.',
        injectionSuspected: false,
        unscoredAnswers: 1,
        scoredAt: '2025-03-01T12:00:00.000Z',
      },
      questions: [
        {
          id: 'q1',
          order: 1,
          text: 'One?',
          keyPoints: ['A'],
          answer: answer('q1'),
          score: 0,
          evidence: [{ keyPoint: 'A', verdict: 'missing' }],
          scoreStatus: 'not_scored',
          notScoredReason: 'refused',
          needsReview: true,
          repairs: [],
        },
        {
          id: 'q2',
          order: 2,
          text: 'Two?',
          keyPoints: ['B'],
          answer: answer('q2'),
          score: 7,
          scoreStatus: 'scored',
          needsReview: true,
          repairs: ['verdict-case'],
        },
      ],
    };
    renderRoutes([{ path: '/', element: <SessionDetailsView details={details} /> }], '/');
    expect(screen.getByTestId('not-scored-flag')).toHaveTextContent(
      'not scored · the model refused to score it',
    );
    expect(screen.getByTestId('repaired-flag')).toHaveTextContent('model reply repaired · verdict-case');
    expect(screen.getByTestId('details-result-score')).toHaveTextContent('70/100 · 1 answer not scored');
    // The answer the AI could not score shows no 0/10 and no key point as missing.
    expect(screen.getAllByTestId('details-score').map((e) => e.textContent)).toEqual(['Not scored', '7/10']);
    expect(screen.queryByText(/Missing:/)).toBeNull();
  });
});
