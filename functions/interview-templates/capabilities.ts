import type { Capabilities } from '../../shared/capabilities';

/**
 * What the `interview-templates` Lambda may use (docs/decisions/0013-capability-declarations.md). Templates in
 * the table; the LLM writes one question for the editor, and whole templates through the generation worker
 * (`startGeneration`), under the AI budget that `ai` configures.
 */
export const capabilities = {
  table: { read: true, write: true, delete: true, indexes: ['gsi1', 'gsi3', 'gsi4'] },
  ai: true,
  startGeneration: true,
  originSecret: true,
} as const satisfies Capabilities;
