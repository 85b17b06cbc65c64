import type { Capabilities } from '../../shared/capabilities';

/** What the `job-positions` Lambda may use (docs/decisions/0013-capability-declarations.md). Positions and candidates in the table; "Create Custom Interview Template" starts the generation worker.
 * Also serves `POST /api/interviews/GenerateCustomForJobPosition` (route `generateForJobPosition`): a public
 * path under `/api/interviews` kept as the contract, served here because the template belongs to the position. */
export const capabilities = {
  table: {
    read: true,
    write: true,
    delete: true,
    batchWrite: true,
    indexes: ['gsi1', 'gsi2', 'gsi3', 'gsi4'],
  },
  startGeneration: true,
  originSecret: true,
} as const satisfies Capabilities;
