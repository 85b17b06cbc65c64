import { Entity } from 'electrodb';
import { createdAt, newId, text, updatedAt } from '../attributes';

/**
 * An applicant (spec section 3), owned by an organization. Primary key (orgId, applicantId) so every
 * read is addressed by the caller's organization; ULID ids make the primary index newest-first when read
 * in descending order.
 */
export const Applicant = new Entity({
  model: { entity: 'applicant', version: '1', service: 'hiring' },
  attributes: {
    orgId: { type: 'string', required: true, readOnly: true },
    applicantId: { type: 'string', required: true, readOnly: true, default: newId },
    firstName: { type: 'string', required: true },
    lastName: { type: 'string', required: true },
    jobTitle: { type: 'string', required: true },
    email: { type: 'string', required: true },
    salaryExpectation: { type: 'number' },
    phone: text,
    resumeUrl: text,
    bio: text,
    education: text,
    workExperience: text,
    certifications: text,
    languages: text,
    technicalSkills: text,
    softSkills: text,
    jobPositionId: text,
    createdAt,
    updatedAt,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['orgId'] },
      sk: { field: 'sk', composite: ['applicantId'] },
    },
  },
});
