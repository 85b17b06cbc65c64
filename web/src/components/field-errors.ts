import type { z } from 'zod';
import { ApiError } from '../api/client';

/** One message per form field, keyed by the field's name in the request body; `_` for the whole form. */
export type FieldErrors<K extends string> = Partial<Record<K | '_', string>>;

/** The first message of each field in a failed zod parse (the same schemas the API parses with). */
export function zodFieldErrors<K extends string>(error: z.ZodError): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_') as K | '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The first message of each field in an API `ValidationFailed` answer's `details` (keyed by dotted field
 * path, sometimes prefixed `body.`), or an empty object for any other error.
 * @param known - the form's fields; a message about any other field goes to `_` so it is still shown.
 */
export function apiFieldErrors<K extends string>(error: unknown, known?: readonly string[]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  if (!(error instanceof ApiError) || !error.details) return errors;
  for (const [path, messages] of Object.entries(error.details)) {
    const field = path.replace(/^body\./, '').split('.')[0] ?? '_';
    const key = (known && !known.includes(field) ? '_' : field) as K | '_';
    if (messages[0]) errors[key] ??= messages[0];
  }
  return errors;
}
