/*
 * Kept apart from the client (and its route table and schemas) so code on every page, such as the toasts and
 * the query client's retry rule, can recognise API errors without loading the client
 * (docs/decisions/0072-public-pages-without-the-manager-app.md).
 */

/**
 * A non-2xx answer of the API, parsed from its body `{ error, message, details? }`
 * (docs/architecture.md#errors). `status` 0 with code `NetworkError` means no answer arrived.
 */
export class ApiError extends Error {
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  /** Error code of the body (`ValidationFailed`, `NotFound`, …, or `NetworkError`). */
  readonly code: string;
  /** Per-field messages keyed by dotted field path (`email`, `_` for the whole input). */
  readonly details?: Record<string, string[]>;
  /** Seconds to wait before trying again, from a 429's `Retry-After` header (the applicant's code lock-out). */
  readonly retryAfterSeconds?: number;
  /** Values of the message, for pages that translate it by `code` (tries left, deadline). */
  readonly params?: Record<string, string | number>;

  constructor(
    status: number,
    code: string,
    message: string,
    details?: Record<string, string[]>,
    retryAfterSeconds?: number,
    params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
    this.params = params;
  }
}
