import type { Capabilities } from '../../shared/capabilities';

/**
 * The generation worker reads a `generating` template, asks the LLM for its questions and writes them to it,
 * and settles the organization's AI budget; it puts a throttled run back on the generation queue.
 */
export const capabilities = {
  table: { read: true, write: true, indexes: ['gsi3', 'gsi4'] },
  ai: true,
  startGeneration: true,
} as const satisfies Capabilities;
