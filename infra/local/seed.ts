import { createOrganization, membershipOf } from '../../functions/account/organizations';
import { NEW_ORGANIZATION_MS } from '../../shared/new-organization';
import { createApplicant } from '../../functions/applicants/applicants';

/** Sample applicants a new demo organization starts with, so the product is not empty on first sign-in. */
const SAMPLE_APPLICANTS = [
  {
    firstName: 'Ana',
    lastName: 'García',
    jobTitle: 'Frontend Developer',
    email: 'ana.garcia@example.com',
    salaryExpectation: 52000,
    phone: '+34 600 123 456',
    resumeUrl: 'https://example.com/resumes/ana-garcia.pdf',
    bio: 'Frontend developer with five years of experience building accessible React applications.',
    education: 'BSc Computer Science, Universidad de Valencia',
    workExperience: 'Frontend Developer at a fintech startup (3 years); Web Developer at an agency (2 years)',
    certifications: 'AWS Certified Cloud Practitioner',
    languages: 'Spanish, English',
    technicalSkills: 'React, TypeScript, CSS, Accessibility, Testing Library',
    softSkills: 'Communication, Mentoring, Ownership',
  },
  {
    firstName: 'James',
    lastName: 'Okafor',
    jobTitle: 'Customer Support Specialist',
    email: 'james.okafor@example.com',
    salaryExpectation: 38000,
    languages: 'English, French',
    technicalSkills: 'Zendesk, Salesforce, SQL basics',
    softSkills: 'Empathy, Patience, Conflict resolution',
    bio: 'Support specialist who enjoys turning upset customers into loyal ones.',
  },
];

/**
 * Makes sure the demo manager has an organization; a new one gets the sample applicants.
 * Needs `process.env` set for the data layer before it is imported.
 */
export async function seedDemo(userId: string, email: string): Promise<void> {
  if (await membershipOf(userId)) return;
  // The demo organization stands for one in use: established (decision record 0078).
  const orgId = await createOrganization({
    userId,
    email,
    name: 'Demo Manager',
    orgName: 'Demo Company',
    ownerEmailVerified: true,
    createdAt: new Date(Date.now() - 2 * NEW_ORGANIZATION_MS).toISOString(),
  });
  for (const applicant of SAMPLE_APPLICANTS) await createApplicant(orgId, applicant);
}
