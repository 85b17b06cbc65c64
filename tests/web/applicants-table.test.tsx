import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../web/src/api/client';
import ApplicantsPage from '../../web/src/pages/applicants/applicants-page';
import { applicant } from './fixtures';
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

const lastNames = (rows: number, table: ReturnType<typeof renderList>['table']) =>
  Array.from(
    { length: rows },
    (_, i) =>
      table()
        .findBodyCell(i + 1, 2)!
        .getElement().textContent,
  );

describe('applicants table', () => {
  beforeEach(() => {
    apiCallMock.mockImplementation(async (name) => {
      if (name === 'listApplicants') return { items: PEOPLE, nextCursor: null } as never;
      throw new Error(`unexpected call ${name}`);
    });
  });

  it('shows one row per applicant with the spec columns', async () => {
    const { table } = renderList();
    await waitFor(() => expect(table().findRows()).toHaveLength(3));
    const headers = table()
      .findColumnHeaders()
      .map((h) => h.getElement().textContent);
    expect(headers).toEqual(['First Name', 'Last Name', 'Job Title', 'Email', 'Details']);
    expect(table().findBodyCell(2, 1)!.getElement()).toHaveTextContent('Grace');
    expect(apiCallMock).toHaveBeenCalledWith(
      'listApplicants',
      { query: { limit: 100, cursor: undefined } },
      expect.anything(),
    );
  });

  it('loads every page of the list through nextCursor', async () => {
    apiCallMock.mockImplementation(async (_name, request) => {
      const cursor = (request?.query as { cursor?: string } | undefined)?.cursor;
      return (
        cursor
          ? { items: PEOPLE.slice(2), nextCursor: null }
          : { items: PEOPLE.slice(0, 2), nextCursor: 'p2' }
      ) as never;
    });
    const { table } = renderList();
    await waitFor(() => expect(table().findRows()).toHaveLength(3));
    expect(apiCallMock).toHaveBeenCalledTimes(2);
  });

  it('narrows the rows to the filter text', async () => {
    const { table } = renderList();
    await waitFor(() => expect(table().findRows()).toHaveLength(3));
    act(() => table().findTextFilter()!.findInput().setInputValue('hopper'));
    expect(table().findRows()).toHaveLength(1);
    expect(table().findBodyCell(1, 1)!.getElement()).toHaveTextContent('Grace');
    expect(screen.getByRole('heading', { name: /Applicants/ })).toHaveTextContent('(1/3)');
  });

  it('sorts by Last Name both ways', async () => {
    const { table } = renderList();
    await waitFor(() => expect(table().findRows()).toHaveLength(3));
    expect(lastNames(3, table)).toEqual(['Lovelace', 'Hopper', 'Turing']);
    act(() => table().findColumnSortingArea(2)!.click());
    expect(lastNames(3, table)).toEqual(['Hopper', 'Lovelace', 'Turing']);
    act(() => table().findColumnSortingArea(2)!.click());
    expect(lastNames(3, table)).toEqual(['Turing', 'Lovelace', 'Hopper']);
  });

  it('pages ten applicants at a time', async () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      applicant({ id: `01J00000000000000000000${String(i).padStart(3, '0')}`, lastName: `Person ${i}` }),
    );
    apiCallMock.mockResolvedValue({ items: many, nextCursor: null } as never);
    const { table } = renderList();
    await waitFor(() => expect(table().findRows()).toHaveLength(10));
    const pagination = table().findPagination()!;
    expect(pagination.findPageNumbers()).toHaveLength(3);
    act(() => pagination.findPageNumberByIndex(3)!.click());
    expect(table().findRows()).toHaveLength(3);
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
    apiCallMock.mockResolvedValue({ items: [], nextCursor: null } as never);
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
