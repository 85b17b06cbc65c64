import * as z from 'zod';
import { IdSchema, PageQuerySchema, pageSchema, TimestampSchema } from './common';
import { API_KEY_SCOPES } from '../api-key-scopes';

export { API_KEY_PREFIX, API_KEY_SCOPES, type ApiKeyScope } from '../api-key-scopes';

/** Longest life of a key, in days; keys always expire. */
export const MAX_API_KEY_DAYS = 365;

/** Body of `POST /api/api-keys`. */
export const CreateApiKeyRequestSchema = z.object({
  name: z.string().trim().min(1, 'Give the key a name').max(80, 'At most 80 characters'),
  scopes: z.array(z.enum(API_KEY_SCOPES)).min(1, 'Choose at least one scope').max(API_KEY_SCOPES.length),
  /** Days until the key stops working (1-365, default 90). */
  expiresInDays: z.number().int().min(1).max(MAX_API_KEY_DAYS).default(90),
});

/** An API key as listed: never the key itself. */
export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: TimestampSchema,
  expiresAt: TimestampSchema,
  revokedAt: TimestampSchema.optional(),
  lastUsedAt: TimestampSchema.optional(),
  createdBy: z.string(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** Answer of `POST /api/api-keys`: the key in clear, shown this once. */
export const CreatedApiKeySchema = ApiKeySchema.extend({ key: z.string() });

/** Answer of `GET /api/api-keys`. */
export const ApiKeyListSchema = z.object({ items: z.array(ApiKeySchema) });

/**
 * Events a webhook can subscribe to (issue 29). Payloads carry ids and states only, never answers or
 * personal data (docs/integrations.md#events).
 */
export const WEBHOOK_EVENTS = [
  'session.submitted',
  'session.scored',
  'session.expired',
  'decision.recorded',
  'applicant.deleted',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** Body of `POST /api/webhooks`. */
export const CreateWebhookRequestSchema = z.object({
  url: z.url({ protocol: /^https?$/, message: 'Enter an http(s) URL' }).max(2048),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, 'Choose at least one event').max(WEBHOOK_EVENTS.length),
  description: z.string().trim().max(200).optional(),
});

/** A webhook endpoint as listed: never its secret. */
export const WebhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string().optional(),
  createdAt: TimestampSchema,
});

/** Answer of `POST /api/webhooks` and of a secret rotation: the `whsec_…` secret in clear, shown this once. */
export const WebhookWithSecretSchema = WebhookSchema.extend({ secret: z.string() });

/** Answer of `GET /api/webhooks`. */
export const WebhookListSchema = z.object({ items: z.array(WebhookSchema) });

/** State of one delivery: waiting for its next try, delivered (a 2xx), or given up after a day. */
export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

/** One try of a delivery: when, and the HTTP status it got or why it got none. */
export const DeliveryTrySchema = z.object({
  at: TimestampSchema,
  status: z.number().int().optional(),
  /** Status or network error; never the receiver's body. */
  error: z.string().optional(),
});
export type DeliveryTry = z.infer<typeof DeliveryTrySchema>;

/** One delivery of an event to one endpoint, with its tries. */
export const WebhookDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every try and on a resend, so receivers can drop duplicates. */
  messageId: z.string(),
  type: z.enum(WEBHOOK_EVENTS),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  /** HTTP status of the last try; absent when it got no answer. */
  lastStatus: z.number().int().optional(),
  /** Why the last try failed (status or network error); never the receiver's body. */
  lastError: z.string().optional(),
  createdAt: TimestampSchema,
  lastAttemptAt: TimestampSchema.optional(),
  nextAttemptAt: TimestampSchema.optional(),
  /** Every try, oldest first (the latest 20 when there were more; `attempts` counts them all). */
  tries: z.array(DeliveryTrySchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

/** Answer of `GET /api/webhooks/{id}/deliveries`, newest first. */
export const WebhookDeliveryPageSchema = pageSchema(WebhookDeliverySchema);
export const DeliveryListQuerySchema = PageQuerySchema;

/** `{id}/deliveries/{deliveryId}` path parameters. */
export const DeliveryParamsSchema = z.object({ id: IdSchema, deliveryId: IdSchema });
