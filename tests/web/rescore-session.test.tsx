import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionDetails } from '../../shared/schemas/session-details';
import { apiCall } from '../../web/src/api/client';
import { partlyScored, renderDetailsView } from './partly-scored';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

const RUNNING = {
  answers: 'not_scored' as const,
  state: 'running' as const,
  requestedAt: '2026-11-26T10:00:00.000Z',
  by: { userId: 'u1', name: 'Maria Manager' },
};

describe('Re-score session in the session details view', () => {
  it('asks for the answers not scored, then shows the re-score running with no per-answer Re-score', async () => {
    const details = partlyScored('busy');
    apiCallMock.mockImplementation((async (name: string) => {
      if (name === 'rescoreSession') return { ...details, rescore: RUNNING };
      if (name === 'getSessionHistory') return { items: [] };
      throw new Error(`unexpected ${name}`);
    }) as never);
    const { page, rerender } = renderDetailsView(details);
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
    const { page: running } = renderDetailsView({ ...details, rescore: RUNNING });
    expect(running.find('[data-testid="rescore-session-status"]')!.getElement()).toHaveTextContent(
      'Re-scoring the answers not scored…Asked by Maria Manager',
    );
    expect(running.find('[data-testid="rescore-answer"]')).toBeNull();
    expect(
      running.findButtonDropdown('[data-testid="rescore-session"]')!.findNativeButton().getElement(),
    ).toBeDisabled();
  });

  it('offers only all answers when every answer is scored, and shows why a re-score failed', () => {
    const details = partlyScored('busy');
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
    const { page } = renderDetailsView(scored);
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
