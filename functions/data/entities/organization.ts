import { entity } from '../entity-options';
import { LANGUAGES } from '../../../shared/interview-options';
import { createdAt } from '../attributes';

/** An organization: the tenant every manager-owned item belongs to. Key: orgId. */
export const Organization = entity({
  model: { entity: 'organization', version: '1', service: 'hiring' },
  attributes: {
    orgId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    createdBy: { type: 'string', required: true, readOnly: true },
    /** Deadline of new sessions when the manager does not choose one, days (1-60); 7 when unset. */
    defaultDueInDays: { type: 'number' },
    /** Language new interview templates start in; absent until the organization picks one. */
    defaultLanguage: { type: LANGUAGES },
    /** Language of scoring feedback and suggestions (one of the 10 interview languages); English when unset. */
    reportingLanguage: { type: 'string' },
    /** Days sessions are kept after they end; the default of `shared/schemas/privacy.ts` when unset. */
    retentionDays: { type: 'number' },
    /** Where applicants ask for human-only evaluation or an accommodation; the creator's e-mail when unset. */
    contactEmail: { type: 'string' },
    /** Whether managers may e-mail applicants their decision; off when unset. */
    decisionEmails: { type: 'boolean' },
    /** Days decision records, self-identification and requests are kept; 4 years (shared/records.ts) when unset. */
    recordDays: { type: 'number' },
    /** Days an applicant's request is due in; 30 when unset. */
    requestDueDays: { type: 'number' },
    /** Feedback reports to applicants: `off` when unset (docs/decisions/0162-feedback-reports.md). */
    feedbackReports: { type: ['off', 'review', 'auto'] as const },
    /**
     * Whether the owner's e-mail was verified when they created the organization (decision record 0078);
     * absent on organizations made before it was recorded.
     */
    ownerEmailVerified: { type: 'boolean' },
    createdAt,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['orgId'] }, sk: { field: 'sk', composite: [] } },
  },
});
