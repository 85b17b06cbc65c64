import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../web/src/api/client';
import RequestLinkPage from '../../web/src/pages/session/request-link-page';
import { renderRoutes } from './render';

/**
 * The request link's page (decisions 0122, 0160, 0162): the feedback report sent to the applicant, their
 * transcript and the request form, opened by the link's token.
 */

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

const ID = '01J00000000000000000000FBK';
const FEEDBACK = 'Question 1: How do you test?\nWhat your answer did well: <i>"a test plan first"</i>';

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem(`request-link:${ID}`, 'link-token');
  apiCallMock.mockImplementation((async (name: string) => {
    if (name === 'listSessionRequests')
      return { organizationName: 'Acme', language: 'English', requestDueDays: 30, requests: [] };
    if (name === 'getFeedback')
      return {
        organizationName: 'Acme',
        language: 'English',
        text: FEEDBACK,
        sentAt: '2026-11-28T10:00:00.000Z',
      };
    if (name === 'getTranscript')
      return { sessionId: ID, organizationName: 'Acme', topic: 'QA', language: 'English', questions: [] };
    throw new Error(`unexpected call ${name}`);
  }) as never);
});

describe('the request link page', () => {
  it('shows the feedback report sent, as text, with the link token', async () => {
    renderRoutes(
      [{ path: '/session/:id/requests', element: <RequestLinkPage /> }],
      `/session/${ID}/requests`,
    );
    expect(await screen.findByText('Feedback on your interview')).toBeInTheDocument();
    expect(screen.getByTestId('feedback')).toHaveTextContent(
      'What your answer did well: <i>"a test plan first"</i>',
    );
    expect(screen.getByText('Your transcript')).toBeInTheDocument();
    const call = apiCallMock.mock.calls.find(([name]) => name === 'getFeedback')!;
    expect(call[2]).toMatchObject({ headers: { Authorization: 'Bearer link-token' } });
  });

  it('shows no feedback section before one was sent', async () => {
    apiCallMock.mockImplementation((async (name: string) => {
      if (name === 'listSessionRequests')
        return { organizationName: 'Acme', language: 'English', requestDueDays: 30, requests: [] };
      if (name === 'getTranscript')
        return { sessionId: ID, organizationName: 'Acme', topic: 'QA', language: 'English', questions: [] };
      throw new Error('404');
    }) as never);
    renderRoutes(
      [{ path: '/session/:id/requests', element: <RequestLinkPage /> }],
      `/session/${ID}/requests`,
    );
    expect(await screen.findByText('Your transcript')).toBeInTheDocument();
    expect(screen.queryByTestId('feedback')).toBeNull();
  });
});
