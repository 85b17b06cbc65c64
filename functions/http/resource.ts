import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import httpRouterHandler, { type Route } from '@middy/http-router';
import type { APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { zodDetails } from '../../shared/errors';
import { DEFAULT_ROUTE_ROLES } from '../../shared/route-def';
import type { routes, Resource, RouteDef, RouteInput, RouteName, RouteResponse } from '../../shared/routes';
import { ROUTE_FLOOD_LIMITS } from '../../shared/flood-limits';
import { apiKeyCaller, apiKeyIdOf } from './api-key';
import { signedInUser, type HttpEvent, type ManagerAuth, type SignedInUser } from './auth';
import { clientFloodKey } from './client-address';
import { Forbidden, ValidationFailed } from './errors';
import { errorMapper } from './error-mapper';
import { enforceFloodLimits } from './flood';
import { logger } from '../observability/logger';
import { withManager } from './membership-round';
import { metrics } from '../observability/metrics';
import { originSecretCheck } from './origin-secret';
import { pathCheck } from './path-check';
import { jsonResponse, RawResponse } from './response';
import { traceHandler } from '../observability/tracer';

export type { HttpEvent };

type Access<N extends RouteName> = (typeof routes)[N]['access'];
type AuthOf<N extends RouteName> = (typeof routes)[N] extends { membership: 'optional' }
  ? SignedInUser
  : Access<N> extends 'manager'
    ? ManagerAuth
    : undefined;

/**
 * What a route implementation receives: parsed input, the manager (manager routes; the signed-in user
 * for membership-optional ones), the raw event.
 */
export type RouteContext<N extends RouteName> = RouteInput<N> & {
  auth: AuthOf<N>;
  event: HttpEvent;
  context: Context;
};

/** A route's business function: parsed input in, the response body (typed by the route table) out. */
export type RouteImpl<N extends RouteName> = (
  ctx: RouteContext<N>,
) => Promise<RouteResponse<N> | RawResponse>;

/** Implementations of every route of one resource. */
export type ResourceImpl<R extends Resource> = {
  [N in RouteName as (typeof routes)[N]['resource'] extends R ? N : never]: RouteImpl<N>;
};

function parsePart(schema: z.ZodType | undefined, value: unknown, prefix: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new ValidationFailed(zodDetails(result.error, prefix));
  return result.data;
}

function parseBody(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new ValidationFailed(zodDetails(result.error));
  return result.data;
}

function routeHandler(name: RouteName, def: RouteDef, impl: RouteImpl<RouteName>) {
  const limits = ROUTE_FLOOD_LIMITS[name];
  const stack = middy<HttpEvent, APIGatewayProxyResultV2>();
  if (def.body) stack.use(httpJsonBodyParser({ disableContentTypeError: false }));
  return stack.handler(async (event, context) => {
    const params = parsePart(def.params, event.pathParameters, 'path.');
    const query = parsePart(def.query, event.queryStringParameters, 'query.');
    const body = def.body ? parseBody(def.body, event.body) : undefined;
    const run = async (auth: ManagerAuth | SignedInUser | undefined) => {
      if (auth) logger.appendKeys({ userId: auth.userId, ...('orgId' in auth ? { orgId: auth.orgId } : {}) });
      logger.debug('route', { route: name });
      if (auth && 'role' in auth && !(def.roles ?? DEFAULT_ROUTE_ROLES).includes(auth.role))
        throw new Forbidden('Your role in this organization does not allow this.');
      if (Array.isArray(limits))
        await enforceFloodLimits(limits, {
          address: clientFloodKey(event),
          orgId: auth && 'orgId' in auth ? auth.orgId : undefined,
          userId: auth?.userId,
        });
      return impl({ params, query, body, auth, event, context } as never);
    };
    const result =
      def.access !== 'manager'
        ? await run(undefined)
        : apiKeyIdOf(event)
          ? await run(await apiKeyCaller(event, name, def))
          : def.membership === 'optional'
            ? await run(await signedInUser(event))
            : await withManager(event, name, run);
    if (result instanceof RawResponse) return result.result;
    return jsonResponse(def.status ?? 200, def.status === 204 ? undefined : result);
  });
}

/**
 * Builds a resource's Lambda handler: `@middy/http-router` over the resource's routes from the route
 * table, each parsing path, query and body with the route's zod schemas (400 with per-field details),
 * resolving the manager on `manager` routes, counting the route's flood limits (`shared/flood-limits.ts`,
 * 429 with `Retry-After`), and answering JSON; tracing, logger context and error mapping
 * wrap them all, and a request without the CloudFront origin secret is refused with 403 before any route
 * runs (docs/architecture.md#handlers, decision record 0040), as is a path with dot segments or encoded
 * separators with 400 (decision record 0076).
 * @param resource - which Lambda this is; every route of that resource must have an implementation.
 * @param table - the route file(s) of `shared/routes/` holding the resource's routes (e.g. `accountRoutes`),
 * rather than the merged table: a function then builds only its own routes' schemas when it starts
 * (docs/decisions/0069-each-function-builds-its-own-routes.md).
 * @throws Error at load time when a route of the resource has no implementation, or an implementation
 * names a route that `table` does not hold.
 */
export function resourceHandler<R extends Resource>(
  resource: R,
  table: Readonly<Record<string, RouteDef>>,
  impl: ResourceImpl<R>,
) {
  const own = (Object.entries(table) as [RouteName, RouteDef][]).filter(
    ([, def]) => def.resource === resource,
  );
  const missing = Object.keys(impl).filter((name) => !own.some(([n]) => n === name));
  if (missing.length)
    throw new Error(
      `Routes ${missing.join(', ')} of ${resource} are not in the route table given to resourceHandler`,
    );
  const router: Route<HttpEvent, APIGatewayProxyResultV2>[] = own.map(([name, def]) => {
    const fn = (impl as Record<string, RouteImpl<RouteName>>)[name];
    if (!fn) throw new Error(`Route ${name} of ${resource} has no implementation`);
    return { method: def.method, path: def.path, handler: routeHandler(name, def, fn) };
  });
  return middy<HttpEvent, APIGatewayProxyResultV2>(httpRouterHandler(router) as never)
    .use(traceHandler())
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(logMetrics(metrics))
    .use(httpHeaderNormalizer())
    .use(errorMapper())
    .use(originSecretCheck())
    .use(pathCheck());
}
