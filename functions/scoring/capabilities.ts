import type { Capabilities } from '../../shared/capabilities';

/**
 * The scoring worker reads the submitted answers, asks the LLM and writes the session result; it puts a
 * throttled run back on the scoring queue (`startScoring`).
 */
export const capabilities = {
  table: { read: true, write: true, delete: true, batchWrite: true, indexes: ['gsi1', 'gsi2'] },
  ai: true,
  startScoring: true,
} as const satisfies Capabilities;
