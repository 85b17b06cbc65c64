import type { Capabilities } from '../../shared/capabilities';

/**
 * The retention worker (fed by the table's stream with the session items TTL removed) deletes what is
 * left in their partitions (docs/decisions/0035-retention-by-ttl.md) and moves the session's candidate in
 * its job position's ranking (docs/decisions/0071-ranking-sorted-by-a-stored-rank-key.md).
 */
export const capabilities = {
  table: { read: true, write: true, delete: true, batchWrite: true, indexes: ['gsi2', 'gsi4'] },
} as const satisfies Capabilities;
