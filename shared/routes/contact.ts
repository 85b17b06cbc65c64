import { ContactMessageSchema, ContactReceiptSchema, EarlyAccessRequestSchema } from '../schemas/contact';
import type { Capabilities } from '../capabilities';
import type { RouteDef } from '../route-def';

/**
 * Contact and early-access forms of the public landing page (`functions/contact`),
 * docs/architecture.md#route-table. Public: anyone may call them, so the handler limits how often one client
 * address can (429).
 */
export const contactRoutes = {
  sendContactMessage: {
    method: 'POST',
    path: '/api/contact',
    resource: 'contact',
    access: 'public',
    status: 201,
    body: ContactMessageSchema,
    response: ContactReceiptSchema,
  },
  requestEarlyAccess: {
    method: 'POST',
    path: '/api/contact/EarlyAccess',
    resource: 'contact',
    access: 'public',
    status: 201,
    body: EarlyAccessRequestSchema,
    response: ContactReceiptSchema,
  },
} as const satisfies Record<string, RouteDef>;

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

/** What the `contact` Lambda may use (docs/decisions/0013-capability-declarations.md). Stores contact and early-access messages (write-only, its own item types) and e-mails them to the team. */
export const contactCapabilities = {
  table: { keyPrefixes: CONTACT_KEY_PREFIXES },
  email: true,
  originSecret: true,
} as const satisfies Capabilities;
