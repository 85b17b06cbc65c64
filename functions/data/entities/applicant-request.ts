import { entity } from '../entity-options';
import { createdAt, newId } from '../attributes';
import { REQUEST_KINDS } from '../../../shared/request-rules';

/**
 * An applicant's request about their session: an explanation, a human review or a correction
 * (docs/decisions/0109-requests-answered-by-a-person.md). Listed per organization, newest first; found
 * per session (gsi2) so the retention function can remove the applicant's text when the session's
 * content expires. Kept for the record period (`expiresAt`, epoch seconds).
 */
export const ApplicantRequestItem = entity({
  model: { entity: 'applicantRequest', version: '1', service: 'hiring' },
  attributes: {
    orgId: { type: 'string', required: true, readOnly: true },
    requestId: { type: 'string', required: true, readOnly: true, default: newId },
    sessionId: { type: 'string', required: true, readOnly: true },
    kind: { type: REQUEST_KINDS, required: true, readOnly: true },
    status: { type: ['open', 'answered'] as const, required: true, default: 'open' },
    /** The applicant's words: untrusted, shown escaped, removed when the session's content expires. */
    message: { type: 'string' },
    language: { type: 'string', required: true },
    dueAt: { type: 'string', required: true },
    /** The text a person sent; removed with the message. */
    response: { type: 'string' },
    respondedAt: { type: 'string' },
    respondedByUserId: { type: 'string' },
    respondedByName: { type: 'string' },
    createdAt,
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byOrg: {
      pk: { field: 'pk', composite: ['orgId'] },
      sk: { field: 'sk', composite: ['requestId'] },
    },
    bySession: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['sessionId'] },
      sk: { field: 'gsi2sk', composite: ['requestId'] },
    },
  },
});
