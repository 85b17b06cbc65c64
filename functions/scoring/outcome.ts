/**
 * What a scoring run did (`scoreSessionById`, `rescoreSessionRun`): `held` waits for AI budget, `timed-out`
 * is recorded as `scoring_failed`; a throttled run throws {@link ScoringPutBack} instead.
 */
export type ScoringOutcome = 'scored' | 'skipped' | 'held' | 'timed-out';

/**
 * A scoring run put back: the model's quota had no room (or the service throttled), or it failed before
 * its last try. The session is `submitted` again, unclaimed, so the queue's next delivery scores it; the
 * queue waits `retryAfterMs` (ms) first when it is given (docs/decisions/0149-model-work-paced-by-the-quota.md). A manager's re-score put back stays
 * `running`, unclaimed.
 */
export class ScoringPutBack extends Error {
  override name = 'ScoringPutBack';
  constructor(
    readonly retryAfterMs: number | undefined,
    readonly throttled: boolean,
    options?: ErrorOptions,
  ) {
    super(throttled ? 'Scoring waits for the AI model quota' : 'Scoring failed; it runs again', options);
  }
}
