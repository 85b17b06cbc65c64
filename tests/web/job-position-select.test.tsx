import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../web/src/api/client';
import AddApplicantPage from '../../web/src/pages/applicants/add-applicant-page';
import ModifyApplicantPage from '../../web/src/pages/applicants/modify-applicant-page';
import { applicant } from './fixtures';
import { jobPosition, POSITION_ID } from './job-position-fixtures';
import { PathProbe, renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

const ID = '01J0000000000000000000000A';

function serve() {
  apiCallMock.mockImplementation(async (name) => {
    if (name === 'listJobPositions') return { items: [jobPosition()], nextCursor: null } as never;
    if (name === 'getApplicant') return applicant({ id: ID, jobPositionId: POSITION_ID }) as never;
    return applicant({ id: ID }) as never;
  });
}

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
  it('offers None and the positions, and sends the chosen jobPositionId', async () => {
    serve();
    const { page, select, submit } = renderAt('/addapplicant');
    expect(select().findTrigger().getElement()).toHaveTextContent('None');
    act(() => {
      page.findInput('[data-testid="applicant-firstName"]')!.setInputValue('Ada');
      page.findInput('[data-testid="applicant-lastName"]')!.setInputValue('Lovelace');
      page.findInput('[data-testid="applicant-jobTitle"]')!.setInputValue('Engineer');
      page.findInput('[data-testid="applicant-email"]')!.setInputValue('ada@example.com');
    });
    act(() => select().openDropdown());
    await waitFor(() => expect(select().findDropdown().findOptions()).toHaveLength(2));
    expect(select().findDropdown().findOption(1)!.getElement()).toHaveTextContent('None');
    act(() => select().selectOptionByValue(POSITION_ID));
    expect(select().findTrigger().getElement()).toHaveTextContent('Backend Engineer');
    submit();
    await screen.findByText('Applicant added');
    expect(apiCallMock).toHaveBeenCalledWith('createApplicant', {
      body: expect.objectContaining({ firstName: 'Ada', jobPositionId: POSITION_ID }),
    });
  });

  it('on modify shows the linked position and sends null for None', async () => {
    serve();
    const { select, submit } = renderAt(`/modifyapplicant/${ID}`);
    await waitFor(() => expect(select().findTrigger().getElement()).toHaveTextContent('Backend Engineer'));
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
