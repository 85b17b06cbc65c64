import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../web/src/api/client';
import { FollowUpThread } from '../../web/src/components/sessions/follow-up-thread';
import { SessionHistory } from '../../web/src/components/sessions/session-history';
import { rankedCandidates, sessionDetails } from './job-position-fixtures';
import { renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

describe('follow-ups in the session history', () => {
  it('says which question got a follow-up, from which model, and why one was not asked', async () => {
    const details = sessionDetails(rankedCandidates()[0]!.session!, ['Vague.', 'Also vague.'], [3, 2]);
    apiCallMock.mockImplementation((async (name: string) => {
      if (name !== 'getSessionHistory') throw new Error(`unexpected ${name}`);
      return {
        items: [
          {
            id: 'e1',
            kind: 'follow-up',
            at: '2026-11-01T10:00:00.000Z',
            questionId: 'q1',
            modelId: 'offline',
            promptVersion: 'follow-up.v1',
          },
          {
            id: 'e2',
            kind: 'follow-up-skipped',
            at: '2026-11-01T10:01:00.000Z',
            questionId: 'q2',
            reason: 'timeout',
          },
        ],
      };
    }) as never);
    renderRoutes([{ path: '/', element: <SessionHistory details={details} /> }], '/');
    await waitFor(() => expect(screen.getAllByTestId('history-what')).toHaveLength(2));
    expect(screen.getAllByTestId('history-what').map((e) => e.textContent)).toEqual([
      'Follow-up asked on question 1 · model offline · prompt follow-up.v1',
      'No follow-up on question 2: the AI took too long; the interview moved on',
    ]);
    expect(screen.getAllByText('AI interviewer')).toHaveLength(2);
  });
});

describe('the follow-up thread of the details view', () => {
  it('shows the latest answer of each follow-up, and says which version an edited one is', () => {
    const details = sessionDetails(rankedCandidates()[0]!.session!, ['Vague.', 'Also vague.'], [3, 2]);
    const question = {
      ...details.questions[0]!,
      followUps: [
        { id: 'f1', text: 'What did you do?', answer: 'I refunded 40 euros.', version: 2 },
        { id: 'f2', text: 'And the result?', answer: 'She stayed.', version: 1 },
      ],
    };
    renderRoutes([{ path: '/', element: <FollowUpThread question={question} /> }], '/');
    expect(screen.getAllByTestId('details-follow-up-answer').map((e) => e.textContent)).toEqual([
      'I refunded 40 euros.',
      'She stayed.',
    ]);
    // Only the edited answer says so: a first version needs no note.
    expect(screen.getAllByTestId('details-follow-up-version').map((e) => e.textContent)).toEqual([
      "Edited after saving: this is version 2 (every version is in the applicant's data export)",
    ]);
  });
});
