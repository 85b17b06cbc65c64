import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../components/field-errors';

/**
 * Checks form values with the same zod schema the API parses with, so the visitor sees the server's rules
 * before sending. Returns the parsed value, or the per-field messages.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors<string> } {
  const result = schema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: zodFieldErrors(result.error) };
}

/**
 * Leaves out the optional fields the visitor left empty, so the request carries only what was given. Meant
 * for values that passed {@link validate}: required fields are never empty then, so the type stays `T`.
 */
export function dropEmpty<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined)) as T;
}

/** Shown when the flood limit answers 429: nothing is wrong with the form, the visitor should wait. */
export const TOO_MANY_REQUESTS_DETAIL =
  'You have sent several requests in a short time. Please try again later.';

/**
 * The toast detail for a failed public form submit: a 429 says to try again later, a 400 points at the
 * highlighted fields, anything else says what could not be done.
 * @param what - what was being sent, e.g. "your message".
 */
export function submitErrorDetail(error: unknown, what: string): string {
  if (error instanceof ApiError && error.status === 429) return TOO_MANY_REQUESTS_DETAIL;
  if (error instanceof ApiError && error.status === 400) return 'Please correct the highlighted fields.';
  return `We could not send ${what}. Please try again.`;
}

/** Per-field messages of a 400 answer, to show under the fields; empty for any other error. */
export function serverFieldErrors(error: unknown): FieldErrors<string> {
  return error instanceof ApiError && error.status === 400 ? apiFieldErrors(error) : {};
}
