import type { Capabilities } from '../../shared/capabilities';

/** What the `account` Lambda may use (docs/decisions/0013-capability-declarations.md). Organizations and memberships in the table; sign-in, sign-up and codes through the app client. */
export const capabilities = {
  table: 'readWrite',
  userPool: { admin: [] },
} as const satisfies Capabilities;
