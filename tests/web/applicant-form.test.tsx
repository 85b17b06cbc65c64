import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiCall } from '../../web/src/api/client';
import AddApplicantPage from '../../web/src/pages/applicants/add-applicant-page';
import ModifyApplicantPage from '../../web/src/pages/applicants/modify-applicant-page';
import { applicant } from './fixtures';
import { PathProbe, renderRoutes } from './render';

vi.mock(import('../../web/src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiCall: vi.fn(),
}));
const apiCallMock = vi.mocked(apiCall);

const ID = '01J0000000000000000000000A';

function renderAt(path: string) {
  const view = renderRoutes(
    [
      { path: '/addapplicant', element: <AddApplicantPage /> },
      { path: '/modifyapplicant/:id', element: <ModifyApplicantPage /> },
      { path: '/applicants/:id', element: <PathProbe label="profile" /> },
      { path: '/applicants', element: <PathProbe label="list" /> },
    ],
    path,
  );
  const page = createWrapper(view.container);
  const input = (name: string) => page.findInput(`[data-testid="applicant-${name}"]`);
  const fill = (values: Record<string, string>) =>
    act(() => {
      for (const [name, value] of Object.entries(values)) {
        const field = input(name);
        if (field) field.setInputValue(value);
        else page.findTextarea(`[data-testid="applicant-${name}"]`)!.setTextareaValue(value);
      }
    });
  const errorOf = (name: string) =>
    page.findFormField(`[data-testid="applicant-field-${name}"]`)!.findError()?.getElement().textContent;
  const submit = () => act(() => page.findButton('[data-testid="applicant-submit"]')!.click());
  return { ...view, page, input, fill, errorOf, submit };
}

const REQUIRED = { firstName: 'Ada', lastName: 'Lovelace', jobTitle: 'Engineer', email: 'ada@example.com' };

const ALL_FIELDS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  jobTitle: 'Software Engineer',
  email: 'Ada@Example.com',
  salaryExpectation: '90000',
  phone: '+44 20 7946 0000',
  resumeUrl: 'https://example.com/ada.pdf',
  bio: 'Writes the first programs.',
  education: 'Private tutoring',
  workExperience: 'Analytical Engine notes',
  certifications: 'None',
  languages: 'English, French',
  technicalSkills: 'Mathematics, Algorithms',
  softSkills: 'Writing, Curiosity',
};

describe('applicant form', () => {
  it('shows the required-field errors and sends nothing', () => {
    const { submit, errorOf } = renderAt('/addapplicant');
    submit();
    expect(errorOf('firstName')).toBe('First name is required');
    expect(errorOf('lastName')).toBe('Last name is required');
    expect(errorOf('jobTitle')).toBe('Job title is required');
    expect(errorOf('email')).toBe('Enter a valid e-mail address');
    expect(errorOf('phone')).toBeUndefined();
    expect(apiCallMock).not.toHaveBeenCalled();
  });

  it('shows errors for an invalid e-mail, phone and resume URL', () => {
    const { fill, submit, errorOf } = renderAt('/addapplicant');
    fill({ ...REQUIRED, email: 'not-an-email', phone: 'call me', resumeUrl: 'my resume' });
    submit();
    expect(errorOf('email')).toBe('Enter a valid e-mail address');
    expect(errorOf('phone')).toBe('Enter a valid phone number');
    expect(errorOf('resumeUrl')).toBe('Enter a valid URL starting with https://');
    expect(errorOf('firstName')).toBeUndefined();
    expect(apiCallMock).not.toHaveBeenCalled();
  });

  it('clears a field error as soon as the field is corrected', () => {
    const { fill, submit, errorOf } = renderAt('/addapplicant');
    submit();
    expect(errorOf('firstName')).toBe('First name is required');
    fill({ firstName: 'Ada' });
    expect(errorOf('firstName')).toBeUndefined();
  });

  it('creates the applicant with all 14 fields, toasts and opens the profile', async () => {
    apiCallMock.mockResolvedValue(applicant({ id: ID }) as never);
    const { fill, submit, router } = renderAt('/addapplicant');
    fill(ALL_FIELDS);
    submit();
    await screen.findByText('Applicant added');
    expect(apiCallMock).toHaveBeenCalledWith('createApplicant', {
      body: { ...ALL_FIELDS, email: 'ada@example.com', salaryExpectation: 90000 },
    });
    await screen.findByText('profile');
    expect(router.state.location.pathname).toBe(`/applicants/${ID}`);
  });

  it('sends an empty salary as null', async () => {
    apiCallMock.mockResolvedValue(applicant({ id: ID }) as never);
    const { fill, submit } = renderAt('/addapplicant');
    fill(REQUIRED);
    submit();
    await screen.findByText('Applicant added');
    const { body } = apiCallMock.mock.calls[0]![1] as unknown as { body: Record<string, unknown> };
    expect(body.salaryExpectation).toBeNull();
    expect(Object.keys(body)).toHaveLength(14);
  });

  it('shows a server 400 on its field and an error toast', async () => {
    apiCallMock.mockRejectedValue(
      new ApiError(400, 'ValidationFailed', 'Invalid input', { email: ['This e-mail is already used'] }),
    );
    const { fill, submit, errorOf } = renderAt('/addapplicant');
    fill(REQUIRED);
    submit();
    await screen.findByText('System error');
    expect(screen.getByText('We could not process your request. Please try again')).toBeInTheDocument();
    expect(errorOf('email')).toBe('This e-mail is already used');
  });

  it('prefills the modify form and updates the applicant', async () => {
    const stored = applicant({ id: ID, jobPositionId: '01J0000000000000000000000J' });
    apiCallMock.mockImplementation(async (name) => {
      if (name === 'getApplicant') return stored as never;
      if (name === 'updateApplicant') return stored as never;
      throw new Error(`unexpected call ${name}`);
    });
    const { input, fill, submit, page, router } = renderAt(`/modifyapplicant/${ID}`);
    await waitFor(() => expect(input('firstName')).not.toBeNull());
    expect(input('firstName')!.getInputValue()).toBe('Ada');
    expect(input('salaryExpectation')!.getInputValue()).toBe('90000');
    expect(page.findTextarea('[data-testid="applicant-softSkills"]')!.getTextareaValue()).toBe(
      'Writing, Curiosity',
    );
    expect(page.findButton('[data-testid="applicant-submit"]')!.getElement()).toHaveTextContent(
      'Update Applicant',
    );
    fill({ jobTitle: 'Chief Engineer' });
    submit();
    await screen.findByText('Applicant updated');
    expect(apiCallMock).toHaveBeenCalledWith('updateApplicant', {
      params: { id: ID },
      body: expect.objectContaining({
        firstName: 'Ada',
        jobTitle: 'Chief Engineer',
        salaryExpectation: 90000,
        jobPositionId: '01J0000000000000000000000J',
      }),
    });
    await screen.findByText('profile');
    expect(router.state.location.pathname).toBe(`/applicants/${ID}`);
  });

  it('stays on the modify page with a toast when the applicant cannot be loaded', async () => {
    apiCallMock.mockRejectedValue(new ApiError(500, 'InternalError', 'Internal error'));
    const { router } = renderAt(`/modifyapplicant/${ID}`);
    await screen.findByText('System error');
    expect(
      screen.getAllByText('We could not fetch the requested applicant. Please try again').length,
    ).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe(`/modifyapplicant/${ID}`);
  });
});
