import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../web/src/api/client';
import { jobPosition, POSITION_ID } from './job-position-fixtures';
import { renderAt, serve, VIEW_PATH } from './job-position-page-render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

afterEach(() => vi.restoreAllMocks());

const reportsSelect = () =>
  createWrapper(document.body).findSelect('[data-testid="job-position-feedback-reports"]')!;

describe("a job position's feedback reports (decision 0162)", () => {
  it("starts on the organization's setting and creates the position with its own mode when one is chosen", async () => {
    serve({ createJobPosition: ({ body }) => ({ ...jobPosition(), ...body }) });
    const { page, click } = renderAt('/addJobPosition');
    expect(reportsSelect().findTrigger().getElement()).toHaveTextContent("The organization's setting");
    act(() => page.findInput('[data-testid="job-position-title"]')!.setInputValue('Data Analyst'));
    act(() => reportsSelect().openDropdown());
    act(() => reportsSelect().selectOptionByValue('review'));
    click('job-position-confirm');
    await screen.findByText('Job position created');
    expect(apiCallMock).toHaveBeenCalledWith('createJobPosition', {
      body: expect.objectContaining({ title: 'Data Analyst', feedbackReports: 'review' }),
    });
  });

  it("shows the stored mode when editing and goes back to the organization's setting by leaving it out", async () => {
    let stored = { ...jobPosition(), feedbackReports: 'off' as const };
    serve({
      getJobPosition: () => stored,
      updateJobPosition: ({ body }) => (stored = { ...jobPosition(), ...body }),
    });
    const { click } = renderAt(VIEW_PATH);
    expect(await screen.findByTestId('job-position-summary')).toHaveTextContent(
      'Feedback reports to applicantsOff',
    );
    click('job-position-edit');
    await waitFor(() => expect(reportsSelect()).not.toBeNull());
    expect(reportsSelect().findTrigger().getElement()).toHaveTextContent('Off');
    act(() => reportsSelect().openDropdown());
    act(() => reportsSelect().selectOptionByValue('inherit'));
    click('job-position-confirm');
    await screen.findByText('Job Position updated');
    await waitFor(() =>
      expect(screen.getByTestId('job-position-summary')).toHaveTextContent("The organization's setting"),
    );
    const update = apiCallMock.mock.calls.find(([name]) => name === 'updateJobPosition')!;
    expect(update[1]).toMatchObject({ params: { id: POSITION_ID } });
    expect(update[1]?.body).not.toHaveProperty('feedbackReports');
  });
});
