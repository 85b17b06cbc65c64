import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rankingCsv, toRankingRows } from '../../shared/ranking';
import { apiCall } from '../../web/src/api/client';
import { jobPosition, rankedCandidates, sessionDetails, TEMPLATE_ID } from './job-position-fixtures';
import { renderAt, serve, VIEW_PATH } from './job-position-page-render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

afterEach(() => vi.restoreAllMocks());

describe('job position candidates tab', () => {
  it('Candidates: shows the rank order, scores and the chart', async () => {
    serve({ getJobPosition: () => jobPosition(), listCandidates: () => ({ items: rankedCandidates() }) });
    const { page, openTab } = renderAt(VIEW_PATH);
    await screen.findByTestId('job-position-title');
    openTab('Candidates');
    const table = await waitFor(() => {
      const t = page.findTable('[data-testid="candidates-table"]')!;
      expect(t.findRows()).toHaveLength(3);
      return t;
    });
    const column = (col: number) =>
      [1, 2, 3].map((row) => table.findBodyCell(row, col)!.getElement().textContent);
    // Column 1 is the selection checkbox.
    expect(column(2)).toEqual(['1', '2', '-']);
    expect(column(3)).toEqual(['Grace Hopper', 'Ada Lovelace', 'Alan Turing']);
    expect(column(6)).toEqual(['91/100AI score', '42/100AI score', 'Not scored yet']);
    expect(column(7)).toEqual(['Undecided', 'Undecided', 'Undecided']);
    expect(table.findBodyCell(1, 3)!.findLink()!.getElement()).toHaveAttribute(
      'href',
      '/applicants/01J0000000000000000000000G',
    );
    const chart = createWrapper(screen.getByTestId('candidate-scores-chart')).findBarChart()!;
    expect(chart).not.toBeNull();
    expect(chart.findSeries()).toHaveLength(1);
    expect(chart.getElement()).toHaveTextContent('Grace Hopper');
    expect(chart.getElement()).not.toHaveTextContent('Alan Turing');
  });

  it('Candidates: says which scores a person reviewed and shows the decision', async () => {
    const [grace, ada, alan] = rankedCandidates();
    const reviewed = {
      ...grace!,
      session: {
        ...grace!.session!,
        effectiveScore: { score: 95, source: 'reviewed' as const, reviewedAnswers: 1 },
        decision: {
          decision: 'hold' as const,
          reason: 'Second round',
          by: { userId: 'u1', name: 'Demo Manager' },
          at: '2025-03-05T10:00:00.000Z',
          flaggedSeen: [],
        },
      },
    };
    serve({
      getJobPosition: () => jobPosition(),
      listCandidates: () => ({ items: [reviewed, ada!, alan!] }),
    });
    const { page, openTab } = renderAt(VIEW_PATH);
    await screen.findByTestId('job-position-title');
    openTab('Candidates');
    const table = await waitFor(() => {
      const t = page.findTable('[data-testid="candidates-table"]')!;
      expect(t.findRows()).toHaveLength(3);
      return t;
    });
    expect(table.findBodyCell(1, 6)!.getElement()).toHaveTextContent('95/100Reviewed by a person');
    expect(table.findBodyCell(1, 7)!.getElement()).toHaveTextContent('Hold');
    const chart = createWrapper(screen.getByTestId('candidate-scores-chart')).findBarChart()!;
    expect(chart.findSeries()).toHaveLength(2);
  });

  it("Candidates: Export CSV downloads the server's CSV as <title>-candidates.csv", async () => {
    const csv = rankingCsv(toRankingRows(rankedCandidates()));
    serve({
      getJobPosition: () => jobPosition(),
      listCandidates: () => ({ items: rankedCandidates() }),
      exportCandidates: () => ({ csv, nextCursor: null }),
    });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:ranking';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { click, openTab } = renderAt(VIEW_PATH);
    await screen.findByTestId('job-position-title');
    openTab('Candidates');
    await screen.findByTestId('candidates-table');
    await waitFor(() => expect(screen.getAllByText('Grace Hopper').length).toBeGreaterThan(0));
    click('export-candidates-csv');
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(await blobs[0]!.text()).toBe(csv);
    expect(await blobs[0]!.text()).toContain(
      '"1","Grace","Hopper","grace@example.com","Software Engineer","91"',
    );
    expect(clicked[0]!.download).toBe('Backend-Engineer-candidates.csv');
    expect(clicked[0]!.href).toBe('blob:ranking');
  });

  it('Candidates: asks one page at a time, Load more adds the next one, and Export CSV walks every page', async () => {
    const [grace, ada, alan] = rankedCandidates();
    const asked: { limit?: number; cursor?: string }[] = [];
    const exported: { limit?: number; cursor?: string }[] = [];
    const firstCsv = rankingCsv(toRankingRows([grace!, ada!]));
    const secondCsv = '"3","Alan","Turing"\r\n';
    serve({
      getJobPosition: () => jobPosition(),
      listCandidates: ({ query }) => {
        asked.push(query);
        return query.cursor === 'page-2'
          ? { items: [alan!], nextCursor: null }
          : { items: [grace!, ada!], nextCursor: 'page-2' };
      },
      exportCandidates: ({ query }) => {
        exported.push(query);
        return query.cursor === 'csv-2'
          ? { csv: secondCsv, nextCursor: null }
          : { csv: firstCsv, nextCursor: 'csv-2' };
      },
    });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:ranking';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { page, click, button, openTab } = renderAt(VIEW_PATH);
    await screen.findByTestId('job-position-title');
    openTab('Candidates');
    const table = await waitFor(() => {
      const t = page.findTable('[data-testid="candidates-table"]')!;
      expect(t.findRows()).toHaveLength(2);
      return t;
    });
    expect(asked).toEqual([{ limit: 50, cursor: undefined }]);
    click('candidates-load-more');
    await waitFor(() => expect(table.findRows()).toHaveLength(3));
    expect(asked[1]).toEqual({ limit: 50, cursor: 'page-2' });
    // Ranks come from the server, in its order across pages.
    expect([1, 2, 3].map((row) => table.findBodyCell(row, 3)!.getElement().textContent)).toEqual([
      'Grace Hopper',
      'Ada Lovelace',
      'Alan Turing',
    ]);
    expect(button('candidates-load-more')).toBeNull();

    asked.length = 0;
    click('export-candidates-csv');
    await waitFor(() => expect(blobs).toHaveLength(1));
    // The server writes the CSV and logs the export; the browser joins its pages and writes nothing else.
    expect(exported).toEqual([
      { limit: 100, cursor: undefined },
      { limit: 100, cursor: 'csv-2' },
    ]);
    expect(asked).toEqual([]);
    expect(await blobs[0]!.text()).toBe(firstCsv + secondCsv);
  });

  it('Candidates: Compare shows the selected candidates answers side by side', async () => {
    const [grace, ada] = rankedCandidates();
    serve({
      getJobPosition: () => jobPosition(),
      listCandidates: () => ({ items: rankedCandidates() }),
      getSessionDetails: ({ params }) =>
        params.id === grace!.session!.id
          ? sessionDetails(grace!.session!, ['Grace answer one', 'Grace answer two'], [9, 8])
          : sessionDetails(ada!.session!, ['Ada answer one', undefined], [4, 0]),
    });
    const { page, click, button, openTab } = renderAt(VIEW_PATH);
    await screen.findByTestId('job-position-title');
    openTab('Candidates');
    await screen.findByTestId('candidates-table');
    await waitFor(() => expect(screen.getAllByText('Grace Hopper').length).toBeGreaterThan(0));
    const table = page.findTable('[data-testid="candidates-table"]')!;
    expect(button('compare-candidates')!.isDisabled()).toBe(true);
    // The unscored candidate cannot be compared.
    expect(table.findRowSelectionArea(3)!.find('input')!.getElement()).toBeDisabled();
    act(() => table.findRowSelectionArea(1)!.click());
    act(() => table.findRowSelectionArea(2)!.click());
    click('compare-candidates');
    const compare = await waitFor(() => {
      const t = page.findTable('[data-testid="compare-table"]')!;
      expect(t.findRows()).toHaveLength(2);
      return t;
    });
    expect(compare.findColumnHeaders().map((h) => h.getElement().textContent)).toEqual([
      'Question',
      'Grace Hopper (91/100)',
      'Ada Lovelace (42/100)',
    ]);
    expect(compare.findBodyCell(1, 1)!.getElement()).toHaveTextContent('1. Question 1?');
    expect(compare.findBodyCell(1, 2)!.getElement()).toHaveTextContent('Grace answer one');
    expect(compare.findBodyCell(1, 2)!.getElement()).toHaveTextContent('Score: 9/10');
    expect(compare.findBodyCell(1, 3)!.getElement()).toHaveTextContent('Ada answer one');
    expect(compare.findBodyCell(2, 3)!.getElement()).toHaveTextContent('N/a');
    expect(compare.findBodyCell(2, 3)!.getElement()).toHaveTextContent('Score: 0/10');
    expect(compare.findBodyCell(2, 2)!.getElement()).toHaveTextContent(
      `Feedback 2 for ${grace!.session!.id}`,
    );
  });

  it('Candidates: Create session shows the one-time access code', async () => {
    serve({
      getJobPosition: () => jobPosition(),
      listCandidates: () => ({ items: rankedCandidates() }),
      addSession: ({ body }) => ({
        ...rankedCandidates()[0]!.session!,
        id: '01J00000000000000000000S09',
        ...body,
        accessCode: 'ABC-DEF-GHJ',
      }),
    });
    const { page, click, button, openTab } = renderAt(VIEW_PATH);
    await screen.findByTestId('job-position-title');
    openTab('Candidates');
    await waitFor(() => expect(screen.getAllByText('Alan Turing').length).toBeGreaterThan(0));
    act(() => page.findTable('[data-testid="candidates-table"]')!.findBodyCell(3, 8)!.findButton()!.click());
    expect(button('create-session-submit')!.isDisabled()).toBe(true);
    const select = page.findSelect('[data-testid="create-session-template"]')!;
    act(() => select.openDropdown());
    act(() => select.selectOption(1));
    click('create-session-submit');
    // The same one-time code dialog as on the profile, naming where the code was e-mailed.
    const modal = await screen.findByTestId('one-time-code');
    expect(modal).toHaveTextContent(/e-mailed to \S+@/);
    expect(screen.queryByTestId('create-session-modal')).toBeNull();
    expect(apiCallMock).toHaveBeenCalledWith('addSession', {
      params: { applicantId: '01J0000000000000000000000B' },
      body: { applicantId: '01J0000000000000000000000B', interviewId: TEMPLATE_ID },
    });
    expect(await screen.findByTestId('one-time-code-value')).toHaveTextContent('ABC-DEF-GHJ');
  });
});
