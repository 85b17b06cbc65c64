/**
 * Answers-and-scoring module: starting the background scoring of a submitted session and scoring it.
 * Other modules use only what this file exports (docs/decisions/0061-domain-modules-and-boundaries.md).
 */
export { requestScoring } from './queue';
export { placeInLine } from './line';
