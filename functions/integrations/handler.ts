import type { OpenApiDocument } from '../../shared/openapi/document';
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

/**
 * Made on the first request and kept: the route table does not change while the function runs. The
 * whole route table (every function's schemas) and the OpenAPI generator load with that request, not
 * with every request of this function (docs/decisions/0130-schemas-built-where-used.md).
 */
let document: Promise<OpenApiDocument> | undefined;

const apiReference = async (): Promise<OpenApiDocument> => {
  const [{ openApiDocument }, { routes }] = await Promise.all([
    import('../../shared/openapi/document'),
    import('../../shared/routes'),
  ]);
  return openApiDocument(routes);
};

/**
 * Integrations Lambda (docs/integrations.md): the API reference (`GET /api/openapi.json`, public),
 * organization API keys and webhook endpoints with their delivery log (owners).
 */
export const handler = resourceHandler('integrations', integrationRoutes, {
  getOpenApi: async () =>
    (await (document ??= apiReference().catch((error: unknown) => {
      document = undefined;
      throw error;
    }))) as never,
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
