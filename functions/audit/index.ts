/**
 * Audit log module: records who did what to which record, and lists the log. Other modules use only what
 * this file exports (docs/decisions/0061-domain-modules-and-boundaries.md).
 */
export { auditCreate, listAudit, recordAudit } from './audit-log';
