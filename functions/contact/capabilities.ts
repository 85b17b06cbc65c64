import type { Capabilities } from '../../shared/capabilities';

/** What the `contact` Lambda may use (docs/decisions/0013-capability-declarations.md). Stores contact and early-access messages and e-mails them to the team. */
export const capabilities = {
  table: 'readWrite',
  email: true,
} as const satisfies Capabilities;
