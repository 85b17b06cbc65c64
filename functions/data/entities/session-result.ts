import { entity } from '../entity-options';
import { createdAt } from '../attributes';
import { usageAttribute } from './interview-template';

/**
 * The scored result of a session (docs/product.md#entity-session-result: generalScore, generalFeedback,
 * suggestion), with every answer's score and feedback and the provider, model and prompt version that
 * produced them. Written once with a create-if-absent condition, so scoring twice gives one result.
 */
export const SessionResult = entity({
  model: { entity: 'sessionResult', version: '1', service: 'hiring' },
  attributes: {
    sessionId: { type: 'string', required: true, readOnly: true },
    /** 0-100. */
    score: { type: 'number', required: true },
    feedback: { type: 'string', required: true },
    suggestions: { type: 'string', required: true },
    injectionSuspected: { type: 'boolean', required: true },
    /** Answers not scored; the session score is the mean of the others (absent on older results: 0). */
    unscoredAnswers: { type: 'number' },
    answers: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          questionId: { type: 'string', required: true },
          answerVersion: { type: 'number' },
          /** 0-10. */
          score: { type: 'number', required: true },
          feedback: { type: 'string', required: true },
          injectionSuspected: { type: 'boolean', required: true },
          /** One verdict per key point with the answer's words that show it (absent on older results). */
          evidence: {
            type: 'list',
            items: {
              type: 'map',
              properties: {
                keyPoint: { type: 'string', required: true },
                verdict: { type: ['covered', 'partial', 'missing'] as const, required: true },
                quote: { type: 'string' },
              },
            },
          },
          unverifiedQuotes: { type: 'number' },
          needsReview: { type: 'boolean' },
          samples: { type: 'list', items: { type: 'number' } },
          /** `not_scored`: every model call for it failed; its 0 does not count (absent: scored). */
          scoreStatus: { type: ['scored', 'not_scored'] as const },
          notScoredReason: { type: 'string' },
          /** What was repaired in the model's replies, kept for the audit of this score. */
          repairs: { type: 'list', items: { type: 'string' } },
        },
      },
    },
    /** USD at the model's list price; absent when the model has none (offline, self-hosted). */
    costUsd: { type: 'number' },
    provider: { type: 'string', required: true },
    modelId: { type: 'string', required: true },
    promptVersion: { type: 'string', required: true },
    usage: usageAttribute,
    createdAt,
  },
  indexes: {
    bySession: { pk: { field: 'pk', composite: ['sessionId'] }, sk: { field: 'sk', composite: [] } },
  },
});
