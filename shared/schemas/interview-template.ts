import * as z from 'zod';
import { FollowUpCountSchema } from '../follow-ups';
import { TimeLimitsSchema } from '../time-limits';
import { DIFFICULTIES, MAX_QUESTION_COUNT, MIN_QUESTION_COUNT, SENIORITIES } from '../interview-options';
import { QuestionCountSchema } from './generation';
import {
  LanguageSchema,
  listQuerySchema,
  optionalText,
  pageSchema,
  requiredText,
  TimestampSchema,
  TokenUsageSchema,
} from './common';

export { LanguageSchema, TokenUsageSchema, type TokenUsage } from './common';
export {
  GenerateForApplicantRequestSchema,
  GenerationStartedSchema,
  QuestionCountSchema,
  type GenerateForApplicantRequest,
  type GenerationStarted,
} from './generation';

/**
 * Body of `POST /api/interviews/generate` (docs/architecture.md#route-table, docs/product.md#rule-validation:
 * topic, language and number of questions are required).
 */
export const GenerateInterviewTemplateRequestSchema = z.object({
  topic: requiredText(200, 'Topic'),
  language: LanguageSchema,
  numberOfQuestions: QuestionCountSchema,
  bio: optionalText(2000),
  skills: optionalText(1000),
  seniority: z.enum(SENIORITIES).optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
});
export type GenerateInterviewTemplateRequest = z.input<typeof GenerateInterviewTemplateRequestSchema>;

/** Most key points a written question can have. */
export const MAX_KEY_POINTS = 8;

/** A question as a manager writes it: text and 1-8 key points; `id` keeps an existing question's id. */
export const WrittenQuestionSchema = z.object({
  id: z.string().min(1).max(40).optional(),
  text: requiredText(600, 'Question'),
  keyPoints: z
    .array(requiredText(240, 'Key point'), { error: 'Key points are required' })
    .min(1, 'At least one key point')
    .max(MAX_KEY_POINTS, `At most ${MAX_KEY_POINTS} key points`),
  /** Follow-ups this question allows (0-2); absent: the template's setting. */
  followUps: FollowUpCountSchema.optional(),
});
export type WrittenQuestion = z.input<typeof WrittenQuestionSchema>;

/** Body of `POST /api/interviews`: a template written by hand (provider `manual`), in any of the 10 languages. */
export const WriteInterviewTemplateRequestSchema = z.object({
  topic: requiredText(200, 'Topic'),
  language: LanguageSchema,
  questions: z
    .array(WrittenQuestionSchema, { error: 'Questions are required' })
    .min(MIN_QUESTION_COUNT, `At least ${MIN_QUESTION_COUNT} question`)
    .max(MAX_QUESTION_COUNT, `At most ${MAX_QUESTION_COUNT} questions`),
  /** Time limits of the sessions made from it; absent for none (docs/product.md#rule-time-limits). */
  timeLimits: TimeLimitsSchema.optional(),
  /** Follow-ups per question (0-2) of the sessions made from it; absent: 1 (shared/follow-ups.ts). */
  followUps: FollowUpCountSchema.optional(),
});
export type WriteInterviewTemplateRequest = z.input<typeof WriteInterviewTemplateRequestSchema>;

/**
 * Body of `PUT /api/interviews/{id}`: the new topic, language and questions. `version`, when given, is the
 * version the editor started from; the edit is refused (409) when the template changed since.
 */
export const UpdateInterviewTemplateRequestSchema = WriteInterviewTemplateRequestSchema.extend({
  version: z.number().int().min(1).optional(),
});
export type UpdateInterviewTemplateRequest = z.input<typeof UpdateInterviewTemplateRequestSchema>;

/** Body of `POST /api/interviews/{id}/suggestQuestion`: the questions to avoid repeating, by text. */
export const SuggestQuestionRequestSchema = z.object({
  avoid: z.array(z.string().max(600)).max(MAX_QUESTION_COUNT).default([]),
});
export type SuggestQuestionRequest = z.input<typeof SuggestQuestionRequestSchema>;

/** Answer of `POST /api/interviews/{id}/suggestQuestion`: one new question with its key points. */
export const SuggestedQuestionSchema = z.object({
  text: z.string(),
  keyPoints: z.array(z.string()),
  /** Set when the provider could not write the template's language (e.g. the offline generator). */
  notice: z.string().optional(),
});
export type SuggestedQuestion = z.infer<typeof SuggestedQuestionSchema>;

