import type { Capabilities } from '../../shared/capabilities';

/** The scoring worker reads the submitted answers, asks the LLM and writes the session result. */
export const capabilities = {
  table: 'readWrite',
  ai: true,
} as const satisfies Capabilities;
