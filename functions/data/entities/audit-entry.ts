import { entity } from '../entity-options';
import { AUDIT_ACTIONS } from '../../../shared/audit-actions';
import { createdAt, newId } from '../attributes';

/**
 * One entry of an organization's audit log (docs/decisions/0034-audit-log-and-retention.md): who did
 * what to which item, when. Append-only: created with a create-if-absent condition and never updated or
 * deleted by any route; kept for the record period (`expiresAt`, epoch seconds; shared/records.ts), so
 * it outlives the data it names (ids and actions only, no answer text). Keyed by organization, newest
 * last (ULID).
 */
export const AuditEntry = entity({
  model: { entity: 'auditEntry', version: '1', service: 'hiring' },
  attributes: {
    orgId: { type: 'string', required: true, readOnly: true },
    auditId: { type: 'string', required: true, readOnly: true, default: newId },
    action: { type: AUDIT_ACTIONS, required: true, readOnly: true },
    byUserId: { type: 'string', required: true, readOnly: true },
    byName: { type: 'string', required: true, readOnly: true },
    targetId: { type: 'string', readOnly: true },
    detail: { type: 'string', readOnly: true },
    createdAt,
    /** End of the record period, epoch seconds (TTL); absent on entries written before it was kept. */
    expiresAt: { type: 'number', readOnly: true },
  },
  indexes: {
    byOrg: { pk: { field: 'pk', composite: ['orgId'] }, sk: { field: 'sk', composite: ['auditId'] } },
  },
});
