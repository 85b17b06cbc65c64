import { OpenApiGeneratorV31, OpenAPIRegistry, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import * as z from 'zod';
import { ERROR_CODES, ERROR_STATUS, ErrorBodySchema } from '../errors';
import { FLOOD_CLASSES } from '../flood-limits';
import { DEFAULT_MAX_BODY_BYTES, type RouteDef } from '../route-def';
import { API_KEY_PREFIX } from '../schemas/integrations';

/** The OpenAPI document's type, as the generator writes it. */
export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

/** Names of the document's security schemes, one per kind of caller (docs/architecture.md#auth). */
export const SECURITY = {
  manager: 'managerToken',
  apiKey: 'apiKey',
  applicant: 'applicantToken',
} as const;

const ErrorSchema = ErrorBodySchema.extend({ error: z.enum(ERROR_CODES) }).meta({
  id: 'Error',
  description: 'Body of every answer that is not 2xx; `error` is a stable code, `message` is for people.',
});

/**
 * Error codes a route may answer, by status, from what the route takes, who may call it and its policies
 * (body size, flood class, idempotency).
 */
function errorStatuses(def: RouteDef): number[] {
  const statuses = new Set<number>([500]);
  if (def.params || def.query || def.body) statuses.add(400);
  if (def.body) statuses.add(413).add(415);
  if (def.access !== 'public') statuses.add(401).add(403);
  if (def.params) statuses.add(404);
  const flood = FLOOD_CLASSES[def.flood];
  if (def.apiKeyScope || flood === 'own' || flood.length) statuses.add(429);
  if (def.idempotency) statuses.add(409).add(422);
  return [...statuses].sort((a, b) => a - b);
}

/** The `Idempotency-Key` header of a route with an idempotency policy. */
const idempotencyHeaders = (def: RouteDef) =>
  z.object({
    'idempotency-key': z
      .string()
      .max(200)
      .optional()
      .meta({
        description:
          `Makes the request safe to retry: the same key with the same \`${def.idempotency!.payload}\` answers the ` +
          `first answer again for ${def.idempotency!.expiresAfterSeconds / 60} minutes; with another, 422 \`IdempotencyKeyReused\`.`,
      }),
  });

function codesOf(status: number): string {
  return ERROR_CODES.filter((code) => ERROR_STATUS[code] === status).join(', ');
}

function security(def: RouteDef): RouteConfig['security'] {
  if (def.access === 'public') return [];
  if (def.access === 'applicant') return [{ [SECURITY.applicant]: [] }];
  return def.apiKeyScope
    ? [{ [SECURITY.manager]: [] }, { [SECURITY.apiKey]: [def.apiKeyScope] }]
    : [{ [SECURITY.manager]: [] }];
}

function operation(name: string, def: RouteDef): RouteConfig {
  const status = def.status ?? 200;
  const ok =
    status === 204 || !def.response
      ? { description: 'Done; no body.' }
      : { description: 'Done.', content: { 'application/json': { schema: def.response } } };
  const responses: RouteConfig['responses'] = { [status]: ok };
  for (const s of errorStatuses(def)) {
    responses[s] = {
      description: `Error: ${codesOf(s) || 'see the code'}.`,
      content: { 'application/json': { schema: ErrorSchema } },
    };
  }
  return {
    method: def.method.toLowerCase() as RouteConfig['method'],
    path: def.path,
    operationId: name,
    summary: def.summary,
    tags: [def.resource],
    security: security(def),
    ...(def.apiKeyScope ? { 'x-api-key-scope': def.apiKeyScope } : {}),
    ...(def.body ? { 'x-max-body-bytes': def.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES } : {}),
    request: {
      ...(def.idempotency ? { headers: idempotencyHeaders(def) as never } : {}),
      ...(def.params ? { params: def.params as never } : {}),
      ...(def.query ? { query: def.query as never } : {}),
      ...(def.body
        ? { body: { required: true, content: { 'application/json': { schema: def.body } } } }
        : {}),
    },
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of the API, generated from the route table with
 * `@asteasolutions/zod-to-openapi` (the zod schemas are the only source; docs/decisions/0104-openapi-from-the-route-table.md).
 * Every route is one operation whose id is the route's name, with its access as security, its path,
 * query and body schemas (as clients send them), its success answer and the error body with the codes
 * each status may carry (`shared/errors.ts`); its policies show as the largest body (`x-max-body-bytes`,
 * 413 above it), 429 where a flood class counts, and the `Idempotency-Key` header where it applies. Served at `GET /api/openapi.json`.
 * @param routes - the route table (`shared/routes.ts`).
 * @param serverUrl - the API's origin, `/` when the document is read from the same origin.
 */
export function openApiDocument(
  routes: Readonly<Record<string, RouteDef>>,
  serverUrl = '/',
): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', SECURITY.manager, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: "A manager's Cognito access token (`POST /api/account/login`).",
  });
  registry.registerComponent('securitySchemes', SECURITY.apiKey, {
    type: 'http',
    scheme: 'bearer',
    description: `An organization API key (\`${API_KEY_PREFIX}…\`), on the routes its scopes open (\`x-api-key-scope\`).`,
  });
  registry.registerComponent('securitySchemes', SECURITY.applicant, {
    type: 'http',
    scheme: 'bearer',
    description: 'An applicant token for one session (`POST /api/session/{id}/auth`).',
  });
  for (const [name, def] of Object.entries(routes)) registry.registerPath(operation(name, def));
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Hiring Platform API',
      version: '1',
      description:
        'Applicants, interview sessions, decisions and webhooks. Errors answer `{ error, message, details? }`. ' +
        'Lists are paged with `limit` and `cursor`.',
    },
    servers: [{ url: serverUrl }],
  });
}
