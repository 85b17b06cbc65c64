import * as z from 'zod';
import { FollowUpSchema, FollowUpSkipSchema } from '../follow-ups';
import { TokenUsageSchema } from './common';
import { AnswerReviewSchema } from './decision';
import { AnswerSchema, SessionSummarySchema } from './session';

/** A question of a session in the manager's details view, with its latest answer and score. */
export const SessionQuestionDetailsSchema = z.object({
  id: z.string(),
  order: z.number().int(),
  text: z.string(),
  keyPoints: z.array(z.string()),
  answer: AnswerSchema.optional(),
  /** The follow-ups asked after the answer, each with its answer: a thread scored with the question. */
  followUps: z.array(FollowUpSchema).optional(),
  /** The last time a follow-up was allowed but not asked, and why (a slow or failing model, budget). */
  followUpSkipped: FollowUpSkipSchema.optional(),
  score: z.number().optional(),
  feedback: z.string().optional(),
  injectionSuspected: z.boolean().optional(),
  /** Per key point: covered, partial or missing, with the answer's words for covered and partial. */
  evidence: z
    .array(
      z.object({
        keyPoint: z.string(),
        verdict: z.enum(['covered', 'partial', 'missing']),
        quote: z.string().optional(),
      }),
    )
    .optional(),
  /** Quotes the scorer gave that were not in the answer (downgraded to missing). */
  unverifiedQuotes: z.number().int().optional(),
  /**
   * A person should look: samples disagreed by more than 2 points, a quote was not verified, the model's
   * reply was repaired, injection is suspected, or the answer is not scored.
   */
  needsReview: z.boolean().optional(),
  /** `not_scored`: the AI could not score this answer (its `score` is 0 and does not count). */
  scoreStatus: z.enum(['scored', 'not_scored']).optional(),
  /** Why it is not scored: cut_off, invalid_reply, refused, busy, timeout, unavailable, cancelled. */
  notScoredReason: z.string().optional(),
  /** What was repaired in the model's reply (e.g. `verdict-case`, `duplicate-key-point`). */
  repairs: z.array(z.string()).optional(),
  /** The score of every sample; `score` is their median. */
  samples: z.array(z.number()).optional(),
  /** A person's score and reason; `score` above stays the AI's. */
  review: AnswerReviewSchema.optional(),
});

/** `GET /api/session/{id}/details`: everything the manager's details view shows. */
export const SessionDetailsSchema = SessionSummarySchema.extend({
  questions: z.array(SessionQuestionDetailsSchema),
  scoring: z
    .object({
      provider: z.string(),
      modelId: z.string(),
      promptVersion: z.string(),
      usage: TokenUsageSchema,
      /** USD at the model's list price; absent when the model has none (offline, self-hosted). */
      costUsd: z.number().optional(),
    })
    .optional(),
});
export type SessionDetails = z.infer<typeof SessionDetailsSchema>;
