import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type {
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerWithContextResult,
} from 'aws-lambda';
import { credentialOf } from '../../shared/api-key-scopes';
import { authorizeApiKey, isApiKey } from '../http/api-key';
import { logger } from '../observability/logger';
import { traceHandler } from '../observability/tracer';
import { accessTokenVerifier } from './token-verifier';

/** What the function behind the route finds in `requestContext.authorizer.lambda`. */
export type AuthorizerContext = Record<string, string | number | boolean>;

const verifyAccessToken = accessTokenVerifier();

/**
 * The verified claims a function reads (`sub`, `username`, `token_use`, …), as context values: API
 * Gateway passes strings, numbers and booleans; a list claim (`cognito:groups`) is left out, as no
 * function reads it.
 */
function claimsContext(claims: Record<string, unknown>): AuthorizerContext {
  return Object.fromEntries(
    Object.entries(claims).filter((entry): entry is [string, string | number | boolean] =>
      ['string', 'number', 'boolean'].includes(typeof entry[1]),
    ),
  );
}

/**
 * Decides one request: an `hk_` key (as a bearer token, or as HTTP Basic's user name) must exist, match, be unrevoked and unexpired (`authorizeApiKey`;
 * context `{ apiKeyId, orgId }`); anything else must be a valid Cognito access token of the app client
 * (context: its claims). Scopes, rate limits and the audit entry are the function's (`apiKeyCaller`),
 * because this answer is cached per Authorization header, not per route.
 */
export async function authorize(
  authorization: string | undefined,
): Promise<APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext>> {
  const token = credentialOf(authorization);
  const refused = { isAuthorized: false, context: {} };
  if (!token) return refused;
  if (isApiKey(token)) {
    const key = await authorizeApiKey(token);
    return key ? { isAuthorized: true, context: { ...key } } : refused;
  }
  try {
    return { isAuthorized: true, context: claimsContext(await verifyAccessToken(token)) };
  } catch {
    return refused;
  }
}

/**
 * The HTTP API's Lambda authorizer (REQUEST type, payload 2.0, simple responses) of the routes that take
 * API keys (docs/decisions/0105-api-keys-and-their-authorizer.md). Never logs the header. A table error
 * is thrown, which API Gateway answers with 500, rather than let a key through unchecked.
 */
export const handler = middy(async (event: APIGatewayRequestAuthorizerEventV2) => {
  const answer = await authorize(event.headers?.authorization);
  logger.info('Authorizer answer', {
    routeArn: event.routeArn,
    isAuthorized: answer.isAuthorized,
    kind: 'apiKeyId' in answer.context ? 'api-key' : 'token',
  });
  return answer;
})
  .use(injectLambdaContext(logger))
  .use(traceHandler());
