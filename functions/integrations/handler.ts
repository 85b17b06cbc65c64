import { openApiDocument, type OpenApiDocument } from '../../shared/openapi/document';
import { routes } from '../../shared/routes';
import { integrationRoutes } from '../../shared/routes/integrations';
import { resourceHandler } from '../http/resource';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  resendDelivery,
  rotateWebhookSecret,
} from './webhook-endpoints';

/** Made on the first request and kept: the route table does not change while the function runs. */
let document: OpenApiDocument | undefined;

/**
 * Integrations Lambda (docs/integrations.md): the API reference (`GET /api/openapi.json`, public),
 * organization API keys and webhook endpoints with their delivery log (owners).
 */
export const handler = resourceHandler('integrations', integrationRoutes, {
  getOpenApi: async () => (document ??= openApiDocument(routes)) as never,
  createApiKey: ({ auth, body }) => createApiKey(auth, body),
  listApiKeys: ({ auth }) => listApiKeys(auth),
  revokeApiKey: async ({ auth, params }) => revokeApiKey(auth, params.id) as never,
  createWebhook: ({ auth, body }) => createWebhook(auth, body),
  listWebhooks: ({ auth }) => listWebhooks(auth),
  deleteWebhook: async ({ auth, params }) => deleteWebhook(auth, params.id) as never,
  rotateWebhookSecret: ({ auth, params }) => rotateWebhookSecret(auth, params.id),
  listWebhookDeliveries: ({ auth, params, query }) => listDeliveries(auth, params.id, query),
  resendWebhookDelivery: ({ auth, params }) => resendDelivery(auth, params.id, params.deliveryId),
});
