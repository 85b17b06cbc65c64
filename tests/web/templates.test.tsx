import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InterviewTemplate } from '../../shared/schemas/interview-template';
import { ApiError, apiCall } from '../../web/src/api/client';
import CreateInterviewTemplatePage from '../../web/src/pages/interview-templates/create-template-page';
import InterviewTemplatePage from '../../web/src/pages/interview-templates/template-page';
import InterviewTemplatesPage from '../../web/src/pages/interview-templates/templates-page';
import { PathProbe, renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

const ID = '01J0000000000000000000000T';

function template(overrides: Partial<InterviewTemplate> = {}): InterviewTemplate {
  return {
    id: ID,
    status: 'ready',
    progress: { done: 2, total: 2 },
    topic: 'Backend Developer',
    language: 'Spanish',
    numberOfQuestions: 2,
    provider: 'offline',
    source: { kind: 'topic' },
    createdAt: '2025-03-01T10:00:00.000Z',
    questions: [
      { id: 'q1', order: 1, text: '¿Cómo diseñas una API?', keyPoints: ['Versionado', 'Idempotencia'] },
      { id: 'q2', order: 2, text: '¿Cómo pruebas tu código?', keyPoints: ['Pruebas unitarias'] },
    ],
    usage: { inputTokens: 120, outputTokens: 480, totalTokens: 600, estimated: true },
    modelId: 'offline-bank',
    promptVersion: 'questions-v1',
    ...overrides,
  };
}

function renderCreate() {
  const view = renderRoutes(
    [
      { path: '/createTemplate', element: <CreateInterviewTemplatePage /> },
      { path: '/templates/:id', element: <PathProbe label="template" /> },
      { path: '/templates', element: <PathProbe label="list" /> },
    ],
    '/createTemplate',
  );
  return { ...view, page: createWrapper(document.body) };
}

const generateButton = () => createWrapper(document.body).findButton('[data-testid="generate-template"]')!;
const topicInput = () => createWrapper(document.body).findAutosuggest('[data-testid="template-topic"]')!;

describe('create template form', () => {
  it('says "All fields required" when the topic is empty and sends nothing', async () => {
    renderCreate();
    act(() => generateButton().click());
    expect(await screen.findByText('All fields required')).toBeInTheDocument();
    expect(apiCallMock).not.toHaveBeenCalledWith('generateInterviewTemplate', expect.anything());
  });

  it('sends the topic with the defaults (10, Spanish) and opens the new template', async () => {
    apiCallMock.mockResolvedValue({ id: ID, status: 'generating' } as never);
    const { router, page } = renderCreate();
    act(() => topicInput().setInputValue('Backend Developer'));
    act(() => page.findTextarea('[data-testid="template-bio"]')!.setTextareaValue('Builds payment APIs.'));
    act(() => generateButton().click());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/templates/${ID}`));
    expect(apiCallMock).toHaveBeenCalledWith('generateInterviewTemplate', {
      body: {
        topic: 'Backend Developer',
        language: 'Spanish',
        numberOfQuestions: 10,
        bio: 'Builds payment APIs.',
      },
    });
    expect(await screen.findByText('Interview Created')).toBeInTheDocument();
  });

  it('shows the failure on the form and keeps every field', async () => {
    apiCallMock.mockRejectedValue(
      new ApiError(502, 'UpstreamFailed', 'The AI service did not answer in time'),
    );
    const { router, page } = renderCreate();
    act(() => topicInput().setInputValue('Data Analyst'));
    act(() => page.findInput('[data-testid="template-skills"]')!.setInputValue('SQL, Python'));
    act(() => generateButton().click());
    expect(await screen.findByText('The AI service did not answer in time')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/createTemplate');
    expect(topicInput().findNativeInput().getElement()).toHaveValue('Data Analyst');
    expect(page.findInput('[data-testid="template-skills"]')!.findNativeInput().getElement()).toHaveValue(
      'SQL, Python',
    );
  });

  it('names the field when the count is out of bounds', async () => {
    const { page } = renderCreate();
    act(() => topicInput().setInputValue('Chef'));
    act(() => page.findInput('[data-testid="template-count"]')!.setInputValue('45'));
    act(() => generateButton().click());
    expect(await screen.findByText('At most 30')).toBeInTheDocument();
    expect(screen.queryByText('All fields required')).toBeNull();
    expect(apiCallMock).not.toHaveBeenCalledWith('generateInterviewTemplate', expect.anything());
  });
});

describe('template page', () => {
  it('shows the questions with their key points and the offline label', async () => {
    apiCallMock.mockResolvedValue(template({ notice: 'Written in English.' }) as never);
    renderRoutes([{ path: '/templates/:id', element: <InterviewTemplatePage /> }], `/templates/${ID}`);
    expect(await screen.findByText('Question 1')).toBeInTheDocument();
    expect(screen.getByText('Question 2')).toBeInTheDocument();
    expect(screen.getByText('¿Cómo diseñas una API?')).toBeInTheDocument();
    expect(screen.getByText('Idempotencia')).toBeInTheDocument();
    expect(screen.getByTestId('template-provider')).toHaveTextContent('written by the offline generator');
    expect(screen.getByTestId('template-tokens')).toHaveTextContent('estimated by the offline generator');
    expect(screen.getByTestId('template-tokens')).toHaveTextContent('600 total');
    expect(screen.getByTestId('template-notice')).toHaveTextContent('Written in English.');
    expect(screen.getByTestId('offline-badge')).toBeInTheDocument();
  });

  it('shows the progress and the questions written so far, then the rest as they arrive', async () => {
    const written = template().questions;
    const reads = [
      template({ status: 'generating', progress: { done: 0, total: 2 }, questions: [] }),
      template({ status: 'generating', progress: { done: 1, total: 2 }, questions: written.slice(0, 1) }),
      template(),
    ];
    apiCallMock.mockImplementation((async () => (reads.length > 1 ? reads.shift() : reads[0])) as never);
    renderRoutes([{ path: '/templates/:id', element: <InterviewTemplatePage /> }], `/templates/${ID}`);
    expect(await screen.findByText('0 of 2 questions written')).toBeInTheDocument();
    expect(screen.getByText('The questions appear here as they are written.')).toBeInTheDocument();
    expect(createWrapper(document.body).findButton('[data-testid="edit-template"]')!.isDisabled()).toBe(true);
    expect(await screen.findByText('1 of 2 questions written', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('¿Cómo diseñas una API?')).toBeInTheDocument();
    expect(await screen.findByText('¿Cómo pruebas tu código?', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByTestId('template-generating')).toBeNull();
    expect(screen.getByTestId('template-status')).toHaveTextContent('Ready');
  }, 10_000);

  it('shows a failed generation with its reason, and Retry starts it again', async () => {
    let state: InterviewTemplate = template({
      status: 'failed',
      progress: { done: 0, total: 2 },
      questions: [],
      failure: 'The AI model did not finish in time. Retry, or ask for fewer questions.',
    });
    apiCallMock.mockImplementation((async (name: string) => {
      if (name === 'retryGeneration') {
        state = { ...state, status: 'generating', failure: undefined };
        return { id: ID, status: 'generating' };
      }
      return state;
    }) as never);
    renderRoutes([{ path: '/templates/:id', element: <InterviewTemplatePage /> }], `/templates/${ID}`);
    expect(await screen.findByTestId('template-failed')).toHaveTextContent(
      'The AI model did not finish in time. Retry, or ask for fewer questions.',
    );
    act(() => createWrapper(document.body).findButton('[data-testid="retry-generation"]')!.click());
    expect(await screen.findByText('0 of 2 questions written')).toBeInTheDocument();
    expect(apiCallMock).toHaveBeenCalledWith('retryGeneration', { params: { id: ID } });
    expect(screen.queryByTestId('template-failed')).toBeNull();
  });

  it('names the Bedrock model', async () => {
    apiCallMock.mockResolvedValue(
      template({
        provider: 'bedrock',
        modelId: 'anthropic.claude-3-haiku',
        usage: { inputTokens: 1, outputTokens: 2, totalTokens: 3, estimated: false },
      }) as never,
    );
    renderRoutes([{ path: '/templates/:id', element: <InterviewTemplatePage /> }], `/templates/${ID}`);
    expect(await screen.findByTestId('template-provider')).toHaveTextContent(
      'Amazon Bedrock · anthropic.claude-3-haiku',
    );
    expect(screen.queryByText('estimated by the offline generator')).toBeNull();
  });

  it('returns to the list with an error toast when the template cannot be loaded', async () => {
    apiCallMock.mockRejectedValue(new ApiError(404, 'NotFound', 'not found'));
    const { router } = renderRoutes(
      [
        { path: '/templates/:id', element: <InterviewTemplatePage /> },
        { path: '/templates', element: <PathProbe label="list" /> },
      ],
      `/templates/${ID}`,
    );
    expect(
      await screen.findByText('We could not process your request. Please try again'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/templates'));
  });
});

describe('templates list', () => {
  it('lists the first page of templates with a Details link, and the next page on request', async () => {
    const pages = [
      { items: [template()], nextCursor: 'next' },
      {
        items: [template({ id: '01J0000000000000000000000U', topic: 'Chef', provider: 'bedrock' })],
        nextCursor: null,
      },
    ];
    apiCallMock.mockImplementation((async (name: string) =>
      name === 'getOrganizationSettings'
        ? { defaultLanguage: 'Spanish', reportingLanguage: 'English', defaultDueInDays: 7 }
        : name === 'aiUsage'
          ? { month: '2026-11', usedUsd: 1, limitUsd: 50, usedPercent: 2, usedTokens: 10, exceeded: false }
          : pages.shift()) as never);
    const { container } = renderRoutes(
      [{ path: '/templates', element: <InterviewTemplatesPage /> }],
      '/templates',
    );
    expect(await screen.findByText('Backend Developer')).toBeInTheDocument();
    expect(screen.getByText('$1.00 of $50.00 used in 2026-11')).toBeInTheDocument();
    expect(screen.getAllByTestId('offline-badge')).toHaveLength(1);
    expect(screen.getByTestId('template-status')).toHaveTextContent('Ready');
    expect(screen.getByTestId('template-details-link')).toHaveAttribute('href', `/templates/${ID}`);
    expect(screen.queryByText('Chef')).toBeNull();
    expect(screen.getByRole('heading', { name: /Interview Templates/ })).toHaveTextContent('(1+)');

    const table = createWrapper(container).findTable('[data-testid="templates-table"]')!;
    act(() => table.findPagination()!.findNextPageButton().click());
    expect(await screen.findByText('Chef')).toBeInTheDocument();
    expect(screen.getByTestId('template-details-link')).toHaveAttribute(
      'href',
      '/templates/01J0000000000000000000000U',
    );
    expect(apiCallMock).toHaveBeenCalledWith(
      'listInterviewTemplates',
      { query: { limit: 10, cursor: 'next', sort: 'createdAt', order: 'desc' } },
      expect.anything(),
    );
  });
});
