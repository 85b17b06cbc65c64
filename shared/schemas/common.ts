import * as z from 'zod';
import { MAX_DUE_IN_DAYS, MIN_DUE_IN_DAYS } from '../deadline-rules';
import { LANGUAGES } from '../interview-options';

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

/**
 * Search text of a list (`q`): trimmed, at most 100 characters; empty means "no search". The server matches
 * it case- and accent-insensitively as a substring of the list's searchable fields
 * (docs/decisions/0062-server-side-lists.md).
 */
export const SearchTextSchema = z
  .string()
  .trim()
  .max(100, 'At most 100 characters')
  .optional()
  .transform((s) => (s ? s : undefined));

/** Direction of a sorted list. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * Query of a list paginated, sorted and searched on the server (docs/decisions/0062-server-side-lists.md):
 * a page (`limit`, `cursor`), `q` ({@link SearchTextSchema}), `sort` (one of `sorts`, default the first:
 * `createdAt`) and `order` (default `desc`, newest first). A cursor is only valid with the `q`, `sort` and
 * `order` it was issued for; another combination answers 400. A page may hold fewer than `limit` items while
 * `nextCursor` is set (a search reads a bounded number of rounds per request).
 */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(sorts: S) {
  return PageQuerySchema.extend({
    q: SearchTextSchema,
    sort: z.enum(sorts).default(sorts[0] as S[number] as never),
    order: z.enum(SORT_ORDERS).default('desc'),
  });
}

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

/** Largest answer an applicant can save, characters. */
export const MAX_ANSWER_LENGTH = 10_000;

/** One of the spec's 10 interview languages. */
export const LanguageSchema = z.enum(LANGUAGES, { error: 'Choose a language from the list' });

/** Tokens an AI call used; `estimated` when counted by the offline generator rather than a model. */
export const TokenUsageSchema = z.object({
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  totalTokens: z.number().int(),
  estimated: z.boolean(),
});
export type TokenUsage = z.infer<typeof TokenUsageSchema>;

/** Days an applicant has to finish: a whole number from 1 to 60 (shared/deadline-rules.ts). */
export const DueInDaysSchema = z.coerce
  .number({ error: 'Enter a number of days' })
  .int('Must be a whole number of days')
  .min(MIN_DUE_IN_DAYS, `At least ${MIN_DUE_IN_DAYS} day`)
  .max(MAX_DUE_IN_DAYS, `At most ${MAX_DUE_IN_DAYS} days`);
