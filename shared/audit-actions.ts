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
  'session.feedback',
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
  'ats.connection',
  'report.adverse-impact',
  'request.answer',
  'team.auditor',
  'session.decision-email',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
