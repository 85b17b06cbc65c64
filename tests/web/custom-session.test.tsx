import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InterviewTemplate } from '../../shared/schemas/interview-template';
import type { SessionSummary } from '../../shared/schemas/session';
import { apiCall } from '../../web/src/api/client';
import { ApplicantSessionsSection } from '../../web/src/components/sessions/applicant-sessions-section';
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

const session: SessionSummary = {
  id: SESSION_ID,
  applicantId: APPLICANT_ID,
  applicantName: 'Ada Lovelace',
  interviewId: TEMPLATE_ID,
  topic: 'Data Analyst',
  language: 'Spanish',
  status: 'open',
  submitted: false,
  questionCount: 2,
  answerCount: 0,
  createdAt: '2025-03-01T10:00:00.000Z',
  createdBy: { userId: 'u1', name: 'Grace Manager' },
  email: { status: 'sent', at: '2025-03-01T10:00:01.000Z' },
};

function template(overrides: Partial<InterviewTemplate>): InterviewTemplate {
  return {
    id: TEMPLATE_ID,
    status: 'ready',
    progress: { done: 2, total: 2 },
    topic: 'Data Analyst',
    language: 'Spanish',
    numberOfQuestions: 2,
    provider: 'offline',
    source: { kind: 'applicant', id: APPLICANT_ID },
    createdAt: '2025-03-01T09:00:00.000Z',
    questions: [],
    usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0, estimated: true },
    modelId: 'offline-question-bank',
    promptVersion: 'pending',
    ...overrides,
  };
}

/** Answers the section's routes; the template is read from `reads` (the last one stays). */
function mockApi(reads: InterviewTemplate[]) {
  apiCallMock.mockImplementation((async (name: string) => {
    switch (name) {
      case 'getApplicant':
        return { ...applicant({ id: APPLICANT_ID }), sessions: [] };
      case 'generateForApplicant':
        return { id: TEMPLATE_ID, status: 'generating' };
      case 'getInterviewTemplate':
        return reads.length > 1 ? reads.shift() : reads[0];
      case 'addSession':
        return { ...session, accessCode: 'ABC-DEF-GHJ' };
      default:
        return undefined;
    }
  }) as never);
}

function startCustomTemplate() {
  renderRoutes(
    [
      {
        path: '/applicants/:id',
        element: <ApplicantSessionsSection applicant={{ id: APPLICANT_ID, email: 'ada@example.com' }} />,
      },
    ],
    `/applicants/${APPLICANT_ID}`,
  );
  const page = createWrapper(document.body);
  act(() => page.findButton('[data-testid="create-custom-template"]')!.click());
  act(() => page.findInput('[data-testid="custom-template-count"]')!.setInputValue('2'));
  act(() => page.findInput('[data-testid="custom-template-due"]')!.setInputValue('5'));
  act(() => page.findButton('[data-testid="custom-template-submit"]')!.click());
  return page;
}

describe('custom interview template for an applicant', () => {
  it('shows the progress while the questions are written, then adds the session and shows its code', async () => {
    mockApi([template({ status: 'generating', progress: { done: 1, total: 2 } }), template({})]);
    startCustomTemplate();
    expect(await screen.findByText('Writing questions… 1 of 2')).toBeInTheDocument();
    expect(apiCallMock).not.toHaveBeenCalledWith('addSession', expect.anything());
    expect(await screen.findByTestId('one-time-code-value', {}, { timeout: 3000 })).toHaveTextContent(
      'ABC-DEF-GHJ',
    );
    expect(apiCallMock).toHaveBeenCalledWith('generateForApplicant', {
      body: { applicantId: APPLICANT_ID, numberOfQuestions: 2, language: 'Spanish' },
    });
    expect(apiCallMock).toHaveBeenCalledWith('addSession', {
      params: { applicantId: APPLICANT_ID },
      body: { applicantId: APPLICANT_ID, interviewId: TEMPLATE_ID, dueInDays: 5 },
    });
  }, 10_000);

  it('says so when the generation failed and adds no session', async () => {
    mockApi([
      template({
        status: 'failed',
        progress: { done: 0, total: 2 },
        failure: 'The AI model could not write the questions. Retry in a moment.',
      }),
    ]);
    startCustomTemplate();
    expect(
      await screen.findByText('The AI model could not write the questions. Retry in a moment.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Writing questions/)).toBeNull());
    expect(apiCallMock).not.toHaveBeenCalledWith('addSession', expect.anything());
  });
});
