import { entity } from '../entity-options';
import { createdAt } from '../attributes';

/**
 * An owner's invitation for someone to join their organization. Keyed by the invitee's e-mail and the
 * inviting organization, so two organizations inviting one address keep separate invitations (neither can
 * replace the other's) and finishing sign-up finds them all with one query; listed per organization through
 * gsi1; removed by TTL.
 */
export const Invitation = entity({
  model: { entity: 'invitation', version: '2', service: 'hiring' },
  attributes: {
    email: { type: 'string', required: true, readOnly: true },
    orgId: { type: 'string', required: true, readOnly: true },
    invitedBy: { type: 'string', required: true },
    invitedByName: { type: 'string', required: true },
    /** Epoch seconds; also the table's TTL attribute. */
    expiresAt: { type: 'number', required: true },
    createdAt,
  },
  indexes: {
    byEmail: { pk: { field: 'pk', composite: ['email'] }, sk: { field: 'sk', composite: ['orgId'] } },
    byOrg: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['orgId'] },
      sk: { field: 'gsi1sk', composite: ['email'] },
    },
  },
});
