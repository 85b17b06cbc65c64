import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Applicant } from '../../shared/schemas/applicant';
import { apiCall } from '../../web/src/api/client';
import { useDeleteApplicant } from '../../web/src/api/applicants';
import ApplicantsPage from '../../web/src/pages/applicants/applicants-page';
import { applicant } from './fixtures';
import { type ListQueryFields, queriesOf, queryOf } from './list-queries';
import { PathProbe, renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

const PEOPLE = [
  applicant({
    id: '01J0000000000000000000000A',
    firstName: 'Ada',
    lastName: 'Lovelace',
    jobTitle: 'Engineer',
  }),
  applicant({
    id: '01J0000000000000000000000B',
    firstName: 'Grace',
    lastName: 'Hopper',
    jobTitle: 'Admiral',
  }),
  applicant({
    id: '01J0000000000000000000000C',
    firstName: 'Alan',
    lastName: 'Turing',
    jobTitle: 'Cryptanalyst',
  }),
];

/** The query of each `listApplicants` call, in order. */
const listQueries = () => queriesOf(apiCallMock, 'listApplicants');

/** Serves `listApplicants` with `answer(query)`; anything else is unexpected. */
function serve(answer: (query: ListQueryFields) => { items: Applicant[]; nextCursor: string | null }) {
  apiCallMock.mockImplementation(async (name, request) => {
    if (name === 'listApplicants') return answer(queryOf(request)) as never;
    throw new Error(`unexpected call ${name}`);
  });
}

function renderList() {
  const view = renderRoutes(
    [
      { path: '/applicants', element: <ApplicantsPage /> },
      { path: '/applicants/:id', element: <PathProbe label="profile" /> },
      { path: '/addapplicant', element: <PathProbe label="add" /> },
    ],
    '/applicants',
  );
  const table = () => createWrapper(view.container).findTable('[data-testid="applicants-table"]')!;
  return { ...view, table };
}

const firstNames = (table: ReturnType<typeof renderList>['table']) =>
  table()
    .findRows()
    .map(
      (_, i) =>
        table()
          .findBodyCell(i + 1, 1)!
          .getElement().textContent,
    );

const heading = () => screen.getByRole('heading', { name: /Applicants/ });

describe('applicants table', () => {
  beforeEach(() => serve(() => ({ items: PEOPLE, nextCursor: null })));

  it('asks for one page, newest first, and shows its rows with the spec columns', async () => {
    const { table } = renderList();
    await waitFor(() => expect(table().findRows()).toHaveLength(3));
    const headers = table()
      .findColumnHeaders()
      .map((h) => h.getElement().textContent);
    expect(headers).toEqual(['First Name', 'Last Name', 'Job Title', 'Email', 'Details']);
    expect(table().findBodyCell(2, 1)!.getElement()).toHaveTextContent('Grace');
    expect(listQueries()).toEqual([{ limit: 10, sort: 'createdAt', order: 'desc' }]);
    expect(heading()).toHaveTextContent('(3)');
  });

  it('says "(10+)" while more pages follow, opens the next one with its cursor, and goes back', async () => {
    const first = Array.from({ length: 10 }, (_, i) =>
      applicant({ id: `01J00000000000000000000${String(i).padStart(3, '0')}`, firstName: `First${i}` }),
    );
    serve((query) =>
      query.cursor === 'page-2'
        ? { items: PEOPLE, nextCursor: null }
        : { items: first, nextCursor: 'page-2' },
    );
    const { table } = renderList();
    await waitFor(() => expect(table().findRows()).toHaveLength(10));
    expect(heading()).toHaveTextContent('(10+)');
    expect(listQueries()).toHaveLength(1);

    act(() => table().findPagination()!.findNextPageButton().click());
    await waitFor(() => expect(firstNames(table)).toEqual(['Ada', 'Grace', 'Alan']));
    expect(listQueries().at(-1)).toEqual({ limit: 10, cursor: 'page-2', sort: 'createdAt', order: 'desc' });
    expect(heading()).toHaveTextContent('(13)');
    expect(table().findPagination()!.findNextPageButton().getElement()).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    act(() => table().findPagination()!.findPreviousPageButton().click());
    await waitFor(() => expect(firstNames(table)[0]).toBe('First0'));
    expect(listQueries().every((q) => q.cursor === undefined || q.cursor === 'page-2')).toBe(true);
  });

  it('sends the typed filter as q once typing pauses, and shows the rows the server found', async () => {
    serve((query) =>
      query.q ? { items: [PEOPLE[1]!], nextCursor: null } : { items: PEOPLE, nextCursor: null },
    );
    const { table } = renderList();
    await waitFor(() => expect(table().findRows()).toHaveLength(3));
    act(() => table().findTextFilter()!.findInput().setInputValue('hop'));
    act(() => table().findTextFilter()!.findInput().setInputValue('hopper'));
    await waitFor(() => expect(table().findRows()).toHaveLength(1));
    expect(table().findBodyCell(1, 1)!.getElement()).toHaveTextContent('Grace');
    expect(listQueries()).toEqual([
      { limit: 10, sort: 'createdAt', order: 'desc' },
      { limit: 10, q: 'hopper', sort: 'createdAt', order: 'desc' },
    ]);
    expect(heading()).toHaveTextContent('(1)');
    expect(table().findTextFilter()!.findResultsCount().getElement()).toHaveTextContent(/^1 match$/);
  });

  it('cancels the request of a search whose text changed while it was on its way', async () => {
    const signals: Record<string, AbortSignal | undefined> = {};
    apiCallMock.mockImplementation(async (name, request, options) => {
      const { q } = queryOf(request);
      if (q) signals[q] = options?.signal;
      // The first search is slow: it is still on its way when the text changes.
      if (q === 'hop') await new Promise((resolve) => setTimeout(resolve, 2_000));
      return { items: q ? [PEOPLE[1]!] : PEOPLE, nextCursor: null } as never;
    });
    const { table } = renderList();
    await waitFor(() => expect(table().findRows()).toHaveLength(3));
    act(() => table().findTextFilter()!.findInput().setInputValue('hop'));
    await waitFor(() => expect(signals.hop).toBeDefined());
    act(() => table().findTextFilter()!.findInput().setInputValue('hopper'));
    await waitFor(() => expect(table().findRows()).toHaveLength(1));
    expect(signals.hop!.aborted).toBe(true);
    expect(signals.hopper!.aborted).toBe(false);
  });

  it('says "No matches" when the search finds nothing, and Clear filter lists everyone again', async () => {
    serve((query) => (query.q ? { items: [], nextCursor: null } : { items: PEOPLE, nextCursor: null }));
    const { table } = renderList();
    await waitFor(() => expect(table().findRows()).toHaveLength(3));
    act(() => table().findTextFilter()!.findInput().setInputValue('nobody'));
    const noMatch = await screen.findByTestId('applicants-no-match');
    expect(noMatch).toHaveTextContent('No matches');
    expect(screen.queryByText('No applicants yet')).toBeNull();
    act(() => createWrapper(noMatch).findButton()!.click());
    await waitFor(() => expect(table().findRows()).toHaveLength(3));
    expect(table().findTextFilter()!.findInput().getInputValue()).toBe('');
  });

  it('offers to search further when a search page comes back empty with more to read', async () => {
    serve((query) =>
      !query.q
        ? { items: PEOPLE, nextCursor: null }
        : query.cursor === 'more'
          ? { items: [PEOPLE[2]!], nextCursor: null }
          : { items: [], nextCursor: 'more' },
    );
    const { table } = renderList();
    await waitFor(() => expect(table().findRows()).toHaveLength(3));
    act(() => table().findTextFilter()!.findInput().setInputValue('turing'));
    const further = await screen.findByTestId('applicants-search-further');
    act(() => createWrapper(further).findButton()!.click());
    await waitFor(() => expect(firstNames(table)).toEqual(['Alan']));
    expect(listQueries().at(-1)).toMatchObject({ q: 'turing', cursor: 'more' });
  });

  it('sorts by name on the server, ascending then descending, from the first page', async () => {
    const { table } = renderList();
    await waitFor(() => expect(table().findRows()).toHaveLength(3));
    act(() => table().findColumnSortingArea(2)!.click());
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(listQueries()[1]).toEqual({ limit: 10, sort: 'name', order: 'asc' });
    act(() => table().findColumnSortingArea(2)!.click());
    await waitFor(() => expect(listQueries()).toHaveLength(3));
    expect(listQueries()[2]).toEqual({ limit: 10, sort: 'name', order: 'desc' });
    // The server sorts by nothing else on this table.
    expect(table().findColumnSortingArea(1)).toBeNull();
    expect(table().findColumnSortingArea(3)).toBeNull();
  });

  it('reloads the page on screen after an applicant is deleted elsewhere in the app', async () => {
    let people = PEOPLE;
    apiCallMock.mockImplementation(async (name, request) => {
      if (name === 'deleteApplicant') {
        const { id } = (request as unknown as { params: { id: string } }).params;
        people = people.filter((p) => p.id !== id);
        return undefined as never;
      }
      return { items: people, nextCursor: null } as never;
    });
    function DeleteGrace() {
      const remove = useDeleteApplicant();
      return <button onClick={() => remove.mutate(PEOPLE[1]!.id)}>Delete Grace</button>;
    }
    const view = renderRoutes(
      [
        {
          path: '/applicants',
          element: (
            <>
              <DeleteGrace />
              <ApplicantsPage />
            </>
          ),
        },
      ],
      '/applicants',
    );
    const table = () => createWrapper(view.container).findTable('[data-testid="applicants-table"]')!;
    await waitFor(() => expect(table().findRows()).toHaveLength(3));
    act(() => screen.getByRole('button', { name: 'Delete Grace' }).click());
    await waitFor(() => expect(firstNames(table)).toEqual(['Ada', 'Alan']));
    expect(listQueries()).toHaveLength(2);
  });

  it('links Details to the applicant profile', async () => {
    const { table, router } = renderList();
    await waitFor(() => expect(table().findRows()).toHaveLength(3));
    const link = table().findBodyCell(2, 5)!.findLink()!;
    expect(link.getElement()).toHaveAttribute('href', '/applicants/01J0000000000000000000000B');
    act(() => link.click());
    await screen.findByText('profile');
    expect(router.state.location.pathname).toBe('/applicants/01J0000000000000000000000B');
  });

  it('shows an empty state that offers to add an applicant', async () => {
    serve(() => ({ items: [], nextCursor: null }));
    const { table, router } = renderList();
    await waitFor(() => expect(table().findEmptySlot()).not.toBeNull());
    expect(table().findEmptySlot()!.getElement()).toHaveTextContent('No applicants yet');
    const add = createWrapper(table().findEmptySlot()!.getElement()).findButton()!;
    act(() => add.click());
    await screen.findByText('add');
    expect(router.state.location.pathname).toBe('/addapplicant');
  });

  it('has an Add Applicant button to /addapplicant', async () => {
    const { container } = renderList();
    const button = createWrapper(container).findButton('[data-testid="add-applicant-button"]')!;
    expect(button.getElement()).toHaveAttribute('href', '/addapplicant');
    expect(button.getElement()).toHaveTextContent('Add Applicant');
  });
});
