import { entity } from '../entity-options';
import { createdAt } from '../attributes';

/**
 * A webhook endpoint of an organization (docs/integrations.md): the URL, the events it gets and its
 * Standard Webhooks signing secret (`whsec_…`, needed in clear to sign; the table is encrypted at rest and
 * no answer but the one that made or rotated it carries the secret). Keyed by organization, so the events
 * of a state change find their endpoints with one query.
 */
export const Webhook = entity({
  model: { entity: 'webhook', version: '1', service: 'hiring' },
  attributes: {
    orgId: { type: 'string', required: true, readOnly: true },
    webhookId: { type: 'string', required: true, readOnly: true },
    url: { type: 'string', required: true, readOnly: true },
    events: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
    description: { type: 'string', readOnly: true },
    secret: { type: 'string', required: true },
    createdAt,
  },
  indexes: {
    byOrg: { pk: { field: 'pk', composite: ['orgId'] }, sk: { field: 'sk', composite: ['webhookId'] } },
  },
});
