import type { Capabilities } from '../../shared/capabilities';

/** What the `sessions` Lambda may use (docs/decisions/0013-capability-declarations.md). Sessions in the table, access codes e-mailed, custom templates started on the generation worker, "Check for completion" starts scoring, one answer re-scored by the AI.
 * Also serves `POST /api/interviews/GenerateCustomForApplicant` (route `generateForApplicant`): a public path
 * under `/api/interviews` kept as the contract, served here because a session of it follows. */
export const capabilities = {
  table: {
    read: true,
    write: true,
    delete: true,
    batchWrite: true,
    indexes: ['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5', 'gsi6'],
  },
  email: true,
  // Re-scores one answer on a manager's request (`POST /api/session/{id}/answers/{questionId}/rescore`);
  // a session re-score (`POST /api/session/{id}/rescore`) runs on the scoring worker (`startScoring`).
  ai: true,
  startScoring: true,
  startGeneration: true,
  schedules: true,
  originSecret: true,
} as const satisfies Capabilities;
