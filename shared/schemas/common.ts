import * as z from 'zod';

/** Largest page a list route returns (items). */
export const MAX_PAGE_SIZE = 100;
/** Page size when the client names none (items). */
export const DEFAULT_PAGE_SIZE = 50;

/** An id made by the server: a ULID (26 Crockford base-32 characters, time-ordered). */
export const IdSchema = z
  .string()
  .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/i, 'Not a valid id')
  .transform((s) => s.toUpperCase());

/** `{id}` path parameter. */
export const IdParamsSchema = z.object({ id: IdSchema });

/** Query of every paginated list: `limit` (1-100 items) and the opaque `cursor` of the previous page. */
export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: z.string().min(1).max(2048).optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** A page of items; `nextCursor` is null on the last page. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
export type Page<T> = { items: T[]; nextCursor: string | null };

/** Free text up to `max` characters, trimmed; empty is allowed and means "not given". */
export const optionalText = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).optional();

/** Required text of 1 to `max` characters, trimmed. */
export const requiredText = (max: number, label = 'This field') =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `At most ${max} characters`);

/** An e-mail address (RFC 5321 limit of 254 characters), lower-cased. */
export const EmailSchema = z
  .string({ error: 'E-mail is required' })
  .trim()
  .max(254, 'At most 254 characters')
  .pipe(z.email('Enter a valid e-mail address'))
  .transform((s) => s.toLowerCase());

/** ISO-8601 date-time string as stored. */
export const TimestampSchema = z.string();

/** Phone numbers as people type them: digits with optional +, spaces, dots, dashes and brackets. */
const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{4,24}$/;

/** An optional phone number (empty means "not given"). */
export const OptionalPhoneSchema = z
  .string()
  .trim()
  .max(30, 'At most 30 characters')
  .refine((s) => s === '' || PHONE_PATTERN.test(s), 'Enter a valid phone number')
  .optional();
