import * as z from 'zod';
import { IdSchema, PageQuerySchema, pageSchema, requiredText, TimestampSchema } from './common';
import { REQUEST_KINDS } from '../request-rules';

export { DEFAULT_REQUEST_DUE_DAYS, REQUEST_KINDS, type RequestKind } from '../request-rules';

/** Body of `POST /api/session/{id}/requests` (applicant token, after submitting). */
export const NewRequestSchema = z.object({
  kind: z.enum(REQUEST_KINDS),
  message: z.string().trim().max(2000, 'At most 2000 characters').default(''),
});

/** Answer of `POST /api/session/{id}/requests`: the tracked request, with the date it is due by. */
export const RequestReceiptSchema = z.object({ id: z.string(), dueAt: TimestampSchema });

/**
 * One request on the managers' list. `message` and `response` are removed once the session's retention
 * ends (docs/product.md#records); `applicantName` is then absent.
 */
export const ApplicantRequestSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  kind: z.enum(REQUEST_KINDS),
  status: z.enum(['open', 'answered']),
  message: z.string().optional(),
  applicantName: z.string().optional(),
  language: z.string(),
  createdAt: TimestampSchema,
  dueAt: TimestampSchema,
  overdue: z.boolean(),
  response: z.string().optional(),
  respondedAt: TimestampSchema.optional(),
  respondedByName: z.string().optional(),
});
export type ApplicantRequest = z.infer<typeof ApplicantRequestSchema>;

/** Query of `GET /api/requests`: a page, newest first, optionally open ones only. */
export const RequestListQuerySchema = PageQuerySchema.extend({
  status: z.enum(['open', 'answered']).optional(),
});

/** Answer of `GET /api/requests`. */
export const RequestPageSchema = pageSchema(ApplicantRequestSchema);

/** `{id}` of a request. */
export const RequestParamsSchema = z.object({ id: IdSchema });

/** Answer of `GET /api/requests/{id}/draft`: a plain-language draft in the interview's language. */
export const RequestDraftSchema = z.object({ text: z.string(), language: z.string() });

/**
 * Longest answer to a request a person sends, characters: as long as the longest answer an applicant may
 * write, so the product's sender carries no more of an organization's own text than an interview holds.
 */
export const MAX_REQUEST_RESPONSE_LENGTH = 10_000;

/** Body of `POST /api/requests/{id}/response`: the text a person wrote or edited, sent as is. */
export const RequestResponseSchema = z.object({
  text: requiredText(MAX_REQUEST_RESPONSE_LENGTH, 'The answer'),
});

/**
 * Answer of `GET /api/session/{id}/requests` (applicant token or request link,
 * docs/decisions/0122-request-links.md): the organization, the interview's language, how many days a new
 * request is due in, and the session's requests with their status only (the answers go by e-mail).
 */
export const SessionRequestsSchema = z.object({
  organizationName: z.string(),
  language: z.string(),
  requestDueDays: z.number().int(),
  requests: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(REQUEST_KINDS),
      status: z.enum(['open', 'answered']),
      createdAt: TimestampSchema,
      dueAt: TimestampSchema,
      respondedAt: TimestampSchema.optional(),
    }),
  ),
});
export type SessionRequests = z.infer<typeof SessionRequestsSchema>;
