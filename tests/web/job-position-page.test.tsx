import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiCall } from '../../web/src/api/client';
import { jobPosition, POSITION_ID, TEMPLATE_ID } from './job-position-fixtures';
import { renderAt, serve, VIEW_PATH } from './job-position-page-render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

afterEach(() => vi.restoreAllMocks());

describe('job position page modes', () => {
  it('New: shows Cancel and Confirm, requires a title and sends nothing without it', async () => {
    const { page, click, button } = renderAt('/addJobPosition');
    expect(button('job-position-cancel')!.getElement()).toHaveTextContent('Cancel');
    expect(button('job-position-confirm')!.getElement()).toHaveTextContent('Confirm');
    click('job-position-confirm');
    const title = page.findFormField('[data-testid="job-position-field-title"]')!;
    expect(title.findError()!.getElement()).toHaveTextContent('Title is required');
    expect(apiCallMock).not.toHaveBeenCalled();
  });

  it('New: creates the position, toasts "Job position created" and opens the list', async () => {
    serve({ createJobPosition: ({ body }) => ({ ...jobPosition(), ...body }) });
    const { page, click, router } = renderAt('/addJobPosition');
    act(() => {
      page.findInput('[data-testid="job-position-title"]')!.setInputValue('  Data Analyst ');
      page.findTextarea('[data-testid="job-position-technicalSkills"]')!.setTextareaValue('SQL, Python');
    });
    click('job-position-confirm');
    await screen.findByText('Job position created');
    expect(apiCallMock).toHaveBeenCalledWith('createJobPosition', {
      body: expect.objectContaining({ title: 'Data Analyst', technicalSkills: 'SQL, Python' }),
    });
    await screen.findByText('list');
    expect(router.state.location.pathname).toBe('/jobPositions');
  });

  it('View: shows every field with skills as tags, Edit and Go Back', async () => {
    serve({ getJobPosition: () => jobPosition() });
    const { page, button } = renderAt(VIEW_PATH);
    expect(await screen.findByTestId('job-position-title')).toHaveTextContent('Backend Engineer');
    for (const text of [
      'Builds the hiring API.',
      'Computer science degree',
      'Three years of Node.js',
      'AWS Developer',
      'Mar 1, 2025',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    const technical = createWrapper(screen.getByTestId('job-position-technical-skills')).findAllBadges();
    expect(technical.map((b) => b.getElement().textContent)).toEqual(['TypeScript', 'DynamoDB']);
    const soft = createWrapper(screen.getByTestId('job-position-soft-skills')).findAllBadges();
    expect(soft.map((b) => b.getElement().textContent)).toEqual(['Teamwork', 'Ownership']);
    expect(button('job-position-edit')!.getElement()).toHaveAttribute('href', `${VIEW_PATH}?edit`);
    expect(button('job-position-go-back')!.getElement()).toHaveAttribute('href', '/jobPositions');
    expect(page.findButton('[data-testid="job-position-confirm"]')).toBeNull();
  });

  it('Edit: ?edit prefills the form; Cancel returns to View', async () => {
    serve({ getJobPosition: () => jobPosition() });
    const { page, click, router } = renderAt(`${VIEW_PATH}?edit`);
    await waitFor(() => expect(page.findInput('[data-testid="job-position-title"]')).not.toBeNull());
    expect(page.findInput('[data-testid="job-position-title"]')!.getInputValue()).toBe('Backend Engineer');
    expect(page.findTextarea('[data-testid="job-position-softSkills"]')!.getTextareaValue()).toBe(
      'Teamwork, Ownership',
    );
    click('job-position-cancel');
    await screen.findByTestId('job-position-title');
    expect(router.state.location.search).toBe('');
    expect(apiCallMock).not.toHaveBeenCalledWith('updateJobPosition', expect.anything());
  });

  it('Edit: Confirm updates, reloads and returns to View with "Job Position updated"', async () => {
    let stored = jobPosition();
    serve({
      getJobPosition: () => stored,
      updateJobPosition: ({ body }) => {
        stored = { ...stored, ...body, updatedAt: '2025-03-05T00:00:00.000Z' };
        return stored;
      },
    });
    const { page, click, router } = renderAt(`${VIEW_PATH}?edit`);
    await waitFor(() => expect(page.findInput('[data-testid="job-position-title"]')).not.toBeNull());
    act(() => page.findInput('[data-testid="job-position-title"]')!.setInputValue('Staff Engineer'));
    click('job-position-confirm');
    await screen.findByText('Job Position updated');
    expect(apiCallMock).toHaveBeenCalledWith('updateJobPosition', {
      params: { id: POSITION_ID },
      body: expect.objectContaining({ title: 'Staff Engineer', description: 'Builds the hiring API.' }),
    });
    await waitFor(() => expect(screen.getByTestId('job-position-title')).toHaveTextContent('Staff Engineer'));
    expect(router.state.location.search).toBe('');
    expect(apiCallMock.mock.calls.filter(([name]) => name === 'getJobPosition').length).toBeGreaterThan(1);
  });

  it('a failed load toasts the error and returns to the list', async () => {
    apiCallMock.mockRejectedValue(new ApiError(404, 'NotFound', 'Not found'));
    const { router } = renderAt(VIEW_PATH);
    await screen.findByText('System error');
    expect(screen.getByText('We could not process your request. Please try again')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobPositions'));
  });

  it('Delete asks first, then toasts and opens the list', async () => {
    serve({ getJobPosition: () => jobPosition(), deleteJobPosition: () => undefined });
    const { page, click, router } = renderAt(VIEW_PATH);
    await screen.findByTestId('job-position-title');
    click('job-position-delete');
    const modal = page.findModal('[data-testid="delete-job-position-modal"]')!;
    expect(modal.findContent().getElement()).toHaveTextContent(
      'Its candidates stay as applicants, unlinked; their sessions are kept.',
    );
    click('delete-job-position-confirm');
    await screen.findByText('Job position deleted');
    expect(apiCallMock).toHaveBeenCalledWith('deleteJobPosition', { params: { id: POSITION_ID } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobPositions'));
  });
});

describe('job position tabs', () => {
  it('Interview templates: lists the custom templates and generates a new one, whose state follows', async () => {
    const ready = jobPosition();
    const generating = jobPosition({
      customInterviews: ready.customInterviews.map((t) => ({
        ...t,
        status: 'generating' as const,
        progress: { done: 0, total: 3 },
      })),
    });
    // Before generation: none; then one read while it is written, then ready.
    const reads = [jobPosition({ customInterviews: [] })];
    serve({
      getJobPosition: () => (reads.length > 1 ? reads.shift() : reads[0]),
      generateForJobPosition: () => {
        reads.splice(0, reads.length, generating, ready);
        return { id: TEMPLATE_ID, status: 'generating' };
      },
    });
    const { page, click, openTab } = renderAt(VIEW_PATH);
    await screen.findByTestId('job-position-title');
    openTab('Interview templates');
    await screen.findByTestId('job-position-templates-empty');
    click('create-custom-template');
    const modal = page.findModal('[data-testid="custom-template-modal"]')!;
    expect(page.findInput('[data-testid="custom-template-count"]')!.getInputValue()).toBe('10');
    expect(modal.findContent().getElement()).toHaveTextContent('Spanish');
    act(() => page.findInput('[data-testid="custom-template-count"]')!.setInputValue('31'));
    click('custom-template-submit');
    expect(await screen.findByText('At most 30')).toBeInTheDocument();
    expect(apiCallMock).not.toHaveBeenCalledWith('generateForJobPosition', expect.anything());
    act(() => page.findInput('[data-testid="custom-template-count"]')!.setInputValue('3'));
    click('custom-template-submit');
    await screen.findByText('Custom Interview Created');
    expect(apiCallMock).toHaveBeenCalledWith('generateForJobPosition', {
      body: { jobPositionId: POSITION_ID, numberOfQuestions: 3, language: 'Spanish' },
    });
    const view = await waitFor(() => page.findButton('[data-testid="view-template"]')!);
    expect(view.getElement()).toHaveAttribute('href', `/templates/${TEMPLATE_ID}`);
    expect(screen.getByTestId('template-status')).toHaveTextContent('Writing questions (0 of 3)');
    await waitFor(() => expect(screen.getByTestId('template-status')).toHaveTextContent('Ready'), {
      timeout: 3000,
    });
  }, 10_000);
});
