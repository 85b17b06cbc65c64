import type { Capabilities } from '../../shared/capabilities';

/**
 * The generation worker reads a `generating` template, asks the LLM for its questions and writes them to it,
 * and settles the organization's AI budget; it puts a throttled run back on the generation queue. It drafts
 * feedback reports with the model too, and with `auto` e-mails the applicant the link once drafted.
 */
export const capabilities = {
  table: { read: true, write: true, indexes: ['gsi3', 'gsi4'] },
  ai: true,
  startGeneration: true,
  // A feedback report drafted with `auto` is e-mailed when written (decision record 0168).
  email: true,
} as const satisfies Capabilities;
