/**
 * Job positions module: positions and their candidates (linking applicants, ranking). Other modules use
 * only what this file exports (docs/decisions/0061-domain-modules-and-boundaries.md).
 */
export { getJobPosition } from './positions';
export { setCandidacy } from './candidates';
