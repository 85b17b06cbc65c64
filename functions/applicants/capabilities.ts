import type { Capabilities } from '../../shared/capabilities';

/** What the `applicants` Lambda may use (docs/decisions/0013-capability-declarations.md). Applicants, their candidacies and sessions live in the table. */
export const capabilities = {
  table: {
    read: true,
    write: true,
    delete: true,
    batchWrite: true,
    indexes: ['gsi1', 'gsi2', 'gsi3', 'gsi4'],
  },
  schedules: true,
  originSecret: true,
  // An import goes on in the background: the function invokes itself (decision record 0158).
  invokeSelf: true,
} as const satisfies Capabilities;
