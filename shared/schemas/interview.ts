import { z } from 'zod';
import {
  DIFFICULTIES,
  LANGUAGES,
  MAX_QUESTION_COUNT,
  MIN_QUESTION_COUNT,
  SENIORITIES,
} from '../interview-options';
import { IdSchema, optionalText, pageSchema, requiredText, TimestampSchema } from './common';

/**
 * Number of questions: an integer from 1 to 30 (shared/interview-options.ts), as a number or as the digits a
 * form field holds. Booleans, null and other types are refused (no coercion: `true` is not 1).
 */
export const QuestionCountSchema = z
  .union([z.number(), z.string().trim().min(1).transform(Number)], {
    error: (issue) => (issue.input === undefined ? 'Number of questions is required' : 'Must be a number'),
  })
  .pipe(
    z
      .number({ error: 'Must be a number' })
      .int('Must be a whole number')
      .min(MIN_QUESTION_COUNT, `At least ${MIN_QUESTION_COUNT}`)
      .max(MAX_QUESTION_COUNT, `At most ${MAX_QUESTION_COUNT}`),
  );

/** One of the spec's 10 interview languages. */
export const LanguageSchema = z.enum(LANGUAGES, { error: 'Choose a language from the list' });

/**
 * Body of `POST /api/interviews/generate` (spec section 7; section 5: topic, language and number of
 * questions are required).
 */
export const GenerateInterviewRequestSchema = z.object({
  topic: requiredText(200, 'Topic'),
  language: LanguageSchema,
  numberOfQuestions: QuestionCountSchema,
  bio: optionalText(2000),
  skills: optionalText(1000),
  seniority: z.enum(SENIORITIES).optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
});
export type GenerateInterviewRequest = z.input<typeof GenerateInterviewRequestSchema>;

/** Body of `POST /api/interviews/GenerateCustomForApplicant`. */
export const GenerateForApplicantRequestSchema = z.object({
  applicantId: IdSchema,
  numberOfQuestions: QuestionCountSchema,
  language: LanguageSchema,
});
export type GenerateForApplicantRequest = z.input<typeof GenerateForApplicantRequestSchema>;

/** A question of an interview template, with the key points a good answer covers. */
export const QuestionSchema = z.object({
  id: z.string(),
  /** 1-based position in the interview. */
  order: z.number().int(),
  text: z.string(),
  keyPoints: z.array(z.string()),
});
export type Question = z.infer<typeof QuestionSchema>;

/** Tokens an AI call used; `estimated` when counted by the offline generator rather than a model. */
export const TokenUsageSchema = z.object({
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  totalTokens: z.number().int(),
  estimated: z.boolean(),
});
export type TokenUsage = z.infer<typeof TokenUsageSchema>;

/** What a template was written for: a topic, or one applicant or job position (custom templates). */
export const TemplateSourceSchema = z.object({
  kind: z.enum(['topic', 'applicant', 'jobPosition']),
  id: z.string().optional(),
});

/** An interview template as listed (no questions). */
export const InterviewTemplateSummarySchema = z.object({
  id: z.string(),
  topic: z.string(),
  language: LanguageSchema,
  numberOfQuestions: z.number().int(),
  provider: z.enum(['offline', 'bedrock']),
  source: TemplateSourceSchema,
  createdAt: TimestampSchema,
});
export type InterviewTemplateSummary = z.infer<typeof InterviewTemplateSummarySchema>;

/** A whole interview template (`GET /api/interviews/{id}`). */
export const InterviewTemplateSchema = InterviewTemplateSummarySchema.extend({
  bio: z.string().optional(),
  skills: z.string().optional(),
  seniority: z.enum(SENIORITIES).optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  questions: z.array(QuestionSchema),
  usage: TokenUsageSchema,
  modelId: z.string(),
  promptVersion: z.string(),
  /** Set when the generator could not honour the request exactly (e.g. wrote English instead). */
  notice: z.string().optional(),
});
export type InterviewTemplate = z.infer<typeof InterviewTemplateSchema>;

/** Answer of `GET /api/interviews`. */
export const InterviewTemplatePageSchema = pageSchema(InterviewTemplateSummarySchema);
