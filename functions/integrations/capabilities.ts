import type { Capabilities } from '../../shared/capabilities';

/**
 * What the `integrations` Lambda may use (docs/decisions/0013-capability-declarations.md): API keys,
 * webhook endpoints and their deliveries live in the table; `webhooks` names the endpoint URLs allowed.
 */
export const capabilities = {
  table: { read: true, write: true, delete: true, indexes: ['gsi1'] },
  originSecret: true,
  webhooks: true,
} as const satisfies Capabilities;
