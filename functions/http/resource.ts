import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import httpRouterHandler, { type Route } from '@middy/http-router';
import type { APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { zodDetails } from '../../shared/errors';
import { DEFAULT_MAX_BODY_BYTES, DEFAULT_ROUTE_ROLES, type SessionSource } from '../../shared/route-def';
import type { routes, Resource, RouteDef, RouteInput, RouteName, RouteResponse } from '../../shared/routes';
import { FLOOD_CLASSES } from '../../shared/flood-limits';
import type { SessionItem } from '../data/entities/session';
import { apiKeyCaller, apiKeyIdOf } from './api-key';
import { signedInUser, type HttpEvent, type ManagerAuth, type SignedInUser } from './auth';
import { clientFloodKey } from './client-address';
import { Forbidden, ValidationFailed } from '../errors/errors';
import { errorMapper } from './error-mapper';
import type { idempotentRoute } from './idempotency';
import { bodySizeLimit } from './body-size';
import { applicantFloodKey, enforceFloodLimits, type FloodKeys } from './flood';
import { logger } from '../observability/logger';
import { withManager } from './membership-round';
import { metrics } from '../observability/metrics';
import { originSecretCheck } from './origin-secret';
import { pathCheck } from './path-check';
import { runAsRoute } from './route-mail';
import { jsonResponse, RawResponse } from './response';
import { traceHandler } from '../observability/tracer';

export type { HttpEvent };

type Access<N extends RouteName> = (typeof routes)[N]['access'];
type AuthOf<N extends RouteName> = (typeof routes)[N] extends { membership: 'optional' }
  ? SignedInUser
  : Access<N> extends 'manager'
    ? ManagerAuth
    : undefined;
type SessionOf<N extends RouteName> = Access<N> extends 'applicant' ? SessionItem : undefined;

/**
 * What a route implementation receives: parsed input, the manager (manager routes; the signed-in user
 * for membership-optional ones), the session the applicant token opened (applicant routes), the raw event.
 */
export type RouteContext<N extends RouteName> = RouteInput<N> & {
  auth: AuthOf<N>;
  session: SessionOf<N>;
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

/**
 * Makes a route's idempotency (`idempotentRoute` of `./idempotency.ts`). Given by the resource whose routes
 * declare `idempotency`, so Powertools Idempotency is bundled only into the function that uses it.
 */
export type IdempotencyMaker = typeof idempotentRoute;

/**
 * Checks the applicant token of a request against the session it names (`session` of the route) and
 * returns that session; `requestLink`: a request link's token opens the route as well. Given by the
 * resource that serves applicant routes (`functions/applicant-session`).
 * @throws Unauthorized (401) or NotFound (404), before the route runs.
 */
export type ApplicantAuthorizer = (
  event: HttpEvent,
  sessionId: string,
  requestLink: boolean,
) => Promise<SessionItem>;

/**
 * Counts one e-mail of a manager against the daily mail caps (`enforceMailCaps` of `functions/email/caps.ts`,
 * docs/decisions/0078-caps-for-new-organizations.md). Given by the resource whose routes are `sendsMail`, so
 * only a function that mails needs the caps' settings.
 * @throws TooManyRequests (429) past a cap.
 */
export type MailCaps = (sender: { orgId: string; userId: string }) => Promise<void>;

/** What a route reads ahead, before its access is known; see {@link readingAhead}. */
type ReadAhead = (input: RouteInput<RouteName>) => Promise<unknown>;
const READ_AHEAD = Symbol('readAhead');

/**
 * A route whose first read depends on the validated request alone (no caller, no stored item): `read`
 * runs beside the access check and the flood count, in the same DynamoDB round, and `run` gets its result
 * only once the caller is authorized and within limits; a refused request never sees it, and `read` must
 * not write (docs/decisions/0125-routes-carry-their-policies.md).
 */
export function readingAhead<N extends RouteName, A>(
  read: (input: RouteInput<N>) => Promise<A>,
  run: (ctx: RouteContext<N>, ahead: A) => Promise<RouteResponse<N> | RawResponse>,
): RouteImpl<N> {
  const impl = (ctx: RouteContext<N>) => run(ctx, (ctx as { [READ_AHEAD]?: A })[READ_AHEAD] as A);
  return Object.assign(impl, { [READ_AHEAD]: read });
}

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

/** The session id an applicant route names, where its definition says (`params.id` or `body.sessionId`). */
function sessionIdOf(source: SessionSource, input: { params: unknown; body: unknown }): string {
  const [part, field] = source.split('.') as ['params' | 'body', string];
  return (input[part] as Record<string, string>)[field]!;
}

/** Marks a promise as looked after: it is awaited later, or its failure is already reported elsewhere. */
const settled = <T>(promise: Promise<T>): Promise<T> => {
  promise.catch(() => undefined);
  return promise;
};

/**
 * Waits for the flood count and the access check made side by side; a refusal by the count (429) comes
 * before the access check's (401), whichever answered first.
 */
async function bothChecks<S>(flood: Promise<void>, access: Promise<S>): Promise<S> {
  const [counted, checked] = await Promise.allSettled([flood, access]);
  if (counted.status === 'rejected') throw counted.reason;
  if (checked.status === 'rejected') throw checked.reason;
  return checked.value;
}

function routeHandler(
  name: RouteName,
  def: RouteDef,
  impl: RouteImpl<RouteName>,
  applicant: ApplicantAuthorizer | undefined,
  idempotency: IdempotencyMaker | undefined,
  mailCaps: MailCaps | undefined,
) {
  const limits = FLOOD_CLASSES[def.flood];
  const count = (keys: FloodKeys) =>
    Array.isArray(limits) ? enforceFloodLimits(limits, keys) : Promise.resolve();
  const readAhead = (impl as { [READ_AHEAD]?: ReadAhead })[READ_AHEAD];
  const idempotent = def.idempotency ? idempotency!(name, def.idempotency) : undefined;
  const stack = middy<HttpEvent, APIGatewayProxyResultV2>().use(
    bodySizeLimit(def.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES),
  );
  if (def.body) stack.use(httpJsonBodyParser({ disableContentTypeError: false }));
  return stack.handler(async (event, context) => {
    const params = parsePart(def.params, event.pathParameters, 'path.');
    const query = parsePart(def.query, event.queryStringParameters, 'query.');
    const body = def.body ? parseBody(def.body, event.body) : undefined;
    const input = { params, query, body };
    logger.debug('route', { route: name });
    let result: unknown;
    if (def.access === 'manager') {
      const run = async (auth: ManagerAuth | SignedInUser) => {
        logger.appendKeys({ userId: auth.userId, ...('orgId' in auth ? { orgId: auth.orgId } : {}) });
        if ('role' in auth && !(def.roles ?? DEFAULT_ROUTE_ROLES).includes(auth.role))
          throw new Forbidden('Your role in this organization does not allow this.');
        await count({
          address: clientFloodKey(event),
          orgId: 'orgId' in auth ? auth.orgId : undefined,
          userId: auth.userId,
        });
        if (def.sendsMail) await mailCaps!(auth as ManagerAuth);
        return runAsRoute(name, !!def.sendsMail, () =>
          impl({ ...input, auth, session: undefined, event, context } as never),
        );
      };
      result = apiKeyIdOf(event)
        ? await run(await apiKeyCaller(event, name, def))
        : def.membership === 'optional'
          ? await run(await signedInUser(event))
          : await withManager(event, def, run);
    } else {
      // Public routes count per address, applicant routes per session (its token): the count, the token
      // check and the route's own first read go out together; the route runs once all three have answered.
      const checks = settled(
        bothChecks(
          count({
            address: clientFloodKey(event),
            session: def.access === 'applicant' ? applicantFloodKey(event) : undefined,
          }),
          def.access === 'applicant'
            ? applicant!(event, sessionIdOf(def.session, input), !!def.requestLink)
            : Promise.resolve(undefined),
        ),
      );
      const ahead = readAhead ? settled(readAhead(input as never)) : undefined;
      const run = async () => {
        const session = await checks;
        return impl({
          ...input,
          auth: undefined,
          session,
          event,
          context,
          [READ_AHEAD]: await ahead,
        } as never);
      };
      if (idempotent) {
        result = await idempotent(event, context, body as Record<string, unknown>, run);
        // A replayed answer is given only to a caller the checks admit now.
        await checks;
      } else result = await run();
    }
    if (result instanceof RawResponse) return result.result;
    return jsonResponse(def.status ?? 200, def.status === 204 ? undefined : result);
  });
}

/**
 * Builds a resource's Lambda handler: `@middy/http-router` over the resource's routes from the route
 * table, each applying the policies its definition names (docs/decisions/0125-routes-carry-their-policies.md):
 * a body over `maxBodyBytes` refused with 413 before parsing; path, query and body parsed with the route's
 * zod schemas (400 with per-field details); the caller resolved by `access` (the manager and role on
 * `manager` routes, with the membership read first on `auditsRead` GETs; the applicant token against the
 * session named by `session` on `applicant` routes); the `flood` class counted (`shared/flood-limits.ts`,
 * 429 with `Retry-After`); a `sendsMail` route's e-mail counted against the daily mail caps (429);
 * `idempotency` done by Powertools; then the route's function, answered as JSON.
 * On public and applicant routes the flood count, the token check and a route's read ahead
 * ({@link readingAhead}) share one DynamoDB round. Tracing, logger context and error mapping
 * wrap them all, and a request without the CloudFront origin secret is refused with 403 before any route
 * runs (docs/architecture.md#handlers, decision record 0040), as is a path with dot segments or encoded
 * separators with 400 (decision record 0076).
 * @param resource - which Lambda this is; every route of that resource must have an implementation.
 * @param table - the route file(s) of `shared/routes/` holding the resource's routes (e.g. `accountRoutes`),
 * rather than the merged table: a function then builds only its own routes' schemas when it starts
 * (docs/decisions/0069-each-function-builds-its-own-routes.md).
 * @param options - `applicant`: the applicant token check, required when the resource has applicant routes;
 * `mailCaps`: the daily mail caps, required when it has `sendsMail` routes.
 * @throws Error at load time when a route of the resource has no implementation, an implementation
 * names a route that `table` does not hold, an applicant route has no authorizer or a `sendsMail` route
 * no mail caps.
 */
export function resourceHandler<R extends Resource>(
  resource: R,
  table: Readonly<Record<string, RouteDef>>,
  impl: ResourceImpl<R>,
  options: { applicant?: ApplicantAuthorizer; idempotency?: IdempotencyMaker; mailCaps?: MailCaps } = {},
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
    if (def.access === 'applicant' && !options.applicant)
      throw new Error(`Applicant route ${name} of ${resource} needs the applicant authorizer`);
    if (def.sendsMail && (def.access !== 'manager' || !options.mailCaps))
      throw new Error(
        `Route ${name} of ${resource} sends mail: a manager route given mailCaps (enforceMailCaps)`,
      );
    if (def.idempotency && !options.idempotency)
      throw new Error(
        `Idempotent route ${name} of ${resource} needs idempotentRoute (functions/http/idempotency.ts)`,
      );
    return {
      method: def.method,
      path: def.path,
      handler: routeHandler(name, def, fn, options.applicant, options.idempotency, options.mailCaps),
    };
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
