import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../web/src/api/client';
import JobPositionsPage from '../../web/src/pages/job-positions/job-positions-page';
import { jobPosition } from './job-position-fixtures';
import { queryOf } from './list-queries';
import { PathProbe, renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

function renderList() {
  const view = renderRoutes(
    [
      { path: '/jobPositions', element: <JobPositionsPage /> },
      { path: '/addJobPosition', element: <PathProbe label="new" /> },
      { path: '/jobPositionDetails/:id', element: <PathProbe label="details" /> },
    ],
    '/jobPositions',
  );
  return { ...view, page: createWrapper(view.container) };
}

describe('job positions list', () => {
  it('lists title, candidate count and created date in the order the server sent, with a Details link', async () => {
    const older = jobPosition({
      id: '01J0000000000000000000000Q',
      title: 'Data Analyst',
      candidateCount: 0,
      createdAt: '2025-01-02T00:00:00.000Z',
    });
    apiCallMock.mockResolvedValue({ items: [jobPosition(), older], nextCursor: null } as never);
    const { page, router } = renderList();
    await screen.findByText('Backend Engineer');
    const table = page.findTable('[data-testid="job-positions-table"]')!;
    expect(table.findColumnHeaders().map((h) => h.getElement().textContent)).toEqual([
      'Title',
      'Candidates',
      'Created',
      'Details',
    ]);
    expect(table.findBodyCell(1, 1)!.getElement()).toHaveTextContent('Backend Engineer');
    expect(table.findBodyCell(1, 2)!.getElement()).toHaveTextContent('2');
    expect(table.findBodyCell(1, 3)!.getElement()).toHaveTextContent('Mar 1, 2025');
    expect(table.findBodyCell(2, 1)!.getElement()).toHaveTextContent('Data Analyst');
    expect(apiCallMock).toHaveBeenCalledTimes(1);
    expect(apiCallMock).toHaveBeenCalledWith(
      'listJobPositions',
      { query: { limit: 10, sort: 'createdAt', order: 'desc' } },
      expect.anything(),
    );

    act(() => table.findBodyCell(1, 4)!.findLink()!.click());
    await screen.findByText('details');
    expect(router.state.location.pathname).toBe('/jobPositionDetails/01J0000000000000000000000P');
  });

  it('searches titles on the server and sorts by title there', async () => {
    const other = jobPosition({ id: '01J0000000000000000000000Q', title: 'Data Analyst', description: '' });
    apiCallMock.mockImplementation(async (_name, request) => {
      const { q } = queryOf(request);
      return { items: q ? [other] : [jobPosition(), other], nextCursor: null } as never;
    });
    const { page } = renderList();
    await screen.findByText('Data Analyst');
    const table = page.findTable('[data-testid="job-positions-table"]')!;
    act(() => page.findTextFilter()!.findInput().setInputValue('analyst'));
    await waitFor(() => expect(table.findRows()).toHaveLength(1));
    expect(table.findBodyCell(1, 1)!.getElement()).toHaveTextContent('Data Analyst');
    expect(apiCallMock).toHaveBeenLastCalledWith(
      'listJobPositions',
      { query: { limit: 10, q: 'analyst', sort: 'createdAt', order: 'desc' } },
      expect.anything(),
    );

    act(() => table.findColumnSortingArea(1)!.click());
    await waitFor(() =>
      expect(apiCallMock).toHaveBeenLastCalledWith(
        'listJobPositions',
        { query: { limit: 10, q: 'analyst', sort: 'title', order: 'asc' } },
        expect.anything(),
      ),
    );
    // Candidates cannot be sorted by the server.
    expect(table.findColumnSortingArea(2)).toBeNull();
  });

  it('shows the empty state and New Job position opens /addJobPosition', async () => {
    apiCallMock.mockResolvedValue({ items: [], nextCursor: null } as never);
    const { page, router } = renderList();
    await screen.findByTestId('job-positions-empty');
    act(() => page.findButton('[data-testid="add-job-position-button"]')!.click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/addJobPosition'));
  });
});
