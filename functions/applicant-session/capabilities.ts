import type { Capabilities } from '../../shared/capabilities';

/** What the `applicant-session` Lambda may use (docs/decisions/0013-capability-declarations.md). The applicant's answers in the table; finishing a session starts scoring. */
export const capabilities = {
  table: { read: true, write: true, delete: true, batchWrite: true, indexes: ['gsi1'] },
  // Asks the follow-up questions after a save (decision record 0120).
  ai: true,
  startScoring: true,
  schedules: true,
  originSecret: true,
} as const satisfies Capabilities;
