import { entity } from '../entity-options';
import { createdAt, newId, text, updatedAt } from '../attributes';
import { foldedCopyOf } from '../search-text';

/**
 * An applicant (docs/product.md#entity-applicant), owned by an organization. Primary key (orgId, applicantId)
 * so every read is addressed by the caller's organization; ULID ids make the primary index newest-first when
 * read in descending order. gsi2 finds applicants by e-mail; gsi3 lists the candidates of a job position;
 * gsi4 lists them by name.
 */
export const Applicant = entity({
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
    /**
     * Place in the linked position's ranking (set with `jobPositionId`, decision record 0071): the sort key
     * of gsi3, so the ranking is read in order, one page at a time.
     */
    rankKey: { type: 'string' },
    /** The session the candidate is ranked by: their latest scored session for the position. */
    rankSessionId: { type: 'string' },
    /**
     * The address that hard-bounced (decision record 0047): while it equals `email`, no e-mail is sent to
     * the applicant; editing the address lifts it.
     */
    bouncedEmail: { type: 'string' },
    /** SES's reason for that bounce. */
    bounceReason: { type: 'string' },
    /** Folded copies (case and accents) that lists sort and search on (decision record 0062). */
    firstNameFolded: foldedCopyOf('firstName'),
    lastNameFolded: foldedCopyOf('lastName'),
    jobTitleFolded: foldedCopyOf('jobTitle'),
    createdAt,
    updatedAt,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['orgId'] },
      sk: { field: 'sk', composite: ['applicantId'] },
    },
    /**
     * Applicants of an organization by e-mail (ElectroDB lower-cases keys, so the match ignores case):
     * finds an existing applicant before a duplicate is created (docs/decisions/0022-duplicate-applicant-email.md).
     */
    byEmail: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['orgId', 'email'] },
      sk: { field: 'gsi2sk', composite: ['applicantId'] },
    },
    /**
     * Candidates of a job position in ranking order (by `rankKey`, docs/decisions/0071-ranking-sorted-by-a-stored-rank-key.md):
     * sparse, keyed by the position alone (a ULID) so unlinked applicants are left out of the index; callers
     * check the position's organization and filter on it.
     */
    byJobPosition: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['jobPositionId'] },
      sk: { field: 'gsi3sk', composite: ['rankKey'] },
    },
    /** An organization's applicants by name: last name, then first name, folded (decision record 0062). */
    byName: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: ['orgId'] },
      sk: { field: 'gsi4sk', composite: ['lastNameFolded', 'firstNameFolded', 'applicantId'] },
    },
  },
});
