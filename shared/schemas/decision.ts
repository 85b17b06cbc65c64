import * as z from 'zod';
import { IdSchema, requiredText, TimestampSchema } from './common';

/** The decisions a person can record on a session. Nothing in the product records one automatically. */
export const DECISIONS = ['advance', 'hold', 'reject'] as const;
export type Decision = (typeof DECISIONS)[number];

/** Path of `PUT /api/session/{id}/answers/{questionId}/review`. */
export const ReviewParamsSchema = z.object({ id: IdSchema, questionId: IdSchema });

/** Body of `PUT /api/session/{id}/answers/{questionId}/review`: the reviewer's 0-10 score and why. */
export const ReviewRequestSchema = z.object({
  score: z
    .number({ error: 'Give a score from 0 to 10' })
    .int('Give a whole number')
    .min(0, 'Give a score from 0 to 10')
    .max(10, 'Give a score from 0 to 10'),
  reason: requiredText(1000, 'A reason'),
});
export type ReviewRequest = z.input<typeof ReviewRequestSchema>;

/** Who did something and when. */
export const ActorSchema = z.object({ userId: z.string(), name: z.string() });

/** A person's score for one answer, next to the AI's (which is kept). */
export const AnswerReviewSchema = z.object({
  /** 0-10. */
  score: z.number().int(),
  reason: z.string(),
  by: ActorSchema,
  at: TimestampSchema,
});
export type AnswerReview = z.infer<typeof AnswerReviewSchema>;

/** Body of `POST /api/session/{id}/decision`. */
export const DecisionRequestSchema = z.object({
  decision: z.enum(DECISIONS, { error: 'Choose advance, hold or reject' }),
  reason: requiredText(1000, 'A reason'),
  /**
   * Ids of the questions whose answers are flagged (needs review, suspected injection) that the person
   * has looked at. Every flagged answer must be listed, or the decision is refused with the list.
   */
  flaggedSeen: z.array(IdSchema).max(100).default([]),
});
export type DecisionRequest = z.input<typeof DecisionRequestSchema>;

/** The latest decision of a session. */
export const SessionDecisionSchema = z.object({
  decision: z.enum(DECISIONS),
  reason: z.string(),
  by: ActorSchema,
  at: TimestampSchema,
  /** Flagged answers (question ids) the person confirmed they had seen. */
  flaggedSeen: z.array(z.string()),
});
export type SessionDecision = z.infer<typeof SessionDecisionSchema>;

/** The score lists and rankings use: 0-100, from the human scores where present, else the AI's. */
export const EffectiveScoreSchema = z.object({
  score: z.number(),
  /** `ai`: no answer reviewed; `reviewed`: at least one answer carries a person's score. */
  source: z.enum(['ai', 'reviewed']),
  reviewedAnswers: z.number().int(),
});
export type EffectiveScore = z.infer<typeof EffectiveScoreSchema>;

/** One entry of a session's history: append-only, never changed or deleted through the API. */
export const HistoryEntrySchema = z.object({
  id: z.string(),
  /**
   * `follow-up`: the AI asked a follow-up on `questionId` (`modelId`, `promptVersion`);
   * `follow-up-skipped`: it did not, and the interview moved on (`reason`: timeout, failed, budget, busy);
   * `accommodation`: a manager gave extra time or another deadline (`detail`, the note in `reason`);
   * `feedback`: the applicant's feedback report was `drafted`, `sent` or `sent automatically` (`detail`).
   */
  kind: z.enum([
    'ai-score',
    'review',
    'decision',
    'follow-up',
    'follow-up-skipped',
    'accommodation',
    'feedback',
  ]),
  at: TimestampSchema,
  /** The person (review, decision); absent for AI scores. */
  by: ActorSchema.optional(),
  reason: z.string().optional(),
  questionId: z.string().optional(),
  /** Review: the person's 0-10 score; AI score: the 0-100 session score. */
  score: z.number().optional(),
  /** Review: the AI's 0-10 score of that answer at the time, when there was one. */
  aiScore: z.number().optional(),
  decision: z.enum(DECISIONS).optional(),
  flaggedSeen: z.array(z.string()).optional(),
  provider: z.string().optional(),
  modelId: z.string().optional(),
  promptVersion: z.string().optional(),
  /** Accommodation: what was given (`extra time ×1.5`, `extra time +30 min`, `deadline +3 days`, `no deadline`). */
  detail: z.string().optional(),
  /** AI score: every answer's 0-10 score and its samples. */
  answers: z
    .array(z.object({ questionId: z.string(), score: z.number(), samples: z.array(z.number()) }))
    .optional(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/** `GET /api/session/{id}/history`: oldest first. */
export const HistoryListSchema = z.object({ items: z.array(HistoryEntrySchema) });
