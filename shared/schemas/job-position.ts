import * as z from 'zod';
import { SignalSummarySchema } from '../signal-summary';
import {
  IdSchema,
  listQuerySchema,
  optionalText,
  PageQuerySchema,
  pageSchema,
  requiredText,
  TimestampSchema,
} from './common';
import { ApplicantSchema } from './applicant';
import { InterviewTemplateSummarySchema, LanguageSchema, QuestionCountSchema } from './interview-template';
import { JOB_POSITION_FEEDBACK_REPORT_MODES } from './privacy';
import { SessionSummarySchema } from './session';

/**
 * Fields of a job position (docs/product.md#entity-job-position); title required
 * (docs/product.md#rule-validation).
 */
export const JobPositionInputSchema = z.object({
  title: requiredText(150, 'Title'),
  description: optionalText(5000),
  education: optionalText(2000),
  workExperience: optionalText(2000),
  certifications: optionalText(2000),
  softSkills: optionalText(2000),
  technicalSkills: optionalText(2000),
  /** Human-only evaluation for this position's sessions: no AI scoring, a person scores every answer (absent: off). */
  humanOnly: z.boolean().optional(),
  /**
   * Feedback reports for this position's sessions (docs/decisions/0162-feedback-reports.md): `inherit`
   * (absent: the organization's setting), `off`, `review` or `auto`.
   */
  feedbackReports: z
    .enum(JOB_POSITION_FEEDBACK_REPORT_MODES, { error: 'Choose inherit, off, review or auto' })
    .optional(),
});
export type JobPositionInput = z.input<typeof JobPositionInputSchema>;

/** A job position as listed. `candidateCount`: applicants linked to it. */
export const JobPositionSchema = JobPositionInputSchema.extend({
  id: z.string(),
  candidateCount: z.number().int(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type JobPosition = z.infer<typeof JobPositionSchema>;

/** `GET /api/jobPositions/{id}`: the position with its custom interview templates. */
export const JobPositionDetailsSchema = JobPositionSchema.extend({
  customInterviews: z.array(InterviewTemplateSummarySchema),
});
export type JobPositionDetails = z.infer<typeof JobPositionDetailsSchema>;

/** Answer of `GET /api/jobPositions`. */
export const JobPositionPageSchema = pageSchema(JobPositionSchema);

/** Query of `GET /api/jobPositions`: sorted by creation or by title; `q` searches the title (a job position has no topic). */
export const JobPositionListQuerySchema = listQuerySchema(['createdAt', 'title']);
export type JobPositionListQuery = z.infer<typeof JobPositionListQuerySchema>;

/** Body of `POST /api/interviews/GenerateCustomForJobPosition` (docs/architecture.md#route-table). */
export const GenerateForJobPositionRequestSchema = z.object({
  jobPositionId: IdSchema,
  numberOfQuestions: QuestionCountSchema,
  language: LanguageSchema,
});

/** Body of `POST /api/jobPositions/{id}/candidates`: link an applicant to the position. */
export const LinkCandidateRequestSchema = z.object({ applicantId: IdSchema });

/** Path of `DELETE /api/jobPositions/{id}/candidates/{applicantId}`. */
export const CandidateParamsSchema = z.object({ id: IdSchema, applicantId: IdSchema });

/** A candidate of a position with their latest scored session for it; `rank` is 1-based, null when unscored. */
export const CandidateSchema = z.object({
  rank: z.number().int().nullable(),
  applicant: ApplicantSchema,
  session: SessionSummarySchema.nullable(),
  /**
   * How the ranked session's answers were written, summed (shared/signal-summary.ts); absent when none was
   * saved with signals. Shown in plain words on request, never read by the score or the order.
   */
  signals: SignalSummarySchema.optional(),
});
export type Candidate = z.infer<typeof CandidateSchema>;

/**
 * `GET /api/jobPositions/{id}/candidates`: one page of the ranking, by session score, best first (earlier
 * scored first among equal scores); unscored last, by name. `nextCursor` continues it (null on the last page).
 */
export const CandidateRankingSchema = z.object({
  items: z.array(CandidateSchema),
  nextCursor: z.string().nullable(),
});
export type CandidateRanking = z.infer<typeof CandidateRankingSchema>;

/** Query of `GET /api/jobPositions/{id}/candidates`: `limit` (1-100, default 50) and `cursor`. */
export const CandidateListQuerySchema = PageQuerySchema;
export type CandidateListQuery = z.infer<typeof CandidateListQuerySchema>;

/**
 * One page of `GET /api/jobPositions/{id}/candidates/export`: the ranking CSV's lines for this page of
 * candidates, in rank order (the header row first on the first page; `shared/ranking.ts` quotes every
 * cell and defuses formula leads), and the cursor of the next page, or null after the last.
 */
export const CandidateExportPageSchema = z.object({ csv: z.string(), nextCursor: z.string().nullable() });
export type CandidateExportPage = z.infer<typeof CandidateExportPageSchema>;
