/**
 * Sessions module: sessions of an applicant, their access codes, deadlines, submission, reviews and
 * decisions. Other modules use only what this file exports
 * (docs/decisions/0061-domain-modules-and-boundaries.md).
 */
export { submitSession } from './submission';
export { createSession } from './sessions';
export { applicantSessionItems, deleteSessions, listApplicantSessions } from './applicant-sessions';
export { exportApplicant } from './applicant-export';
export { toSessionSummary, type SessionItem } from './session-view';
export {
  accessCodeMatches,
  APPLICANT_TOKEN_TTL_SECONDS,
  hashApplicantToken,
  newApplicantToken,
} from './secrets';
export { deleteSessionChildren, isPurged } from './retention';
export { getOwnedSession } from './session-details';
export { candidateRankOf, refreshCandidateRank, type CandidateRank } from './candidate-rank';
export { rescoredResult, type RescoredResult } from './rescored-result';
