import type { z } from 'zod';
import { ApiError } from '../../../api/client';

/** One message per form field, keyed by the field's name in the request body. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message of each field in a failed zod parse (the same schemas the API parses with). */
export function zodFieldErrors<K extends string>(error: z.ZodError): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_') as K;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The first message of each field in an API `ValidationFailed` answer's `details` (keyed by dotted field
 * path), or an empty object for any other error.
 */
export function apiFieldErrors<K extends string>(error: unknown): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  if (!(error instanceof ApiError) || !error.details) return errors;
  for (const [path, messages] of Object.entries(error.details)) {
    const key = path.split('.')[0] as K;
    if (messages[0]) errors[key] ??= messages[0];
  }
  return errors;
}
