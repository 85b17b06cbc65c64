import { entity } from '../entity-options';
import { createdAt } from '../attributes';
import { signals } from './answer';

/**
 * One version of an applicant's answer to a follow-up (docs/product.md#rule-follow-ups, decision record
 * 0126), in the session's partition under its own sort-key prefix
 * (`$followupanswer_1#questionid_…#followupid_…#version_…`). Append-only like the question's
 * {@link import('./answer').Answer} versions: each save of the follow-up's answer creates the next version
 * with a create-if-absent condition, in the same transaction as the change of the current answer's
 * `followUps`, which holds the latest version (the one scored). Deleted with the session by retention.
 */
export const FollowUpAnswer = entity({
  model: { entity: 'followUpAnswer', version: '1', service: 'hiring' },
  attributes: {
    sessionId: { type: 'string', required: true, readOnly: true },
    questionId: { type: 'string', required: true, readOnly: true },
    followUpId: { type: 'string', required: true, readOnly: true },
    version: { type: 'number', required: true, readOnly: true, padding: { length: 5, char: '0' } },
    text: { type: 'string', required: true, readOnly: true },
    signals: { ...signals, readOnly: true },
    createdAt,
  },
  indexes: {
    byQuestion: {
      pk: { field: 'pk', composite: ['sessionId'] },
      sk: { field: 'sk', composite: ['questionId', 'followUpId', 'version'] },
    },
  },
});
