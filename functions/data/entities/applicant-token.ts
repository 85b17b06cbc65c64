import { entity } from '../entity-options';
import { createdAt } from '../attributes';

/**
 * An applicant token: proof that someone entered a session's access code. Stored only as the SHA-256 of
 * the random 256-bit token, scoped to one session, removed by DynamoDB TTL after `expiresAt`
 * (docs/architecture.md#access-codes).
 */
export const ApplicantToken = entity({
  model: { entity: 'applicantToken', version: '1', service: 'hiring' },
  attributes: {
    tokenHash: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds; also the table's TTL attribute. */
    expiresAt: { type: 'number', required: true, readOnly: true },
    /**
     * The session's access-code hash when the token was issued: regenerating the code changes the hash,
     * which revokes every earlier token.
     */
    accessCodeHash: { type: 'string', readOnly: true },
    /**
     * `requests`: a request link's token (docs/decisions/0122-request-links.md), which files and lists the
     * session's requests and opens nothing else; absent on an applicant token.
     */
    purpose: { type: ['requests'] as const, readOnly: true },
    createdAt,
  },
  indexes: {
    byHash: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
  },
});
