import { ERROR_STATUS, type ErrorCode } from '../../shared/errors';

/**
 * Base of every error a handler throws on purpose. The error middleware answers it with its status and
 * the body `{ error: code, message, details? }` (docs/architecture.md#errors).
 */
export class ApiError extends Error {
  readonly status: number;
  /** Values of the message for clients that translate it by `code` (the applicant's page). */
  params?: Record<string, string | number>;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = code;
    this.status = ERROR_STATUS[code];
  }
}

/** Attaches the values of a message (`params` of the error body) and returns the same error. */
export function withParams<E extends ApiError>(error: E, params: Record<string, string | number>): E {
  error.params = params;
  return error;
}

/** 404: the item does not exist or belongs to another organization (both look the same to the caller). */
export class NotFound extends ApiError {
  constructor(what = 'item') {
    super('NotFound', `The requested ${what} was not found.`);
  }
}

/** 401: no valid credentials. */
export class Unauthorized extends ApiError {
  constructor(message = 'Please sign in to continue.') {
    super('Unauthorized', message);
  }
}

/** 403: signed in, but not allowed. */
export class Forbidden extends ApiError {
  constructor(message = 'You are not allowed to do this.') {
    super('Forbidden', message);
  }
}

/** 409: the item's state does not allow the change. */
export class Conflict extends ApiError {
  constructor(message: string) {
    super('Conflict', message);
  }
}

/** 422: a tracking system's order cannot start; the tracking system shows the message to its user. */
export class AssessmentRefused extends ApiError {
  constructor(message: string) {
    super('AssessmentRefused', message);
  }
}

/** 400: input failed validation; `details` has per-field messages. */
export class ValidationFailed extends ApiError {
  constructor(details: Record<string, string[]>, message = 'Some fields are missing or invalid.') {
    super('ValidationFailed', message, details);
  }
}

/** 429 with `Retry-After` (seconds). */
export class TooManyRequests extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('TooManyRequests', message, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

/** 502: a service we depend on (Bedrock, SES, Cognito) failed or answered nonsense. */
export class UpstreamFailed extends ApiError {
  constructor(message: string) {
    super('UpstreamFailed', message);
  }
}
