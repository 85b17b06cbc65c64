import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { createGatewayServer } from '../local/http-gateway';
import type { TokenVerifier } from '../local/jwt';
import type { InvokeOutcome } from './lambda-runtime';
import type { ArtifactRoute } from './read-artifacts';
import { LOCAL_REGION } from './template';

/** Options of {@link createArtifactApi}. */
export interface ArtifactApiOptions {
  routes: ArtifactRoute[];
  /** Verifies tokens for a route's JWT authorizer (issuer and audience of the template). */
  verifierFor: (jwt: NonNullable<ArtifactRoute['jwt']>) => Promise<TokenVerifier>;
  invoke: (functionId: string, event: unknown, requestId: string) => Promise<InvokeOutcome>;
  /** The clock of the authorizers' result cache, ms. Default `Date.now`. */
  now?: () => number;
  /** Answered at `GET /runtime-config.json` (CloudFront serves this file from S3 in the cloud). */
  runtimeConfig: unknown;
  /** Sent on every answer, as CloudFront's response-headers policy adds them (`shared/security-headers.ts`). */
  responseHeaders?: Record<string, string>;
  /** The secret requests under `/local/` must carry (`x-local-secret`). */
  localSecret?: string;
  /** Requests under `/local/` the runner answers itself (`POST /local/clock`). */
  localRequest?: (
    method: string,
    path: string,
    body: Buffer,
  ) => Promise<{ status: number; body: string } | undefined>;
}

/**
 * The HTTP API of the synthesized template: its `AWS::ApiGatewayV2::Route` keys (static paths before
 * parameterized ones, as API Gateway prefers the most specific), the JWT authorizer of routes that have
 * one (401 `{"message":"Unauthorized"}` before any function runs), a payload format 2.0 event, and the
 * integration's function answering as API Gateway maps it (a thrown error or timeout is
 * 500 `{"message":"Internal Server Error"}`).
 *
 * A route with a Lambda authorizer runs the authorizer's function with a REQUEST event (payload 2.0) and
 * honours its simple response, as API Gateway does ("Working with AWS Lambda authorizers for HTTP APIs"):
 * no `Authorization` header is 401 without a call; `isAuthorized: false` is 401; `true` hands the
 * function its `context` as `requestContext.authorizer.lambda`; an error of the authorizer is 500. Each
 * answer, a refusal too, is kept per authorizer and `Authorization` header for the authorizer's
 * `AuthorizerResultTtlInSeconds`.
 */
export function createArtifactApi(options: ArtifactApiOptions): Server {
  const verifiers = new Map<string, Promise<TokenVerifier>>();
  const now = options.now ?? Date.now;
  const answers = new Map<string, { until: number; context: Record<string, unknown> | false }>();
  const runAuthorizer = async (route: ArtifactRoute, authorization: string) => {
    const authorizer = route.lambdaAuthorizer!;
    const key = `${authorizer.id} ${authorization}`;
    const kept = answers.get(key);
    if (kept && kept.until > now()) return kept.context;
    const requestId = randomUUID();
    const outcome = await options.invoke(
      authorizer.functionId,
      {
        version: '2.0',
        type: 'REQUEST',
        routeArn: `arn:aws:execute-api:${LOCAL_REGION}:000000000000:local/$default/${route.method}${route.path}`,
        identitySource: [authorization],
        routeKey: `${route.method} ${route.path}`,
        headers: { authorization },
        requestContext: { requestId, routeKey: `${route.method} ${route.path}`, stage: '$default' },
      },
      requestId,
    );
    if (!outcome.ok)
      throw new Error(`Lambda authorizer ${authorizer.id} failed: ${outcome.error.errorMessage}`);
    const answer = outcome.result as { isAuthorized?: unknown; context?: Record<string, unknown> };
    const context = answer.isAuthorized === true ? (answer.context ?? {}) : false;
    if (authorizer.cacheSeconds > 0)
      answers.set(key, { until: now() + authorizer.cacheSeconds * 1000, context });
    return context;
  };
  return createGatewayServer({
    routes: options.routes,
    runtimeConfig: options.runtimeConfig,
    responseHeaders: options.responseHeaders,
    ...(options.localRequest ? { localRequest: options.localRequest } : {}),
    ...(options.localSecret ? { localSecret: options.localSecret } : {}),
    accountId: '000000000000',
    authorize: async ({ jwt }, token) => {
      if (!jwt) return undefined;
      if (!token) return false;
      const key = `${jwt.issuer} ${jwt.audience.join(',')}`;
      if (!verifiers.has(key)) verifiers.set(key, options.verifierFor(jwt));
      const verify = await verifiers.get(key)!;
      return (verify(token) as Promise<Record<string, unknown>>).catch(() => false as const);
    },
    authorizeLambda: async (route, token) => {
      if (!route.lambdaAuthorizer) return undefined;
      if (!token) return false;
      return runAuthorizer(route, `Bearer ${token}`);
    },
    invoke: async (route, event, requestId) => {
      const outcome = await options.invoke(route.functionId, event, requestId);
      // A thrown error or a timeout is what API Gateway answers as a 500.
      if (!outcome.ok) return { statusCode: 500, body: JSON.stringify({ message: 'Internal Server Error' }) };
      return outcome.result;
    },
  });
}
