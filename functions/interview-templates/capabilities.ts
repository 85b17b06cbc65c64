import type { Capabilities } from '../../shared/capabilities';

/** What the `interview-templates` Lambda may use (docs/decisions/0013-capability-declarations.md). Templates in the table, written by the LLM. */
export const capabilities = {
  table: 'readWrite',
  ai: true,
  originSecret: true,
} as const satisfies Capabilities;
