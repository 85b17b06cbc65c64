/**
 * Accountability module: self-identification, the adverse-impact report and applicants' requests. Other
 * modules use only what this file exports (docs/decisions/0061-domain-modules-and-boundaries.md): the
 * records kept when a session's content goes (its retention ended, or its applicant was erased), and
 * what the applicant's data export shows of their requests and self-identification.
 */
export { keepRecords, keepRecordsOf, outcomeOf, type EndedSession } from './kept-records';
export { sessionRecords } from './applicant-records';
