import { ContactMessageSchema, ContactReceiptSchema, EarlyAccessRequestSchema } from '../schemas/contact';
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
    flood: 'own',
    status: 201,
    body: ContactMessageSchema,
    response: ContactReceiptSchema,
  },
  requestEarlyAccess: {
    method: 'POST',
    path: '/api/contact/EarlyAccess',
    resource: 'contact',
    access: 'public',
    flood: 'own',
    status: 201,
    body: EarlyAccessRequestSchema,
    response: ContactReceiptSchema,
  },
} as const satisfies Record<string, RouteDef>;
