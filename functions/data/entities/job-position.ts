import { entity } from '../entity-options';
import { createdAt, newId, text, updatedAt } from '../attributes';

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
    /** AI scoring off for its sessions (docs/decisions/0033-human-only-evaluation.md). */
    humanOnly: { type: 'boolean' },
    createdAt,
    updatedAt,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['orgId'] },
      sk: { field: 'sk', composite: ['jobPositionId'] },
    },
  },
});
