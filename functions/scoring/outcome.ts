/**
 * What a scoring run did (`scoreSessionById`, `rescoreSessionRun`): `held` waits for AI budget, `timed-out`
 * is recorded as `scoring_failed`.
 */
export type ScoringOutcome = 'scored' | 'skipped' | 'held' | 'timed-out';
