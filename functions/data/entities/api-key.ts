import { entity } from '../entity-options';
import { createdAt } from '../attributes';

/**
 * An organization API key (docs/integrations.md). Keyed by its id, which the key itself carries
 * (`hk_<id>_<secret>`), so checking a presented key is one GetItem; listed per organization through gsi1.
 * Only the SHA-256 of the 256-bit random secret is stored. `expiresOn` is not the table's TTL attribute:
 * an expired or revoked key stays listed (and refused) until the owner looks at it.
 */
export const ApiKey = entity({
  model: { entity: 'apiKey', version: '1', service: 'hiring' },
  attributes: {
    keyId: { type: 'string', required: true, readOnly: true },
    orgId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true, readOnly: true },
    scopes: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
    /** Hex SHA-256 of the key's secret part. */
    secretHash: { type: 'string', required: true, readOnly: true },
    /** Name of the owner who created it. */
    createdBy: { type: 'string', required: true, readOnly: true },
    /** ISO time after which the key is refused. */
    expiresOn: { type: 'string', required: true, readOnly: true },
    revokedAt: { type: 'string' },
    lastUsedAt: { type: 'string' },
    createdAt,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['keyId'] }, sk: { field: 'sk', composite: [] } },
    byOrg: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['orgId'] },
      sk: { field: 'gsi1sk', composite: ['keyId'] },
    },
  },
});
