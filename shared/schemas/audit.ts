import * as z from 'zod';
import { PageQuerySchema, pageSchema, TimestampSchema } from './common';
import { AUDIT_ACTIONS } from '../audit-actions';

export { AUDIT_ACTIONS, type AuditAction } from '../audit-actions';

/** One audit entry. */
export const AuditEntrySchema = z.object({
  id: z.string(),
  at: TimestampSchema,
  action: z.enum(AUDIT_ACTIONS),
  by: z.object({ userId: z.string(), name: z.string() }),
  /** The item acted on: a session, applicant, template, position, member or invitation id. */
  targetId: z.string().optional(),
  /** Short facts about the action (a decision, a score), never applicant text. */
  detail: z.string().optional(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** Query of `GET /api/audit`: a page, newest first, optionally one action only. */
export const AuditQuerySchema = PageQuerySchema.extend({ action: z.enum(AUDIT_ACTIONS).optional() });

/** Answer of `GET /api/audit`. */
export const AuditPageSchema = pageSchema(AuditEntrySchema);
