import type { Capabilities } from '../../shared/capabilities';

/**
 * What the `ats` Lambda may use (docs/decisions/0013-capability-declarations.md): tracking systems'
 * orders, applicants and sessions in the table; the session's access code e-mailed (`send_test`, counted
 * against the daily mail caps); `webhooks` names the callback URLs allowed. It adds sessions as a manager
 * does, so it plans their reminder schedules too. It keeps the organizations' tracking-system credentials
 * (the owner's Ashby key, the key Greenhouse calls with) as secrets: read, create, replace and remove, on
 * the stack's prefix only (decision record 0167). No AI, no scoring: those run where the session goes next.
 */
export const capabilities = {
  table: {
    read: true,
    write: true,
    delete: true,
    batchWrite: true,
    indexes: ['gsi1', 'gsi2', 'gsi3', 'gsi4'],
  },
  email: true,
  schedules: true,
  webhooks: true,
  originSecret: true,
  trackingSecrets: { actions: ['GetSecretValue', 'CreateSecret', 'PutSecretValue', 'DeleteSecret'] },
} as const satisfies Capabilities;