/** Who wrote a template's questions. */
export const TemplateProviderSchema = z.enum(['offline', 'bedrock', 'openai-compatible', 'manual']);

/** A question of an interview template, with the key points a good answer covers. */
export const QuestionSchema = z.object({
  id: z.string(),
  /** 1-based position in the interview. */
  order: z.number().int(),
  text: z.string(),
  keyPoints: z.array(z.string()),
  /** Follow-ups this question allows (0-2); absent: the template's setting. */
  followUps: FollowUpCountSchema.optional(),
});
export type Question = z.infer<typeof QuestionSchema>;

/** What a template was written for: a topic, or one applicant or job position (custom templates). */
export const TemplateSourceSchema = z.object({
  kind: z.enum(['topic', 'applicant', 'jobPosition']),
  id: z.string().optional(),
});

/**
 * Where a template's questions are: the AI provider is still writing them (`generating`), they are all
 * there (`ready`, also every template a manager wrote), or generation stopped (`failed`, retried by
 * `POST /api/interviews/{id}/retry`). docs/architecture.md#ai.
 */
export const TemplateStatusSchema = z.enum(['generating', 'ready', 'failed']);
export type TemplateStatus = z.infer<typeof TemplateStatusSchema>;

/** Questions written so far (`done`) of the number asked for (`total`). */
export const GenerationProgressSchema = z.object({
  done: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type GenerationProgress = z.infer<typeof GenerationProgressSchema>;

/** An interview template as listed (no questions). */
export const InterviewTemplateSummarySchema = z.object({
  id: z.string(),
  status: TemplateStatusSchema,
  progress: GenerationProgressSchema,
  topic: z.string(),
  language: LanguageSchema,
  numberOfQuestions: z.number().int(),
  provider: TemplateProviderSchema,
  source: TemplateSourceSchema,
  createdAt: TimestampSchema,
  /** 1 when written, +1 on every edit (always sent by the server). */
  version: z.number().int().optional(),
  updatedAt: TimestampSchema.optional(),
});
export type InterviewTemplateSummary = z.infer<typeof InterviewTemplateSummarySchema>;

/** A whole interview template (`GET /api/interviews/{id}`). */
export const InterviewTemplateSchema = InterviewTemplateSummarySchema.extend({
  bio: z.string().optional(),
  skills: z.string().optional(),
  seniority: z.enum(SENIORITIES).optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  questions: z.array(QuestionSchema),
  timeLimits: TimeLimitsSchema.optional(),
  /** Follow-ups per question (0-2); absent: 1 (shared/follow-ups.ts). */
  followUps: FollowUpCountSchema.optional(),
  usage: TokenUsageSchema,
  modelId: z.string(),
  promptVersion: z.string(),
  /** Set when the generator could not honour the request exactly (e.g. wrote English instead). */
  notice: z.string().optional(),
  /** With `status: 'failed'`: why generation stopped, for the manager (no model output, no secrets). */
  failure: z.string().optional(),
  /** Sessions of this template scored so far, their tokens and their USD cost at list price. */
  scoring: z.object({ sessions: z.number().int(), tokens: z.number().int(), costUsd: z.number() }).optional(),
});
export type InterviewTemplate = z.infer<typeof InterviewTemplateSchema>;

/** Answer of `GET /api/interviews`. */
export const InterviewTemplatePageSchema = pageSchema(InterviewTemplateSummarySchema);

/** Query of `GET /api/interviews`: sorted by creation or by title (a template's title is its topic); `q` searches the topic. */
export const InterviewTemplateListQuerySchema = listQuerySchema(['createdAt', 'title']);
export type InterviewTemplateListQuery = z.infer<typeof InterviewTemplateListQuerySchema>;

/**
 * `GET /api/ai-usage`: the organization's AI spending this calendar month (UTC) against its monthly budget
 * (docs/decisions/0052-monthly-ai-budget.md). USD at the model's list price.
 */
export const AiUsageSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  usedUsd: z.number().min(0),
  limitUsd: z.number().positive(),
  /** usedUsd / limitUsd × 100, rounded to 0.1. */
  usedPercent: z.number().min(0),
  usedTokens: z.number().int().min(0),
  /** Generation answers 429 `AI_BUDGET_EXCEEDED` and scoring waits until the budget has room again. */
  exceeded: z.boolean(),
});
/** {@link AiUsageSchema}. */
export type AiUsage = z.infer<typeof AiUsageSchema>;
