import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { InterviewTemplate } from '../../shared/schemas/interview-template';
import type { SessionDetails } from '../../shared/schemas/session-details';
import { apiCall } from '../../web/src/api/client';
import { SessionDetailsView } from '../../web/src/components/sessions/session-details-view';
import CreateInterviewTemplatePage from '../../web/src/pages/interview-templates/create-template-page';
import InterviewTemplatePage from '../../web/src/pages/interview-templates/template-page';
import { PathProbe, renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

const ID = '01J0000000000000000000000W';
const written: InterviewTemplate = {
  id: ID,
  status: 'ready',
  progress: { done: 2, total: 2 },
  topic: 'Customer support',
  language: 'English',
  numberOfQuestions: 2,
  provider: 'manual',
  source: { kind: 'topic' },
  createdAt: '2025-03-01T10:00:00.000Z',
  version: 3,
  questions: [
    { id: 'q1', order: 1, text: 'Which metrics do you track?', keyPoints: ['Names CSAT or FCR'] },
    { id: 'q2', order: 2, text: 'How do you calm an angry customer?', keyPoints: ['Listens', 'Stays calm'] },
  ],
  usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0, estimated: false },
  modelId: 'manual',
  promptVersion: 'manual',
  scoring: { sessions: 2, tokens: 5400, costUsd: 0.0021 },
};

const page = () => createWrapper(document.body);

// Cloudscape's dropdown and toast transitions end on timers; let them run before jsdom is torn down.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
const textareas = () => page().findAllTextareas();

describe('write questions', () => {
  function renderCreate() {
    return renderRoutes(
      [
        { path: '/createTemplate', element: <CreateInterviewTemplatePage /> },
        { path: '/templates/:id', element: <PathProbe label="template" /> },
      ],
      '/createTemplate',
    );
  }

  it('writes questions by hand in any language, reorders them and sends key points one per line', async () => {
    apiCallMock.mockResolvedValue(written as never);
    const { router } = renderCreate();
    act(() => page().findSegmentedControl('[data-testid="create-mode"]')!.findSegments()[1]!.click());
    act(() => page().findInput('[data-testid="write-topic"]')!.setInputValue('サポート'));
    const language = page().findSelect('[data-testid="write-language"]')!;
    act(() => language.openDropdown());
    act(() => language.selectOptionByValue('Japanese'));
    act(() => textareas()[0]!.setTextareaValue('First question?'));
    act(() => textareas()[1]!.setTextareaValue('Point A\n\n  Point B  '));
    act(() => page().findButton('[data-testid="add-question"]')!.click());
    act(() => textareas()[2]!.setTextareaValue('Second question?'));
    act(() => textareas()[3]!.setTextareaValue('Point C'));
    act(() => page().findButton('[aria-label="Move question 2 up"]')!.click());
    act(() => page().findButton('[data-testid="save-questions"]')!.click());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/templates/${ID}`));
    expect(apiCallMock).toHaveBeenCalledWith('writeInterviewTemplate', {
      body: {
        topic: 'サポート',
        language: 'Japanese',
        questions: [
          { text: 'Second question?', keyPoints: ['Point C'] },
          { text: 'First question?', keyPoints: ['Point A', 'Point B'] },
        ],
      },
    });
  });

  it('sets a time limit per question in minutes, sent in seconds, and refuses one under a minute', async () => {
    apiCallMock.mockResolvedValue(written as never);
    const { router } = renderCreate();
    act(() => page().findSegmentedControl('[data-testid="create-mode"]')!.findSegments()[1]!.click());
    act(() => page().findInput('[data-testid="write-topic"]')!.setInputValue('Support'));
    act(() => textareas()[0]!.setTextareaValue('A question?'));
    act(() => textareas()[1]!.setTextareaValue('A point'));
    act(() => page().findInput('[data-testid="time-per-question"]')!.setInputValue('0.5'));
    act(() => page().findButton('[data-testid="save-questions"]')!.click());
    expect(await screen.findByText('At least 60 seconds')).toBeInTheDocument();
    expect(apiCallMock.mock.calls.map(([route]) => route)).not.toContain('writeInterviewTemplate');
    act(() => page().findInput('[data-testid="time-per-question"]')!.setInputValue('2'));
    act(() => page().findButton('[data-testid="save-questions"]')!.click());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/templates/${ID}`));
    expect(apiCallMock).toHaveBeenCalledWith('writeInterviewTemplate', {
      body: expect.objectContaining({ timeLimits: { perQuestionSeconds: 120 } }),
    });
  });

  it('names a question without key points and sends nothing', async () => {
    renderCreate();
    act(() => page().findSegmentedControl('[data-testid="create-mode"]')!.findSegments()[1]!.click());
    act(() => page().findInput('[data-testid="write-topic"]')!.setInputValue('Support'));
    act(() => textareas()[0]!.setTextareaValue('A question?'));
    act(() => page().findButton('[data-testid="save-questions"]')!.click());
    expect(await screen.findByText('At least one key point')).toBeInTheDocument();
    // Reading the organization's settings is fine; nothing is written.
    expect(apiCallMock.mock.calls.map(([route]) => route)).not.toContain('writeInterviewTemplate');
  });
});

