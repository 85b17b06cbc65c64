import * as z from 'zod';
import { PageQuerySchema, pageSchema, TimestampSchema } from './common';

/**
 * What the audit log records (docs/decisions/0034-audit-log-and-retention.md): who looked at or changed
 * what. Ids and actions only; never answer text.
 */
export const AUDIT_ACTIONS = [
  'session.view',
  'session.review',
  'session.rescore',
  'session.decision',
  'session.evaluation-mode',
  'session.accommodation',
  'applicant.export',
  'applicant.delete',
  'candidates.export',
  'template.create',
  'template.edit',
  'template.delete',
  'position.delete',
  'team.invite',
  'team.cancel-invitation',
  'team.remove-member',
  'settings.privacy',
  'api-key.create',
  'api-key.revoke',
  'api-key.use',
  'webhook.create',
  'webhook.delete',
  'webhook.rotate-secret',
  'webhook.resend',
  'report.adverse-impact',
  'request.answer',
  'team.auditor',
  'session.decision-email',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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
