import type { Capabilities } from '../../shared/capabilities';

/**
 * Partition-key prefixes of the items the contact Lambda writes: contact messages and early-access
 * requests (partitioned by month) and its two flood-limit counters. Its table access is limited to these
 * (`dynamodb:LeadingKeys`).
 */
export const CONTACT_KEY_PREFIXES = [
  '$hiring#month_',
  '$hiring#scope_contact#',
  '$hiring#scope_early-access#',
] as const;

/** What the `contact` Lambda may use (docs/decisions/0013-capability-declarations.md). Stores contact and early-access messages and e-mails them to the team. */
export const capabilities = {
  table: { write: true, keyPrefixes: CONTACT_KEY_PREFIXES },
  email: true,
  originSecret: true,
} as const satisfies Capabilities;
