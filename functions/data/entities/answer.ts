import { entity } from '../entity-options';
import { createdAt } from '../attributes';

/**
 * One version of an applicant's answer to a question (docs/product.md#entity-answer). Append-only: each save
 * creates the next version with a create-if-absent condition, so a retry or a double click never
 * overwrites or duplicates one. The latest answer is the highest version.
 */
export const Answer = entity({
  model: { entity: 'answer', version: '1', service: 'hiring' },
  attributes: {
    sessionId: { type: 'string', required: true, readOnly: true },
    questionId: { type: 'string', required: true, readOnly: true },
    version: { type: 'number', required: true, readOnly: true, padding: { length: 5, char: '0' } },
    text: { type: 'string', required: true, readOnly: true },
    /** The client's Idempotency-Key header, when sent. */
    idempotencyKey: { type: 'string', readOnly: true },
    createdAt,
  },
  indexes: {
    byQuestion: {
      pk: { field: 'pk', composite: ['sessionId'] },
      sk: { field: 'sk', composite: ['questionId', 'version'] },
    },
  },
});
