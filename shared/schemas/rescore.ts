import * as z from 'zod';
import { TimestampSchema } from './common';

/**
 * Which answers `POST /api/session/{id}/rescore` scores again: `not_scored` (the default) only those the
 * AI could not score; `all` every answered question (docs/decisions/0118-session-rescore-through-the-worker.md).
 */
export const RESCORE_SCOPES = ['not_scored', 'all'] as const;
export type RescoreScope = (typeof RESCORE_SCOPES)[number];

/** Body of `POST /api/session/{id}/rescore`. */
export const RescoreSessionRequestSchema = z.object({
  answers: z.enum(RESCORE_SCOPES, { error: 'Say not_scored or all' }).default('not_scored'),
});
export type RescoreSessionRequest = z.input<typeof RescoreSessionRequestSchema>;

/**
 * A session re-score a manager asked for: `running` while the scoring worker has it (the session stays
 * `scored` with its earlier result meanwhile), `failed` with the reason when it could not run (budget
 * spent, the model timed out); gone once it wrote its result (the session history keeps it).
 */
export const RescoreStateSchema = z.object({
  answers: z.enum(RESCORE_SCOPES),
  state: z.enum(['running', 'failed']),
  requestedAt: TimestampSchema,
  by: z.object({ userId: z.string(), name: z.string() }),
  failure: z.string().optional(),
});
export type RescoreState = z.infer<typeof RescoreStateSchema>;