describe('edit a template', () => {
  it('regenerates one question with AI and saves the next version from the version it read', async () => {
    apiCallMock.mockImplementation((async (name: string) => {
      if (name === 'getInterviewTemplate') return written;
      if (name === 'suggestQuestion')
        return { text: 'What does FCR measure?', keyPoints: ['First-contact resolution'] };
      if (name === 'updateInterviewTemplate') return { ...written, version: 4 };
      throw new Error(name);
    }) as never);
    renderRoutes([{ path: '/templates/:id', element: <InterviewTemplatePage /> }], `/templates/${ID}`);
    expect(await screen.findByTestId('template-scoring-cost')).toHaveTextContent(
      '2 session(s) · 5,400 tokens · $0.0021',
    );
    act(() => page().findButton('[data-testid="edit-template"]')!.click());
    expect(textareas()[0]!.getTextareaValue()).toBe('Which metrics do you track?');
    act(() =>
      page()
        .findAllButtons()
        .find((b) => b.getElement().textContent === 'Regenerate with AI')!
        .click(),
    );
    await waitFor(() => expect(textareas()[0]!.getTextareaValue()).toBe('What does FCR measure?'));
    act(() => page().findButton('[data-testid="save-questions"]')!.click());
    await waitFor(() =>
      expect(apiCallMock).toHaveBeenCalledWith('updateInterviewTemplate', {
        params: { id: ID },
        body: {
          topic: 'Customer support',
          language: 'English',
          version: 3,
          questions: [
            { text: 'What does FCR measure?', keyPoints: ['First-contact resolution'] },
            { id: 'q2', text: 'How do you calm an angry customer?', keyPoints: ['Listens', 'Stays calm'] },
          ],
        },
      }),
    );
    expect(await screen.findByText('Template saved')).toBeInTheDocument();
  });
});

describe('evidence in the details view', () => {
  it('shows each key point verdict with the quote, the needs-review flag and the cost', () => {
    const details = {
      id: 's1',
      applicantId: 'a1',
      applicantName: 'Ana Ruiz',
      interviewId: ID,
      topic: 'Customer support',
      language: 'English',
      status: 'scored',
      submitted: true,
      questionCount: 1,
      answerCount: 1,
      createdAt: '2025-03-01T10:00:00.000Z',
      createdBy: { userId: 'u1', name: 'Grace Manager' },
      questions: [
        {
          id: 'q1',
          order: 1,
          text: 'Which metrics do you track?',
          keyPoints: ['Names CSAT or FCR', 'Describes an improvement'],
          answer: {
            questionId: 'q1',
            text: 'I tracked CSAT weekly.',
            version: 1,
            createdAt: '2025-03-01T11:00:00.000Z',
          },
          score: 6,
          feedback: 'Covered: Names CSAT or FCR.',
          injectionSuspected: false,
          evidence: [
            { keyPoint: 'Names CSAT or FCR', verdict: 'covered', quote: 'I tracked CSAT weekly' },
            { keyPoint: 'Describes an improvement', verdict: 'missing' },
          ],
          needsReview: true,
          samples: [3, 6, 7],
        },
      ],
      scoring: {
        provider: 'bedrock',
        modelId: 'amazon.nova-lite-v1:0',
        promptVersion: 'score-answer@2',
        usage: { inputTokens: 900, outputTokens: 300, totalTokens: 1200, estimated: false },
        costUsd: 0.000126,
      },
    } as SessionDetails;
    renderRoutes([{ path: '/', element: <SessionDetailsView details={details} /> }], '/');
    const items = screen.getAllByTestId('evidence-item');
    expect(items.map((i) => i.dataset.verdict)).toEqual(['covered', 'missing']);
    expect(items[0]).toHaveTextContent('Covered: Names CSAT or FCR');
    expect(screen.getAllByTestId('evidence-quote').map((q) => q.textContent)).toEqual([
      'I tracked CSAT weekly',
    ]);
    expect(screen.getByTestId('needs-review-flag')).toHaveTextContent('samples 3, 6, 7');
    expect(screen.getByTestId('details-provenance')).toHaveTextContent('Amazon Bedrock');
    expect(screen.getByTestId('details-provenance')).toHaveTextContent('$0.00013');
  });
});
