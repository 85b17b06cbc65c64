import { entity } from '../entity-options';
import { createdAt } from '../attributes';

/**
 * How an answer version was written (shared/schemas/integrity-signals.ts): counts and ms measured by the
 * applicant's page, kept beside the version and deleted with the session by retention.
 */
export const signals = {
  type: 'map',
  properties: {
    typedChars: { type: 'number' },
    pastedChars: { type: 'number' },
    pasteEvents: {
      type: 'list',
      items: {
        type: 'map',
        properties: { atMs: { type: 'number', required: true }, chars: { type: 'number', required: true } },
      },
    },
    firstKeyMs: { type: 'number' },
    activeMs: { type: 'number' },
    hiddenMs: { type: 'number' },
    blurCount: { type: 'number' },
  },
} as const;

/**
 * One version of an applicant's answer to a question (docs/product.md#entity-answer): the version history,
 * under its own sort-key prefix (`$answer_1#questionid_…#version_…`). Append-only: each save creates the
 * next version with a create-if-absent condition, in the same transaction as {@link CurrentAnswer}, so a
 * retry or a double click never overwrites or duplicates one (docs/decisions/0070-current-answer-item.md).
 */
export const Answer = entity({
  model: { entity: 'answer', version: '1', service: 'hiring' },
  attributes: {
    sessionId: { type: 'string', required: true, readOnly: true },
    questionId: { type: 'string', required: true, readOnly: true },
    version: { type: 'number', required: true, readOnly: true, padding: { length: 5, char: '0' } },
    text: { type: 'string', required: true, readOnly: true },
    /** The client's Idempotency-Key header, when sent. */
    idempotencyKey: { type: 'string', readOnly: true },
    signals: { ...signals, readOnly: true },
    createdAt,
  },
  indexes: {
    byQuestion: {
      pk: { field: 'pk', composite: ['sessionId'] },
      sk: { field: 'sk', composite: ['questionId', 'version'] },
    },
  },
});

/**
 * The latest answer of each question, one item per question (`$currentanswer_1#questionid_…`) in the
 * session's partition, so reads of the latest answers never read older versions. Written only together
 * with the {@link Answer} version it copies, in one transaction conditioned on the version it replaces
 * (docs/decisions/0070-current-answer-item.md): it always equals the highest version of its question.
 */
export const CurrentAnswer = entity({
  model: { entity: 'currentAnswer', version: '1', service: 'hiring' },
  attributes: {
    sessionId: { type: 'string', required: true, readOnly: true },
    questionId: { type: 'string', required: true, readOnly: true },
    /** The version this item copies: the highest one of the question (1-based). */
    version: { type: 'number', required: true },
    text: { type: 'string', required: true },
    /** When that version was saved (ISO time). */
    createdAt: { type: 'string', required: true },
    /** The signals of that version, when its page sent any. */
    signals,
    /**
     * The follow-ups asked on this question (shared/follow-ups.ts), in the order asked, each with the
     * applicant's answer once given. Kept when a new version is saved; read with the current answer, so
     * neither SaveAnswer nor the details view needs another read.
     */
    followUps: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          id: { type: 'string', required: true },
          text: { type: 'string', required: true },
          askedAt: { type: 'string', required: true },
          /** The provider's model and prompt version that asked it. */
          askedBy: { type: 'string' },
          /** The latest version of the applicant's answer (the one scored); every version is a `FollowUpAnswer`. */
          answer: { type: 'string' },
          answeredAt: { type: 'string' },
          /** That answer's version, 1-based (absent on answers saved before follow-up answers had versions). */
          version: { type: 'number' },
          /** How the follow-up's answer was written, as the page measured it. */
          signals,
        },
      },
    },
    /** Changes of `followUps` so far: every change is conditioned on the count it read. */
    followUpRev: { type: 'number' },
    /** The last follow-up allowed but not asked, and why (`FollowUpSkipReason`). */
    followUpSkipped: {
      type: 'map',
      properties: {
        reason: { type: ['timeout', 'failed', 'budget', 'busy'] as const, required: true },
        at: { type: 'string', required: true },
      },
    },
  },
  indexes: {
    byQuestion: {
      pk: { field: 'pk', composite: ['sessionId'] },
      sk: { field: 'sk', composite: ['questionId'] },
    },
  },
});
