import { entity } from '../entity-options';

/**
 * One answer a scoring run has already scored, kept while the session's run may still be put back (a
 * throttle, a timeout, a dropped connection): the next delivery of the run takes it as it is and calls the
 * model only for the answers without one, so every delivery moves the session forward
 * (docs/decisions/0166-scoring-resumes-by-answer.md). Key: the session, then the question; DynamoDB TTL
 * (`expiresAt`, epoch seconds) removes what a run that ended left behind.
 */
export const ScoredAnswer = entity({
  model: { entity: 'scoredAnswer', version: '1', service: 'hiring' },
  attributes: {
    sessionId: { type: 'string', required: true, readOnly: true },
    questionId: { type: 'string', required: true, readOnly: true },
    /** Which run scored it: `first` for a submitted session, the request time of a manager's re-score. */
    run: { type: 'string', required: true },
    /** The version of the answer that was scored; another version is scored again. */
    answerVersion: { type: 'number' },
    /** The answer's score as the run made it (`AnswerScore` of `functions/ai/provider.ts`, as JSON). */
    score: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    bySession: {
      pk: { field: 'pk', composite: ['sessionId'] },
      sk: { field: 'sk', composite: ['questionId'] },
    },
  },
});
