import { entity } from '../entity-options';
import { createdAt, newId } from '../attributes';
import { foldedCopyOf } from '../search-text';
import { DIFFICULTIES, LANGUAGES, SENIORITIES } from '../../../shared/interview-options';

/** A question as stored inside a template (and snapshotted into sessions). */
export const questionAttribute = {
  type: 'list',
  required: true,
  items: {
    type: 'map',
    properties: {
      id: { type: 'string', required: true },
      order: { type: 'number', required: true },
      text: { type: 'string', required: true },
      keyPoints: { type: 'list', required: true, items: { type: 'string' } },
      /** Follow-ups this question allows (0-2); absent: the template's (shared/follow-ups.ts). */
      followUps: { type: 'number' },
    },
  },
} as const;

/** Token usage of an AI call (tokens). */
export const usageAttribute = {
  type: 'map',
  required: true,
  properties: {
    inputTokens: { type: 'number', required: true },
    outputTokens: { type: 'number', required: true },
    totalTokens: { type: 'number', required: true },
    estimated: { type: 'boolean', required: true },
  },
} as const;

/**
 * An interview template written by the AI provider or by a manager (provider `manual`)
 * (docs/product.md#entity-interview-template). Editing writes a new version; sessions keep their own snapshot
 * of its questions. Keyed by (orgId, interviewId); ULID ids make the primary index newest-first in descending
 * order.
 */
export const InterviewTemplate = entity({
  model: { entity: 'interviewTemplate', version: '1', service: 'hiring' },
  attributes: {
    orgId: { type: 'string', required: true, readOnly: true },
    interviewId: { type: 'string', required: true, readOnly: true, default: newId },
    topic: { type: 'string', required: true },
    language: { type: LANGUAGES, required: true },
    numberOfQuestions: { type: 'number', required: true },
    bio: { type: 'string' },
    skills: { type: 'string' },
    seniority: { type: SENIORITIES },
    difficulty: { type: DIFFICULTIES },
    questions: questionAttribute,
    /** Time limits of its sessions, seconds (shared/time-limits.ts); absent without limits. */
    timeLimits: {
      type: 'map',
      properties: { perQuestionSeconds: { type: 'number' }, sessionSeconds: { type: 'number' } },
    },
    /** Follow-ups per question of its sessions (0-2); absent: 1 (shared/follow-ups.ts). */
    followUps: { type: 'number' },
    usage: usageAttribute,
    provider: { type: ['offline', 'bedrock', 'openai-compatible', 'manual'] as const, required: true },
    modelId: { type: 'string', required: true },
    promptVersion: { type: 'string', required: true },
    notice: { type: 'string' },
    sourceKind: { type: ['topic', 'applicant', 'jobPosition'] as const, required: true },
    sourceId: { type: 'string' },
    /** Set on templates written for a job position (its custom interviews). */
    jobPositionId: { type: 'string', readOnly: true },
    createdBy: { type: 'string', required: true },
    createdAt,
    /** 1 when written; each edit (PUT) writes the next version, on the condition that it read the last. */
    version: { type: 'number', required: true, default: 1 },
    updatedAt: { type: 'string' },
    /** Running totals of the sessions of this template that were scored: count, tokens, USD at list price. */
    scoredSessions: { type: 'number' },
    scoringTokens: { type: 'number' },
    scoringCostUsd: { type: 'number' },
    /**
     * Where its questions are (`shared/schemas/interview-template.ts` TemplateStatusSchema); absent on
     * templates stored before generation ran in the background, which are `ready`.
     */
    status: { type: ['generating', 'ready', 'failed'] as const },
    /** Generation in the background: what it was asked to write, its runs and its budget reservation. */
    generation: {
      type: 'map',
      properties: {
        /** The applicant or job position a custom template is written for (untrusted text, fenced in prompts). */
        context: {
          type: 'map',
          properties: {
            kind: { type: ['applicant', 'jobPosition'] as const, required: true },
            title: { type: 'string', required: true },
            description: { type: 'string' },
            skills: { type: 'string' },
            experience: { type: 'string' },
            education: { type: 'string' },
          },
        },
        /** Worker runs of the current request (1 + Lambda's retries); generation fails after the last. */
        attempts: { type: 'number' },
        /** Why it failed (`status: 'failed'`), shown to the manager. */
        failure: { type: 'string' },
        /** The AI budget reserved for the current request: month `YYYY-MM`, USD, and the tokens counted before it. */
        reservation: {
          type: 'map',
          properties: {
            month: { type: 'string', required: true },
            usd: { type: 'number', required: true },
            inputTokens: { type: 'number', required: true },
            outputTokens: { type: 'number', required: true },
          },
        },
      },
    },
    /** Folded copy (case and accents) of the topic, the template's title: lists sort and search on it (decision record 0062). */
    topicFolded: foldedCopyOf('topic'),
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['orgId'] },
      sk: { field: 'sk', composite: ['interviewId'] },
    },
    /** A job position's custom templates: sparse, keyed by the position alone (a ULID) so items without one are left out of the index; callers check the position's organization first and filter on it. */
    byJobPosition: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['jobPositionId'] },
      sk: { field: 'gsi3sk', composite: [] },
    },
    /** An organization's templates by folded topic, their title (decision record 0062). */
    byTitle: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: ['orgId'] },
      sk: { field: 'gsi4sk', composite: ['topicFolded', 'interviewId'] },
    },
  },
});
