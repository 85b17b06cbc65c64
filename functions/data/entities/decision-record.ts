import { entity } from '../entity-options';

/**
 * The record of a session's decision kept after its content expired (docs/decisions/0110-two-clocks-for-records.md):
 * written by the retention function from the removed session, without the applicant's name or e-mail
 * and without answers; the session id is its only link. Kept for the organization's record period
 * (`expiresAt`, epoch seconds).
 */
export const DecisionRecord = entity({
  model: { entity: 'decisionRecord', version: '1', service: 'hiring' },
  attributes: {
    orgId: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', required: true, readOnly: true },
    jobPositionId: { type: 'string' },
    interviewId: { type: 'string' },
    /** When the session was submitted; stored as `endedAt` (decision record 0127). */
    submittedAt: { type: 'string', field: 'endedAt' },
    /** The AI's 0-100 session score, if it was scored. */
    score: { type: 'number' },
    /** 0-100 with people's scores where they reviewed. */
    reviewedScore: { type: 'number' },
    humanOnly: { type: 'boolean' },
    decision: { type: ['advance', 'hold', 'reject'] as const },
    decisionReason: { type: 'string' },
    decisionByUserId: { type: 'string' },
    decisionAt: { type: 'string' },
    /** When the session's content was removed (ISO). */
    contentRemovedAt: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byOrg: {
      pk: { field: 'pk', composite: ['orgId'] },
      sk: { field: 'sk', composite: ['sessionId'] },
    },
  },
});
