import * as z from 'zod';
import { MAX_ANSWER_LENGTH, TimestampSchema } from './common';

/**
 * `GET /api/session/{id}/practice` (applicant token, docs/decisions/0161-practice-question.md): a practice
 * question in the interview's language, offered before the first real question. Never counted.
 */
export const PracticeSchema = z.object({
  /** False once a real question was opened or answered: the practice comes only before the first. */
  available: z.boolean(),
  /** Always false: nothing of the practice is stored, scored or shown to the organization. */
  counted: z.literal(false),
  question: z.string(),
  /** The interview's time per question with the session's extra time, seconds; absent without one. */
  timeLimitSeconds: z.number().int().optional(),
  /** When the interview's overall time limit ends (it runs from entering the code); absent without one. */
  sessionEndsAt: TimestampSchema.optional(),
  /** Follow-ups the practice asks (1 when the interview's questions ask follow-ups, else 0). */
  followUps: z.number().int(),
});
export type Practice = z.infer<typeof PracticeSchema>;

/** Body of `POST /api/session/{id}/practice/answer`: the practice answer, or the answer to its follow-up. */
export const PracticeAnswerRequestSchema = z.object({
  response: z
    .string({ error: 'Write an answer' })
    .max(MAX_ANSWER_LENGTH, `At most ${MAX_ANSWER_LENGTH} characters`),
  /** True when `response` answers the practice's follow-up. */
  followUp: z.boolean().optional(),
});
export type PracticeAnswerRequest = z.infer<typeof PracticeAnswerRequestSchema>;

/**
 * Answer of `POST /api/session/{id}/practice/answer`: the server's echo (characters received, when), and
 * the follow-up when the practice asks one. Nothing is stored.
 */
export const PracticeAnswerSchema = z.object({
  counted: z.literal(false),
  characters: z.number().int(),
  receivedAt: TimestampSchema,
  followUp: z.object({ text: z.string() }).optional(),
});
export type PracticeAnswer = z.infer<typeof PracticeAnswerSchema>;
