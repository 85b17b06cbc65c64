import * as z from 'zod';
import { MAX_QUESTION_COUNT, MIN_QUESTION_COUNT } from '../interview-options';
import { IdSchema, LanguageSchema } from './common';

/*
 * The schemas of starting a template's generation, apart from the templates' own schemas, so the sessions
 * and applicant-session functions, whose routes start one or answer with its 202, do not build every
 * template schema when they start (docs/decisions/0130-schemas-built-where-used.md). Re-exported by
 * `interview-template.ts`.
 */

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

/**
 * Body of `POST /api/interviews/GenerateCustomForApplicant`: a template written for one applicant; the web
 * app adds the applicant's session once the template is ready (docs/product.md#screen-applicant-profile).
 */
export const GenerateForApplicantRequestSchema = z.object({
  applicantId: IdSchema,
  numberOfQuestions: QuestionCountSchema,
  language: LanguageSchema,
});
export type GenerateForApplicantRequest = z.input<typeof GenerateForApplicantRequestSchema>;

/**
 * Answer (202) of the routes that have the AI provider write a template (`POST /api/interviews/generate`,
 * the two `GenerateCustom*` routes, `POST /api/interviews/{id}/retry`): the template's id; its questions
 * are written in the background and read with `GET /api/interviews/{id}`.
 */
export const GenerationStartedSchema = z.object({ id: z.string(), status: z.literal('generating') });
export type GenerationStarted = z.infer<typeof GenerationStartedSchema>;
