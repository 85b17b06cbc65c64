import type createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionDetails } from '../../shared/schemas/session-details';
import { ApiError, apiCall } from '../../web/src/api/client';
import { partlyScored, renderDetailsView } from './partly-scored';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

const rescoreButtons = (page: ReturnType<typeof createWrapper>) =>
  page.findAll('[data-testid="details-question"]').map((q) => q.findButton('[data-testid="rescore-answer"]'));

describe('Re-score on an answer in the session details view', () => {
  it('is offered only on the answer not scored, and shows its new score once re-scored', async () => {
    const details = partlyScored('refused');
    const rescored: SessionDetails = {
      ...details,
      questions: details.questions.map((q, i) =>
        i === 1
          ? { ...q, score: 6, scoreStatus: 'scored', notScoredReason: undefined, needsReview: false }
          : q,
      ),
    };
    apiCallMock.mockImplementation((async (name: string) => {
      if (name === 'rescoreAnswer') return rescored;
      if (name === 'getSessionHistory') return { items: [] };
      throw new Error(`unexpected ${name}`);
    }) as never);
    const { page, rerender } = renderDetailsView(details);
    const [first, second] = rescoreButtons(page);
    expect(first).toBeNull();
    expect(second!.getElement()).toHaveTextContent('Re-score');
    expect(page.find('[data-testid="not-scored-flag"]')!.getElement()).toHaveTextContent(
      'not scored · the model refused to score it',
    );
    act(() => second!.click());
    await waitFor(() =>
      expect(apiCallMock).toHaveBeenCalledWith('rescoreAnswer', {
        params: { id: details.id, questionId: 'q2' },
      }),
    );
    rerender(<></>);
    const { page: after } = renderDetailsView(rescored);
    expect(after.find('[data-testid="not-scored-flag"]')).toBeNull();
    expect(after.findAll('[data-testid="details-score"]')[1]!.getElement()).toHaveTextContent('6/10');
    expect(rescoreButtons(after).every((b) => b === null)).toBe(true);
  });

  it('shows why a re-score failed beside the button', async () => {
    const details = partlyScored('refused');
    apiCallMock.mockImplementation((async (name: string) => {
      if (name === 'rescoreAnswer')
        throw new ApiError(
          502,
          'UpstreamFailed',
          'The AI could not score this answer again (refused). Try again later.',
        );
      if (name === 'getSessionHistory') return { items: [] };
      throw new Error(`unexpected ${name}`);
    }) as never);
    const { page } = renderDetailsView(details);
    act(() => rescoreButtons(page)[1]!.click());
    await waitFor(() =>
      expect(page.find('[data-testid="rescore-error"]')!.getElement()).toHaveTextContent(
        'could not score this answer again',
      ),
    );
  });

  it('is not offered while the session is still being scored', () => {
    const details = { ...partlyScored('refused'), status: 'scoring' as const };
    apiCallMock.mockImplementation((async () => ({ items: [] })) as never);
    const { page } = renderDetailsView(details);
    expect(rescoreButtons(page).every((b) => b === null)).toBe(true);
  });
});
