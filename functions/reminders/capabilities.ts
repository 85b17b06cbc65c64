import type { Capabilities } from '../../shared/capabilities';

/**
 * The reminder worker (invoked by a session's schedule) reads the session, e-mails the reminder and
 * records it on the session (decision record 0028).
 */
export const capabilities = {
  table: { read: true, write: true, delete: true, indexes: ['gsi1'] },
  email: true,
} as const satisfies Capabilities;
