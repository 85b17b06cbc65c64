import { entity } from '../entity-options';
import { createdAt } from '../attributes';
import { MANAGER_ROLES } from '../../../shared/route-def';

/**
 * A manager's membership of one organization. Keyed by the Cognito user id (`sub`), so the request's
 * organization is one GetItem away from the verified token; listed per organization through gsi1.
 */
export const Membership = entity({
  model: { entity: 'membership', version: '1', service: 'hiring' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    orgId: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true },
    name: { type: 'string', required: true },
    role: { type: MANAGER_ROLES, required: true },
    createdAt,
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
    byOrg: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['orgId'] },
      sk: { field: 'gsi1sk', composite: ['userId'] },
    },
  },
});
