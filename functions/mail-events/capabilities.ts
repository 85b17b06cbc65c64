import type { Capabilities } from '../../shared/capabilities';

/**
 * Partition-key prefixes of what it reads and marks: sessions (`session`'s `byId`) and applicants, kept in
 * their organization's partition (`applicant`'s `byId`).
 */
export const MAIL_EVENTS_KEY_PREFIXES = ['$hiring#sessionid_', '$hiring#orgid_'] as const;

/**
 * The mail-events function: marks a session's access-code e-mail bounced or complained, and an
 * applicant's hard-bounced address, from SES events (decision record 0047).
 */
export const capabilities = {
  table: { read: true, write: true, keyPrefixes: MAIL_EVENTS_KEY_PREFIXES },
} as const satisfies Capabilities;
