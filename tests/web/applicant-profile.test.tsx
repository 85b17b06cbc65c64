import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiCall } from '../../web/src/api/client';
import ApplicantProfilePage from '../../web/src/pages/applicants/applicant-profile-page';
import { applicant } from './fixtures';
import { PathProbe, renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

const ID = '01J0000000000000000000000A';

function renderProfile() {
  const view = renderRoutes(
    [
      { path: '/applicants/:id', element: <ApplicantProfilePage /> },
      { path: '/applicants', element: <PathProbe label="list" /> },
      { path: '/modifyapplicant/:id', element: <PathProbe label="modify" /> },
    ],
    `/applicants/${ID}`,
  );
  return { ...view, page: createWrapper(document.body) };
}

describe('applicant profile', () => {
  it('shows every field and the skills as tags', async () => {
    apiCallMock.mockResolvedValue(applicant({ id: ID }) as never);
    const { page } = renderProfile();
    expect(await screen.findByTestId('applicant-name')).toHaveTextContent('Ada Lovelace');
    for (const text of [
      'ada@example.com',
      '+44 20 7946 0000',
      '90,000',
      'Writes the first programs.',
      'English, French',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    const technical = createWrapper(screen.getByTestId('applicant-technical-skills')).findAllBadges();
    expect(technical.map((b) => b.getElement().textContent)).toEqual(['Mathematics', 'Algorithms']);
    const soft = createWrapper(screen.getByTestId('applicant-soft-skills')).findAllBadges();
    expect(soft.map((b) => b.getElement().textContent)).toEqual(['Writing', 'Curiosity']);
    expect(page.findButton('[data-testid="applicant-edit"]')!.getElement()).toHaveAttribute(
      'href',
      `/modifyapplicant/${ID}`,
    );
  });

  it('deletes after confirmation, toasts and returns to the list', async () => {
    apiCallMock.mockImplementation(
      async (name) => (name === 'getApplicant' ? applicant({ id: ID }) : undefined) as never,
    );
    const { page, router } = renderProfile();
    await screen.findByTestId('applicant-name');
    act(() => page.findButton('[data-testid="applicant-delete"]')!.click());
    const modal = page.findModal('[data-testid="delete-applicant-modal"]')!;
    expect(modal.isVisible()).toBe(true);
    expect(modal.findHeader().getElement()).toHaveTextContent('Delete applicant?');
    expect(modal.findContent().getElement()).toHaveTextContent('sessions and answers');
    act(() => page.findButton('[data-testid="delete-applicant-confirm"]')!.click());
    await screen.findByText('Applicant deleted');
    expect(apiCallMock).toHaveBeenCalledWith('deleteApplicant', { params: { id: ID } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/applicants'));
  });

  it('exports everything stored about the applicant as a JSON file', async () => {
    const exported = {
      exportedAt: '2026-11-01T10:00:00.000Z',
      applicant: applicant({ id: ID }),
      sessions: [],
    };
    apiCallMock.mockImplementation(
      async (name) => (name === 'getApplicant' ? applicant({ id: ID }) : exported) as never,
    );
    const saved: { name: string; text: string }[] = [];
    const createUrl = vi.fn((blob: Blob) => {
      void blob.text().then((text) => saved.push({ name: '', text }));
      return 'blob:export';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { page } = renderProfile();
    await screen.findByTestId('applicant-name');
    act(() => page.findButton('[data-testid="applicant-export"]')!.click());
    expect(await screen.findByText('Data exported')).toBeInTheDocument();
    expect(apiCallMock).toHaveBeenCalledWith('exportApplicant', { params: { id: ID } });
    expect(clicked).toEqual(['Ada-Lovelace-data.json']);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.parse(saved[0]!.text)).toEqual(exported);
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('cancelling the dialog deletes nothing', async () => {
    apiCallMock.mockResolvedValue(applicant({ id: ID }) as never);
    const { page } = renderProfile();
    await screen.findByTestId('applicant-name');
    act(() => page.findButton('[data-testid="applicant-delete"]')!.click());
    act(() => page.findButton('[data-testid="delete-applicant-cancel"]')!.click());
    expect(page.findModal('[data-testid="delete-applicant-modal"]')!.isVisible()).toBe(false);
    expect(apiCallMock).not.toHaveBeenCalledWith('deleteApplicant', expect.anything());
  });

  it('returns to the list with an error toast when the applicant cannot be loaded', async () => {
    apiCallMock.mockRejectedValue(new ApiError(404, 'NotFound', 'applicant not found'));
    const { router } = renderProfile();
    await screen.findByText('We could not process your request. Please try again');
    expect(screen.getByText('System error')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/applicants'));
  });
});
