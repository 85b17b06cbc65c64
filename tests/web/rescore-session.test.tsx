import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionDetails } from '../../shared/schemas/session-details';
import { apiCall } from '../../web/src/api/client';
import { SessionDetailsView } from '../../web/src/components/sessions/session-details-view';
import { rankedCandidates, sessionDetails } from './job-position-fixtures';
import { renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

/** A scored session whose second answer the AI could not score. */
function partlyScored(): SessionDetails {
  const base = sessionDetails(
    rankedCandidates()[0]!.session!,
    ['Indexes and caching.', 'I would add a read replica.'],
    [7, 0],
  );
  return {
    ...base,
    status: 'scored',
    result: { ...base.result!, unscoredAnswers: 1 },
    questions: base.questions.map((q, i) =>
      i === 1
        ? { ...q, scoreStatus: 'not_scored', notScoredReason: 'busy', needsReview: true, repairs: [] }
        : { ...q, scoreStatus: 'scored', needsReview: false, repairs: [] },
    ),
  };
}

const RUNNING = {
  answers: 'not_scored' as const,
  state: 'running' as const,
  requestedAt: '2026-11-26T10:00:00.000Z',
  by: { userId: 'u1', name: 'Maria Manager' },
};

function renderView(details: SessionDetails) {
  const view = renderRoutes([{ path: '/', element: <SessionDetailsView details={details} /> }], '/');
  return { ...view, page: createWrapper(view.container) };
}

describe('Re-score session in the session details view', () => {
  it('asks for the answers not scored, then shows the re-score running with no per-answer Re-score', async () => {
    const details = partlyScored();
    apiCallMock.mockImplementation((async (name: string) => {
      if (name === 'rescoreSession') return { ...details, rescore: RUNNING };
      if (name === 'getSessionHistory') return { items: [] };
      throw new Error(`unexpected ${name}`);
    }) as never);
    const { page, rerender } = renderView(details);
    const menu = page.findButtonDropdown('[data-testid="rescore-session"]')!;
    act(() => menu.openDropdown());
    expect(menu.findItemById('not_scored')!.getElement()).toHaveTextContent('Answers not scored (1)');
    act(() => menu.findItemById('not_scored')!.click());
    await waitFor(() =>
      expect(apiCallMock).toHaveBeenCalledWith('rescoreSession', {
        params: { id: details.id },
        body: { answers: 'not_scored' },
      }),
    );
    rerender(<></>);
    const { page: running } = renderView({ ...details, rescore: RUNNING });
    expect(running.find('[data-testid="rescore-session-status"]')!.getElement()).toHaveTextContent(
      'Re-scoring the answers not scored…Asked by Maria Manager',
    );
    expect(running.find('[data-testid="rescore-answer"]')).toBeNull();
    expect(
      running.findButtonDropdown('[data-testid="rescore-session"]')!.findNativeButton().getElement(),
    ).toBeDisabled();
  });

  it('offers only all answers when every answer is scored, and shows why a re-score failed', () => {
    const details = partlyScored();
    const scored: SessionDetails = {
      ...details,
      result: { ...details.result!, unscoredAnswers: 0 },
      rescore: {
        ...RUNNING,
        answers: 'all',
        state: 'failed',
        failure: 'The AI model did not finish in time. Try again.',
      },
    };
    const { page } = renderView(scored);
    const menu = page.findButtonDropdown('[data-testid="rescore-session"]')!;
    act(() => menu.openDropdown());
    const disabled = (id: string) =>
      menu.findItemById(id)!.getElement().querySelector('[aria-disabled="true"]') !== null;
    expect(disabled('not_scored')).toBe(true);
    expect(disabled('all')).toBe(false);
    expect(page.find('[data-testid="rescore-session-status"]')!.getElement()).toHaveTextContent(
      'The session was not scored again: The AI model did not finish in time. Try again.',
    );
  });
});
