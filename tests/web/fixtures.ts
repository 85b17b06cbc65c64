import type { Applicant } from '../../shared/schemas/applicant';

/** An applicant as the API answers it; `overrides` change single fields. */
export function applicant(overrides: Partial<Applicant> = {}): Applicant {
  return {
    id: '01J0000000000000000000000A',
    firstName: 'Ada',
    lastName: 'Lovelace',
    jobTitle: 'Software Engineer',
    email: 'ada@example.com',
    salaryExpectation: 90000,
    phone: '+44 20 7946 0000',
    resumeUrl: 'https://example.com/ada.pdf',
    bio: 'Writes the first programs.',
    education: 'Private tutoring',
    workExperience: 'Analytical Engine notes',
    certifications: '',
    languages: 'English, French',
    technicalSkills: 'Mathematics, Algorithms',
    softSkills: 'Writing, Curiosity',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
