import { entity } from '../entity-options';
import { createdAt, newId, text, updatedAt } from '../attributes';
import { foldedCopyOf } from '../search-text';
import { JOB_POSITION_FEEDBACK_REPORT_MODES } from '../../../shared/feedback-reports';

/**
 * A job position (docs/product.md#entity-job-position), owned by an organization; keyed (orgId,
 * jobPositionId), newest first in descending order. `candidateCount` moves with every link and unlink, in the
 * same transaction.
 */
export const JobPosition = entity({
  model: { entity: 'jobPosition', version: '1', service: 'hiring' },
  attributes: {
    orgId: { type: 'string', required: true, readOnly: true },
    jobPositionId: { type: 'string', required: true, readOnly: true, default: newId },
    title: { type: 'string', required: true },
    description: text,
    education: text,
    workExperience: text,
    certifications: text,
    softSkills: text,
    technicalSkills: text,
    candidateCount: { type: 'number', required: true, default: 0 },
    /** Human-only evaluation for its sessions (docs/decisions/0033-human-only-evaluation.md). */
    humanOnly: { type: 'boolean' },
    /** Its own feedback reports mode, else the organization's (docs/decisions/0162-feedback-reports.md). */
    feedbackReports: { type: JOB_POSITION_FEEDBACK_REPORT_MODES },
    /** Folded copy (case and accents) that lists sort and search on (decision record 0062). */
    titleFolded: foldedCopyOf('title'),
    createdAt,
    updatedAt,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['orgId'] },
      sk: { field: 'sk', composite: ['jobPositionId'] },
    },
    /** An organization's job positions by folded title (decision record 0062). */
    byTitle: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: ['orgId'] },
      sk: { field: 'gsi4sk', composite: ['titleFolded', 'jobPositionId'] },
    },
  },
});
