import type { Capabilities } from '../../shared/capabilities';

/**
 * The generation worker reads a `generating` template, asks the LLM for its questions and writes them to it,
 * and settles the organization's AI budget.
 */
export const capabilities = {
  table: { read: true, write: true, indexes: ['gsi3', 'gsi4'] },
  ai: true,
} as const satisfies Capabilities;
