import type { Capabilities } from '../../shared/capabilities';

/** What the `team` Lambda may use (docs/decisions/0013-capability-declarations.md). Members and invitations in the table; invitations are e-mailed. */
export const capabilities = {
  table: { read: true, write: true, delete: true, indexes: ['gsi1'] },
  email: true,
  originSecret: true,
} as const satisfies Capabilities;
