import type { Capabilities } from '../../shared/capabilities';

/**
 * The mail-events function: marks a session's access-code e-mail bounced or complained, and an
 * applicant's hard-bounced address, from SES events (decision record 0047).
 */
export const capabilities = {
  table: 'readWrite',
} as const satisfies Capabilities;
