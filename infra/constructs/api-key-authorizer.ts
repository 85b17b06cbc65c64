import { Duration } from 'aws-cdk-lib';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { Construct } from 'constructs';
import { ResourceFunction } from './function';
import { acknowledge } from './nag';

/** Entry of the Lambda authorizer, relative to the repository root. */
export const API_KEY_AUTHORIZER_ENTRY = 'functions/api-key-authorizer/handler.ts';

/**
 * How long API Gateway keeps an authorizer answer per `Authorization` header, seconds. Short, because a
 * cached "yes" outlives what it checked: a revoked key is still refused at once by the function's own
 * check (`apiKeyCaller`), but an access token's answer may outlive its expiry by this much, as a JWT
 * authorizer's never does (docs/decisions/0105-api-keys-and-their-authorizer.md). The HTTP API allows
 * 0-3600 s (API Gateway developer guide, "Working with AWS Lambda authorizers for HTTP APIs").
 */
export const AUTHORIZER_CACHE_SECONDS = 60;

/** Properties of {@link ApiKeyAuthorizer}. */
export interface ApiKeyAuthorizerProps {
  /** Variables every function gets (`LOG_LEVEL`); the rest comes from the authorizer's capabilities. */
  environment: Record<string, string>;
}

/**
 * The HTTP API Lambda authorizer of the routes that name an `apiKeyScope` in the route table (a route
 * has one authorizer, so it takes both managers' Cognito access tokens and organization API keys):
 * REQUEST type, payload 2.0 with simple responses (`{ isAuthorized, context }`), identity source the
 * `Authorization` header (a request without it is refused before the function runs), answers cached
 * {@link AUTHORIZER_CACHE_SECONDS}. The function (`functions/api-key-authorizer/handler.ts`) gets its
 * table read and the pool's ids from its capability declaration only.
 */
export class ApiKeyAuthorizer extends Construct {
  /** The authorizer function. */
  readonly fn: ResourceFunction;
  /** The route authorizer for `HttpRoute`. */
  readonly authorizer: HttpLambdaAuthorizer;

  constructor(scope: Construct, id: string, props: ApiKeyAuthorizerProps) {
    super(scope, id);
    this.fn = new ResourceFunction(this, 'Function', {
      entry: API_KEY_AUTHORIZER_ENTRY,
      description: 'Hiring: authorizes manager tokens and organization API keys on the routes that take keys',
      environment: props.environment,
      // API Gateway waits at most 10 s for a Lambda authorizer (HTTP API quotas).
      timeout: Duration.seconds(10),
      memorySize: 256,
    });
    acknowledge(
      this.fn.fn,
      'Serverless-LambdaDLQ',
      'Invoked synchronously by API Gateway for each uncached request: the caller gets the refusal; a DLQ only keeps asynchronous invokes.',
    );
    this.authorizer = new HttpLambdaAuthorizer('ManagerOrApiKey', this.fn.fn, {
      authorizerName: 'manager-or-api-key',
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      identitySource: ['$request.header.Authorization'],
      resultsCacheTtl: Duration.seconds(AUTHORIZER_CACHE_SECONDS),
    });
  }
}
