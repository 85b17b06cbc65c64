import * as z from 'zod';

/**
 * Error codes the API answers with. Each maps to one HTTP status (see `ERROR_STATUS`).
 * Source: docs/architecture.md#errors.
 */
export const ERROR_CODES = [
  'ValidationFailed',
  'Unauthorized',
  'InvalidCredentials',
  'InvalidAccessCode',
  'UserNotConfirmed',
  'Forbidden',
  'EmailNotVerified',
  'NoOrganization',
  'NotFound',
  'Conflict',
  'AnswerVersionLimit',
  'SessionSubmitted',
  'TimeLimitExceeded',
  'SessionExpired',
  'PayloadTooLarge',
  'UnsupportedMediaType',
  'IdempotencyKeyReused',
  'AssessmentRefused',
  'TooManyRequests',
  'AI_BUDGET_EXCEEDED',
  'UpstreamFailed',
  'InternalError',
] as const;

/** One of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP status for each error code. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  ValidationFailed: 400,
  Unauthorized: 401,
  InvalidCredentials: 401,
  InvalidAccessCode: 401,
  UserNotConfirmed: 403,
  Forbidden: 403,
  /** The user pool does not hold the caller's e-mail as verified (docs/decisions/0074-invitations-only-to-verified-addresses.md). */
  EmailNotVerified: 403,
  NoOrganization: 403,
  NotFound: 404,
  Conflict: 409,
  /** An answer holds its most versions already (`MAX_ANSWER_VERSIONS`, shared/session-rules.ts). */
  AnswerVersionLimit: 409,
  SessionSubmitted: 409,
  /** A save after the session's or the question's time limit (docs/product.md#rule-time-limits). */
  TimeLimitExceeded: 409,
  SessionExpired: 410,
  /** A body over the route's `maxBodyBytes` (shared/route-def.ts), refused before it is parsed. */
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  IdempotencyKeyReused: 422,
  /**
   * A tracking system's order that cannot start (Ashby's `assessment.start`: an unknown template, or one
   * whose questions are being written); Ashby shows the `message` to its user on a 422
   * (https://developers.ashbyhq.com/reference/assessmentstart).
   */
  AssessmentRefused: 422,
  TooManyRequests: 429,
  /** The organization's monthly AI budget is spent (docs/decisions/0052-monthly-ai-budget.md). */
  AI_BUDGET_EXCEEDED: 429,
  UpstreamFailed: 502,
  InternalError: 500,
};

/** Key of the 409 `Conflict` details that holds the id of the applicant with the same e-mail. */
export const EXISTING_APPLICANT_DETAIL = 'existingApplicantId';

/**
 * Per-field messages: the key is the field's dotted path (`email`, `questions.0.text`),
 * `_` holds messages about the whole input.
 */
export const ErrorDetailsSchema = z.record(z.string(), z.array(z.string()));

/** Body of every non-2xx answer: `{ error, message, details? }`. */
export const ErrorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  details: ErrorDetailsSchema.optional(),
  /**
   * Values of a message the applicant's page translates from the stable `error` code (tries left, minutes
   * to wait, the deadline), so it can say the same thing in the interview's language.
   */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** Body of every non-2xx answer. */
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * Turns a zod error into per-field details, keyed by dotted path (`_` for the root).
 * @param error - a failed `safeParse` result's error.
 * @param prefix - prepended to every path (`query.`, `path.`), empty for the body.
 */
export function zodDetails(error: z.ZodError, prefix = ''): Record<string, string[]> {
  const details: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = prefix + (issue.path.length ? issue.path.join('.') : '_');
    (details[key] ??= []).push(issue.message);
  }
  return details;
}
