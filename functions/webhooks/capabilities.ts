import type { Capabilities } from '../../shared/capabilities';

/**
 * The webhook worker (docs/decisions/0124-webhook-delivery-queue.md): reads and records deliveries in the
 * table, and sends each next try to the delivery queue with its delay. Reading the table's stream and the
 * queue is the event source mappings' access, which CDK gives with them. Tracking systems' callbacks carry
 * the organization's credential, read from its secret (`GetSecretValue` only, decision record 0167).
 */
export const capabilities = {
  table: { read: true, write: true, delete: true, indexes: ['gsi1'] },
  webhookQueue: true,
  trackingSecrets: { actions: ['GetSecretValue'] },
} as const satisfies Capabilities;
