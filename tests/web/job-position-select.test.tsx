import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../web/src/api/client';
import AddApplicantPage from '../../web/src/pages/applicants/add-applicant-page';
import ModifyApplicantPage from '../../web/src/pages/applicants/modify-applicant-page';
import { applicant } from './fixtures';
import { jobPosition, POSITION_ID } from './job-position-fixtures';
import { queriesOf, queryOf } from './list-queries';
import { PathProbe, renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

const ID = '01J0000000000000000000000A';

const OTHER_ID = '01J0000000000000000000000Q';

function serve() {
  apiCallMock.mockImplementation(async (name, request) => {
    if (name === 'listJobPositions') {
      const { q, cursor } = queryOf(request);
      if (q)
        return { items: [jobPosition({ id: OTHER_ID, title: 'Data Analyst' })], nextCursor: null } as never;
      return (
        cursor
          ? { items: [jobPosition({ id: OTHER_ID, title: 'Data Analyst' })], nextCursor: null }
          : { items: [jobPosition()], nextCursor: 'page-2' }
      ) as never;
    }
    if (name === 'getJobPosition') return jobPosition() as never;
    if (name === 'getApplicant') return applicant({ id: ID, jobPositionId: POSITION_ID }) as never;
    return applicant({ id: ID }) as never;
  });
}

const listQueries = () => queriesOf(apiCallMock, 'listJobPositions');

function renderAt(path: string) {
  const view = renderRoutes(
    [
      { path: '/addapplicant', element: <AddApplicantPage /> },
      { path: '/modifyapplicant/:id', element: <ModifyApplicantPage /> },
      { path: '/applicants/:id', element: <PathProbe label="profile" /> },
    ],
    path,
  );
  const page = createWrapper(view.container);
  const select = () => page.findSelect('[data-testid="applicant-jobPositionId"]')!;
  const submit = () => act(() => page.findButton('[data-testid="applicant-submit"]')!.click());
  return { ...view, page, select, submit };
}

describe("applicant form's Job position select", () => {
  it('offers None and the positions page by page, and sends the chosen jobPositionId', async () => {
    serve();
    const { page, select, submit } = renderAt('/addapplicant');
    expect(select().findTrigger().getElement()).toHaveTextContent('None');
    // Nothing is asked for until the dropdown opens.
    expect(listQueries()).toEqual([]);
    act(() => {
      page.findInput('[data-testid="applicant-firstName"]')!.setInputValue('Ada');
      page.findInput('[data-testid="applicant-lastName"]')!.setInputValue('Lovelace');
      page.findInput('[data-testid="applicant-jobTitle"]')!.setInputValue('Engineer');
      page.findInput('[data-testid="applicant-email"]')!.setInputValue('ada@example.com');
    });
    act(() => select().openDropdown());
    // The end of the options is in view (jsdom has no layout), so the next page loads as on a scroll.
    await waitFor(() => expect(select().findDropdown().findOptions()).toHaveLength(3));
    expect(select().findDropdown().findOption(1)!.getElement()).toHaveTextContent('None');
    expect(select().findDropdown().findOption(3)!.getElement()).toHaveTextContent('Data Analyst');
    expect(listQueries()).toEqual([{ limit: 50 }, { limit: 50, cursor: 'page-2' }]);
    act(() => select().selectOptionByValue(POSITION_ID));
    expect(select().findTrigger().getElement()).toHaveTextContent('Backend Engineer');
    submit();
    await screen.findByText('Applicant added');
    expect(apiCallMock).toHaveBeenCalledWith('createApplicant', {
      body: expect.objectContaining({ firstName: 'Ada', jobPositionId: POSITION_ID }),
    });
  });

  it('searches the positions on the server by the typed title', async () => {
    serve();
    const { select } = renderAt('/addapplicant');
    act(() => select().openDropdown());
    await waitFor(() => expect(select().findDropdown().findOptions().length).toBeGreaterThan(1));
    act(() => select().findFilteringInput()!.setInputValue('analyst'));
    await waitFor(() => expect(select().findDropdown().findOptions()).toHaveLength(1));
    expect(select().findDropdown().findOption(1)!.getElement()).toHaveTextContent('Data Analyst');
    expect(listQueries()).toContainEqual({ limit: 50, q: 'analyst' });
  });

  it('on modify names the linked position from its record and sends null for None', async () => {
    serve();
    const { select, submit } = renderAt(`/modifyapplicant/${ID}`);
    await waitFor(() => expect(select().findTrigger().getElement()).toHaveTextContent('Backend Engineer'));
    expect(apiCallMock).toHaveBeenCalledWith(
      'getJobPosition',
      { params: { id: POSITION_ID } },
      expect.anything(),
    );
    act(() => select().openDropdown());
    act(() => select().selectOptionByValue(''));
    submit();
    await screen.findByText('Applicant updated');
    expect(apiCallMock).toHaveBeenCalledWith('updateApplicant', {
      params: { id: ID },
      body: expect.objectContaining({ jobPositionId: null }),
    });
  });
});
