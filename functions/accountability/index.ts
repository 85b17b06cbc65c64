/**
 * Accountability module: self-identification, the adverse-impact report and applicants' requests. Other
 * modules use only what this file exports (docs/decisions/0061-domain-modules-and-boundaries.md): the
 * records the retention function keeps when a session's content expires.
 */
export { keepRecordsOf } from './kept-records';
