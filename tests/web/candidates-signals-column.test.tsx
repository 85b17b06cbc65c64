import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../web/src/api/client';
import JobPositionPage from '../../web/src/pages/job-positions/job-position-page';
import { CANDIDATE_COLUMNS_KEY } from '../../web/src/pages/job-positions/candidate-preferences';
import { jobPosition, POSITION_ID, rankedCandidates } from './job-position-fixtures';
import { renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** Grace's answers were written with a paste and time away; Ada's page sent no signals. */
function candidates() {
  const [grace, ada, alan] = rankedCandidates();
  return [
    { ...grace!, signals: { answers: 4, mostlyPasted: 1, blurCount: 2, hiddenMs: 9_000 } },
    ada!,
    alan!,
  ];
}

async function openCandidates() {
  apiCallMock.mockImplementation(async (name) => {
    if (name === 'getJobPosition') return jobPosition() as never;
    if (name === 'listCandidates') return { items: candidates() } as never;
    throw new Error(`unexpected call ${name}`);
  });
  renderRoutes(
    [{ path: '/jobPositionDetails/:id', element: <JobPositionPage /> }],
    `/jobPositionDetails/${POSITION_ID}`,
  );
  const page = createWrapper(document.body);
  await screen.findByTestId('job-position-title');
  act(() => {
    const tabs = page.findTabs('[data-testid="job-position-tabs"]')!;
    const index = tabs.findTabLinks().findIndex((t) => t.getElement().textContent === 'Candidates');
    tabs.findTabLinkByIndex(index + 1)!.click();
  });
  return waitFor(() => {
    const t = page.findTable('[data-testid="candidates-table"]')!;
    expect(t.findRows()).toHaveLength(3);
    return t;
  });
}

describe('the ranking’s signals column', () => {
  it('is hidden until the manager shows it in the preferences, then says in plain words how answers were written', async () => {
    const table = await openCandidates();
    const headers = () => table.findColumnHeaders().map((h) => h.getElement().textContent);
    expect(headers()).not.toContain('How answers were written');
    expect(screen.queryByTestId('candidate-signals')).toBeNull();

    const prefs = table.findCollectionPreferences()!;
    act(() => prefs.findTriggerButton().click());
    const modal = prefs.findModal()!;
    const options = modal.findContentDisplayPreference()!.findOptions();
    const signals = options.find(
      (o) => o.findLabel().getElement().textContent === 'How answers were written',
    )!;
    act(() => signals.findVisibilityToggle()!.findNativeInput().click());
    act(() => modal.findConfirmButton()!.click());

    await waitFor(() => expect(headers()).toContain('How answers were written'));
    const col = headers().indexOf('How answers were written') + 1;
    const cells = [1, 2, 3].map((row) => table.findBodyCell(row, col)!.getElement().textContent);
    expect(cells).toEqual([
      '1 of 4 answers mostly pasted; page hidden or out of focus 2×',
      'None recorded',
      'None recorded',
    ]);
    // The order and the scores are the ranking's, whatever the signals say.
    const score = headers().indexOf('Score') + 1;
    expect([1, 2, 3].map((row) => table.findBodyCell(row, score)!.getElement().textContent)).toEqual([
      '91/100AI score',
      '42/100AI score',
      'Not scored yet',
    ]);
    // The choice is kept for the next visit.
    expect(JSON.parse(localStorage.getItem(CANDIDATE_COLUMNS_KEY)!)).toContainEqual({
      id: 'signals',
      visible: true,
    });
  });
});
