import { entity } from '../entity-options';
import { createdAt, newId } from '../attributes';

/**
 * One entry of a session's history (docs/decisions/0031-session-history-is-append-only.md): an AI score
 * (provider, model, prompt version, every answer's score and samples), a person's review of one answer,
 * a decision, with who, when and why, or a follow-up the AI asked (`follow-up`: question, model, prompt)
 * or did not ask (`follow-up-skipped`: question, the reason in `reason`), or an accommodation a manager
 * gave (`accommodation`: what, in `detail`; the note in `reason`). Only ever created (ElectroDB's create is conditional on the key
 * being absent, so an entry is never overwritten); no code path updates or deletes one except the
 * applicant erasure cascade. Lives in the session's partition, ordered by its ULID.
 */
export const SessionEvent = entity({
  model: { entity: 'sessionEvent', version: '1', service: 'hiring' },
  attributes: {
    sessionId: { type: 'string', required: true, readOnly: true },
    eventId: { type: 'string', required: true, readOnly: true, default: newId },
    orgId: { type: 'string', required: true, readOnly: true },
    kind: {
      type: [
        'ai-score',
        'review',
        'decision',
        'follow-up',
        'follow-up-skipped',
        'accommodation',
        'feedback',
      ] as const,
      required: true,
      readOnly: true,
    },
    byUserId: { type: 'string', readOnly: true },
    byName: { type: 'string', readOnly: true },
    reason: { type: 'string', readOnly: true },
    questionId: { type: 'string', readOnly: true },
    /** Review: 0-10; AI score: the 0-100 session score. */
    score: { type: 'number', readOnly: true },
    /** Review: the AI's 0-10 score of the answer at the time. */
    aiScore: { type: 'number', readOnly: true },
    decision: { type: ['advance', 'hold', 'reject'] as const, readOnly: true },
    flaggedSeen: { type: 'list', items: { type: 'string' }, readOnly: true },
    provider: { type: 'string', readOnly: true },
    modelId: { type: 'string', readOnly: true },
    promptVersion: { type: 'string', readOnly: true },
    /** Feedback: `drafted`, `sent` or `sent automatically` (docs/decisions/0162-feedback-reports.md). Accommodation: what was given (`extra time ×1.5`, `extra time +30 min`, `deadline +3 days`, `no deadline`). */
    detail: { type: 'string', readOnly: true },
    answers: {
      type: 'list',
      readOnly: true,
      items: {
        type: 'map',
        properties: {
          questionId: { type: 'string', required: true },
          score: { type: 'number', required: true },
          samples: { type: 'list', items: { type: 'number' } },
        },
      },
    },
    createdAt,
  },
  indexes: {
    bySession: {
      pk: { field: 'pk', composite: ['sessionId'] },
      sk: { field: 'sk', composite: ['eventId'] },
    },
  },
});
