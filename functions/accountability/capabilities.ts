import type { Capabilities } from '../../shared/capabilities';

/**
 * What the `accountability` Lambda may use (docs/decisions/0013-capability-declarations.md):
 * self-identification, requests and memberships in the table, sessions read for the report and the
 * explanation drafts, the e-mail that carries a person's answer to a request, and feedback reports a
 * model drafts on the generation worker.
 */
export const capabilities = {
  table: { read: true, write: true, delete: true, batchWrite: true, indexes: ['gsi1', 'gsi2'] },
  email: true,
  // A feedback report a model writes is queued on the generation worker (decision record 0168).
  startGeneration: true,
  originSecret: true,
} as const satisfies Capabilities;
