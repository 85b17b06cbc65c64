import type { Server } from 'node:http';
import { createGatewayServer } from '../local/http-gateway';
import type { TokenVerifier } from '../local/jwt';
import type { InvokeOutcome } from './lambda-runtime';
import type { ArtifactRoute } from './template';

/** Options of {@link createArtifactApi}. */
export interface ArtifactApiOptions {
  routes: ArtifactRoute[];
  /** Verifies tokens for a route's JWT authorizer (issuer and audience of the template). */
  verifierFor: (jwt: NonNullable<ArtifactRoute['jwt']>) => Promise<TokenVerifier>;
  invoke: (functionId: string, event: unknown, requestId: string) => Promise<InvokeOutcome>;
  /** Answered at `GET /runtime-config.json` (CloudFront serves this file from S3 in the cloud). */
  runtimeConfig: unknown;
  /** Sent on every answer, as CloudFront's response-headers policy adds them (`shared/security-headers.ts`). */
  responseHeaders?: Record<string, string>;
}

/**
 * The HTTP API of the synthesized template: its `AWS::ApiGatewayV2::Route` keys (static paths before
 * parameterized ones, as API Gateway prefers the most specific), the JWT authorizer of routes that have
 * one (401 `{"message":"Unauthorized"}` before any function runs), a payload format 2.0 event, and the
 * integration's function answering as API Gateway maps it (a thrown error or timeout is
 * 500 `{"message":"Internal Server Error"}`).
 */
export function createArtifactApi(options: ArtifactApiOptions): Server {
  const verifiers = new Map<string, Promise<TokenVerifier>>();
  return createGatewayServer({
    routes: options.routes,
    runtimeConfig: options.runtimeConfig,
    responseHeaders: options.responseHeaders,
    accountId: '000000000000',
    authorize: async ({ jwt }, token) => {
      if (!jwt) return undefined;
      if (!token) return false;
      const key = `${jwt.issuer} ${jwt.audience.join(',')}`;
      if (!verifiers.has(key)) verifiers.set(key, options.verifierFor(jwt));
      const verify = await verifiers.get(key)!;
      return (verify(token) as Promise<Record<string, unknown>>).catch(() => false as const);
    },
    invoke: async (route, event, requestId) => {
      const outcome = await options.invoke(route.functionId, event, requestId);
      // A thrown error or a timeout is what API Gateway answers as a 500.
      if (!outcome.ok) return { statusCode: 500, body: JSON.stringify({ message: 'Internal Server Error' }) };
      return outcome.result;
    },
  });
}
