import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionSummary } from '../../shared/schemas/session';
import { apiCall } from '../../web/src/api/client';
import SessionsPage from '../../web/src/pages/sessions/sessions-page';
import { scoredSession } from './job-position-fixtures';
import { queriesOf, queryOf } from './list-queries';
import { renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

/** A scored session of `applicantName` (an expired, unfinished one with `expired`). */
function session(id: string, applicantName: string, expired = false): SessionSummary {
  const scored = { ...scoredSession('01J0000000000000000000000A', id, 80), applicantName };
  return expired ? { ...scored, status: 'expired', submitted: false, result: undefined } : scored;
}

const ADA = session('01J0000000000000000000000S', 'Ada Lovelace');
const ALAN = session('01J0000000000000000000000U', 'Alan Turing', true);

const listQueries = () => queriesOf(apiCallMock, 'listSessions');

function renderList() {
  const view = renderRoutes(
    [{ path: '/interviewsessions', element: <SessionsPage /> }],
    '/interviewsessions',
  );
  const page = createWrapper(view.container);
  return { ...view, page, table: () => page.findTable('[data-testid="sessions-table"]')! };
}

describe('/interviewsessions', () => {
  beforeEach(() => {
    apiCallMock.mockImplementation(async (_name, request) => {
      const query = queryOf(request);
      const items = query.q ? [] : query.status === 'expired' ? [ALAN] : [ADA, ALAN];
      return { items, nextCursor: null } as never;
    });
  });

  it('asks for one page, newest first, and filters by status and decision on the server', async () => {
    const { page, table } = renderList();
    await waitFor(() => expect(table().findRows()).toHaveLength(2));
    expect(listQueries()).toEqual([{ limit: 20, sort: 'createdAt', order: 'desc' }]);

    const status = page.findSelect('[data-testid="sessions-status-filter"]')!;
    act(() => status.openDropdown());
    act(() => status.selectOptionByValue('expired'));
    await waitFor(() => expect(table().findRows()).toHaveLength(1));
    expect(table().findBodyCell(1, 1)!.getElement()).toHaveTextContent('Alan Turing');
    expect(listQueries().at(-1)).toEqual({ limit: 20, sort: 'createdAt', order: 'desc', status: 'expired' });

    const decision = page.findSelect('[data-testid="sessions-decision-filter"]')!;
    act(() => decision.openDropdown());
    act(() => decision.selectOptionByValue('none'));
    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({
        limit: 20,
        sort: 'createdAt',
        order: 'desc',
        status: 'expired',
        decision: 'none',
      }),
    );
  });

  it('sorts by applicant on the server', async () => {
    const { table } = renderList();
    await waitFor(() => expect(table().findRows()).toHaveLength(2));
    act(() => table().findColumnSortingArea(1)!.click());
    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({ limit: 20, sort: 'applicantName', order: 'asc' }),
    );
  });

  it('clears the search text and the filters from "No matches"', async () => {
    const { page, table } = renderList();
    await waitFor(() => expect(table().findRows()).toHaveLength(2));
    const status = page.findSelect('[data-testid="sessions-status-filter"]')!;
    act(() => status.openDropdown());
    act(() => status.selectOptionByValue('expired'));
    act(() => table().findTextFilter()!.findInput().setInputValue('nobody'));
    const noMatch = await screen.findByTestId('sessions-no-match');
    act(() => createWrapper(noMatch).findButton()!.click());
    await waitFor(() => expect(table().findRows()).toHaveLength(2));
    expect(status.findTrigger().getElement()).toHaveTextContent('All statuses');
    expect(listQueries().at(-1)).toEqual({ limit: 20, sort: 'createdAt', order: 'desc' });
  });

  it('says there are no sessions yet when the organization has none', async () => {
    apiCallMock.mockResolvedValue({ items: [], nextCursor: null } as never);
    renderList();
    expect(await screen.findByTestId('sessions-table-empty')).toHaveTextContent('No sessions yet');
    expect(screen.queryByTestId('sessions-no-match')).toBeNull();
  });
});
