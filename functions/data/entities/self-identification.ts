import { entity } from '../entity-options';
import { createdAt } from '../attributes';
import {
  RACE_ETHNICITY_CATEGORIES,
  SEX_CATEGORIES,
  DECLINED,
} from '../../../shared/self-identification-categories';

/** Key of applicants whose session has no job position: the report lists positions only. */
export const NO_JOB_POSITION = 'none';

/**
 * An applicant's voluntary self-identification for one session (docs/decisions/0108-self-identification-kept-apart.md).
 * Its own key space (organization and job position), read only by the adverse-impact report: no manager
 * route, score, review, export or prompt reads it. It names the session, never the applicant. When the
 * session's retention ends the retention function copies the session's outcome here (`decision`,
 * `score`), so the report's figures outlive the answers; the item itself goes after the record period
 * (`expiresAt`, epoch seconds).
 */
export const SelfIdentificationRecord = entity({
  model: { entity: 'selfIdentification', version: '1', service: 'hiring' },
  attributes: {
    orgId: { type: 'string', required: true, readOnly: true },
    jobPositionKey: { type: 'string', required: true, readOnly: true },
    sessionId: { type: 'string', required: true, readOnly: true },
    interviewId: { type: 'string', required: true },
    sex: { type: [...SEX_CATEGORIES, DECLINED] as const, required: true },
    raceEthnicity: { type: [...RACE_ETHNICITY_CATEGORIES, DECLINED] as const, required: true },
    /** UTC day the session was submitted (`YYYY-MM-DD`): the report's date range. */
    submittedOn: { type: 'string', required: true },
    /** The outcome kept when the session's content expired; absent while the session exists. */
    decision: { type: ['advance', 'hold', 'reject'] as const },
    /** The AI's 0-100 session score, kept with the decision. */
    score: { type: 'number' },
    outcomeKept: { type: 'boolean' },
    createdAt,
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byPosition: {
      pk: { field: 'pk', composite: ['orgId', 'jobPositionKey'] },
      sk: { field: 'sk', composite: ['sessionId'] },
    },
  },
});
