import * as z from 'zod';

/** Longest time limit a template can set, seconds: 7 days (a limit beyond the deadline means nothing). */
export const MAX_TIME_LIMIT_SECONDS = 7 * 24 * 60 * 60;
/** Shortest time limit, seconds: one minute, so a question can be read at all. */
export const MIN_TIME_LIMIT_SECONDS = 60;
/** Largest extra-time factor an accommodation gives (×4; a common ceiling of exam accommodations is ×2). */
export const MAX_EXTRA_TIME_FACTOR = 4;
/** Most extra minutes an accommodation gives: one week. */
export const MAX_EXTRA_MINUTES = 7 * 24 * 60;

const seconds = z
  .number({ error: 'Enter a number of seconds' })
  .int('Must be a whole number of seconds')
  .min(MIN_TIME_LIMIT_SECONDS, `At least ${MIN_TIME_LIMIT_SECONDS} seconds`)
  .max(MAX_TIME_LIMIT_SECONDS, `At most ${MAX_TIME_LIMIT_SECONDS} seconds`);

/**
 * A template's time limits (docs/product.md#rule-time-limits), seconds: per question, counted from when the
 * question's time starts, and for the whole session, counted from the first question shown.
 */
export const TimeLimitsSchema = z.object({
  perQuestionSeconds: seconds.optional(),
  sessionSeconds: seconds.optional(),
});
export type TimeLimits = z.infer<typeof TimeLimitsSchema>;

/**
 * Body of `POST /api/session/{id}/accommodation`: extra time for the session's time limits, as a factor
 * (×1.5) or as minutes added to each limit, exactly one of them, and why (recorded in the history).
 */
export const TimeAccommodationRequestSchema = z
  .object({
    extraTimeFactor: z
      .number({ error: 'Enter a factor, like 1.5' })
      .gt(1, 'More than 1')
      .max(MAX_EXTRA_TIME_FACTOR, `At most ${MAX_EXTRA_TIME_FACTOR}`)
      .optional(),
    extraMinutes: z
      .number({ error: 'Enter a number of minutes' })
      .int('Must be a whole number of minutes')
      .min(1, 'At least 1 minute')
      .max(MAX_EXTRA_MINUTES, `At most ${MAX_EXTRA_MINUTES} minutes`)
      .optional(),
    reason: z
      .string({ error: 'Give the reason' })
      .trim()
      .min(1, 'Give the reason')
      .max(500, 'At most 500 characters'),
  })
  .refine((b) => (b.extraTimeFactor === undefined) !== (b.extraMinutes === undefined), {
    message: 'Give either a factor or a number of minutes',
    path: ['extraTimeFactor'],
  });
export type TimeAccommodationRequest = z.input<typeof TimeAccommodationRequestSchema>;

/** Extra time granted to a session: a factor, extra minutes, or both from successive grants. */
export interface ExtraTime {
  extraTimeFactor?: number;
  extraMinutes?: number;
}

/**
 * A limit with its extra time, ms: `seconds × factor + minutes`.
 * @param seconds - the template's limit, seconds.
 */
export function allowedMs(seconds: number, extra: ExtraTime = {}): number {
  return Math.round(seconds * 1000 * (extra.extraTimeFactor ?? 1) + (extra.extraMinutes ?? 0) * 60_000);
}

/**
 * When an answer can no longer be saved, epoch ms: the earlier of the session limit counted from
 * `sessionStart` and the question limit counted from `questionStart`, each with the extra time; undefined
 * without limits (or without a start, before the first question was shown).
 * @param starts - epoch ms; `questionStart` defaults to `sessionStart`.
 */
export function timeLimitEndsAt(
  limits: TimeLimits | undefined,
  extra: ExtraTime | undefined,
  starts: { sessionStart?: number; questionStart?: number },
): number | undefined {
  const { sessionStart } = starts;
  if (!limits || sessionStart === undefined) return undefined;
  const questionStart = starts.questionStart ?? sessionStart;
  const ends = [
    limits.sessionSeconds !== undefined ? sessionStart + allowedMs(limits.sessionSeconds, extra) : undefined,
    limits.perQuestionSeconds !== undefined
      ? questionStart + allowedMs(limits.perQuestionSeconds, extra)
      : undefined,
  ].filter((end): end is number => end !== undefined);
  return ends.length ? Math.min(...ends) : undefined;
}

/** Answer of `POST /api/session/{id}/accommodation`: the session's limits and the extra time now given. */
export const SessionTimeSchema = z.object({
  id: z.string(),
  timeLimits: TimeLimitsSchema.optional(),
  extraTime: z.object({
    extraTimeFactor: z.number().optional(),
    extraMinutes: z.number().optional(),
    reason: z.string(),
    by: z.object({ userId: z.string(), name: z.string() }),
    at: z.string(),
  }),
});
export type SessionTime = z.infer<typeof SessionTimeSchema>;
