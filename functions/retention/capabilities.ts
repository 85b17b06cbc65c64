import type { Capabilities } from '../../shared/capabilities';

/**
 * The retention worker (fed by the table's stream with the session items TTL removed) deletes what is
 * left in their partitions (docs/decisions/0035-retention-by-ttl.md).
 */
export const capabilities = {
  table: 'readWrite',
} as const satisfies Capabilities;
