import type { Server } from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { routes, type Resource, type RouteDef } from '../../shared/routes';
import { createGatewayServer } from './http-gateway';
import type { TokenVerifier } from './jwt';
import type { LocalScheduler } from './scheduler';
import type { LocalTtlSweeper } from './ttl-sweeper';

type LambdaHandler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => Promise<unknown>;

/** Loads the handler module of a resource (`functions/<resource>/handler.ts`). */
export type HandlerLoader = (resource: Resource) => Promise<LambdaHandler>;

/** Loads handlers from `functions/`, once each. */
export const defaultLoader: HandlerLoader = async (resource) =>
  ((await import(`../../functions/${resource}/handler.ts`)) as { handler: LambdaHandler }).handler;

/** Options of {@link createApiServer}. */
export interface ApiServerOptions {
  verify: TokenVerifier;
  load?: HandlerLoader;
  /** Answered at `GET /runtime-config.json`. */
  runtimeConfig?: unknown;
  /**
   * The runner's scheduler and clock, driven at `POST /local/clock` with `{ "advanceMinutes": n }`: moves
   * the clock forward, fires what is due and answers `{ now, fired, pending }`. Only on this machine.
   */
  scheduler?: LocalScheduler;
  /** The runner's TTL sweep, run after the clock moves so expired sessions go at once (`purged` in the answer). */
  sweeper?: LocalTtlSweeper;
  /** Sent on every answer, as CloudFront's response-headers policy adds them (`shared/security-headers.ts`). */
  responseHeaders?: Record<string, string>;
  /** The secret `POST /local/clock` must carry (`x-local-secret`); without one it is always refused. */
  localSecret?: string;
}

/**
 * The local HTTP API: reads the route table, checks the JWT of `manager` routes as the HTTP API
 * authorizer would (401 before the handler runs), and an API key (`hk_…`) as the cloud's Lambda authorizer
 * does (`functions/http/api-key.ts`), builds the API Gateway v2 event and calls the
 * resource's handler in-process (`createGatewayServer` for what it shares with API Gateway).
 */
export function createApiServer(options: ApiServerOptions): Server {
  const load = options.load ?? defaultLoader;
  const cache = new Map<Resource, Promise<LambdaHandler>>();
  const handlerOf = (resource: Resource) => {
    if (!cache.has(resource)) cache.set(resource, load(resource));
    return cache.get(resource)!;
  };

  return createGatewayServer({
    routes: Object.values(routes) as RouteDef[],
    runtimeConfig: options.runtimeConfig,
    responseHeaders: options.responseHeaders,
    accountId: 'local',
    authorize: async (def, token) => {
      if (def.access !== 'manager') return undefined;
      if (!token) return false;
      return (options.verify(token) as Promise<Record<string, unknown>>).catch(() => false as const);
    },
    authorizeLambda: async (def, token) => {
      if (def.access !== 'manager') return undefined;
      const { authorizeApiKey, isApiKey } = await import('../../functions/http/api-key');
      if (!isApiKey(token)) return undefined;
      return ((await authorizeApiKey(token)) as Record<string, unknown> | undefined) ?? false;
    },
    invoke: async (def, event, requestId) => {
      const deadline = Date.now() + 29_000;
      const context = {
        awsRequestId: requestId,
        functionName: `hiring-${def.resource}`,
        functionVersion: '$LATEST',
        invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:hiring-${def.resource}`,
        memoryLimitInMB: '512',
        logGroupName: `/aws/lambda/hiring-${def.resource}`,
        logStreamName: 'local',
        callbackWaitsForEmptyEventLoop: false,
        getRemainingTimeInMillis: () => deadline - Date.now(),
      } as unknown as Context;
      const handler = await handlerOf(def.resource);
      return handler(event as unknown as APIGatewayProxyEventV2WithJWTAuthorizer, context);
    },
    localRequest: options.scheduler ? clockRequest(options.scheduler, options.sweeper) : undefined,
    ...(options.localSecret ? { localSecret: options.localSecret } : {}),
  });
}

/**
 * `POST /local/clock` with `{ "advanceMinutes": n }`: moves the runner's clock forward, fires what is due,
 * deletes what expired and answers `{ now, fired, pending, purged }` (400 for a negative or non-numeric
 * `advanceMinutes`).
 */
function clockRequest(scheduler: LocalScheduler, sweeper: LocalTtlSweeper | undefined) {
  return async (method: string, path: string, body: Buffer) => {
    if (method !== 'POST' || path !== '/local/clock') return undefined;
    let minutes = 0;
    try {
      minutes = Number(
        (JSON.parse(body.toString('utf8') || '{}') as { advanceMinutes?: unknown }).advanceMinutes ?? 0,
      );
    } catch {
      minutes = Number.NaN;
    }
    if (!Number.isFinite(minutes) || minutes < 0)
      return { status: 400, body: JSON.stringify({ message: 'advanceMinutes must be a number ≥ 0' }) };
    const fired = await scheduler.advance(minutes * 60_000);
    const purged = (await sweeper?.sweep()) ?? 0;
    const { clock } = await import('../../functions/clock');
    return {
      status: 200,
      body: JSON.stringify({
        now: new Date(clock.now()).toISOString(),
        fired,
        pending: scheduler.pending(),
        purged,
      }),
    };
  };
}
