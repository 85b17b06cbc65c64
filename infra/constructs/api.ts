import { Duration, Stack } from 'aws-cdk-lib';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Resource, RouteDef } from '../../shared/routes';
import { ApiKeyAuthorizer } from './api-key-authorizer';
import type { Auth } from './auth';
import { ResourceFunction } from './function';
import { acknowledge } from './nag';

/**
 * Default-stage throttling for the whole API unless the stack input `apiRequestsPerSecond` says otherwise,
 * requests per second (docs/decisions/0091-waf-and-stage-limits.md).
 * Sized from the shares below it: one address may make 6.7 requests/s to the API (the WAF rate rule), so
 * 100/s holds 15 addresses at their limit at once, and one client alone can no longer reach it. Sized
 * from above by Lambda: a new account's 10 concurrent executions serve about 100 requests/s at 100 ms a
 * request, so more would only turn 429s into Lambda throttles (500s). Far below the account's API Gateway
 * quota (10,000 rps, burst 5,000 per region), so other APIs of the account keep theirs.
 */
export const API_THROTTLE = { rateLimit: 100, burstLimit: 200 } as const;

/** The stage's throttle for `requestsPerSecond`: that rate, and a burst of twice it as {@link API_THROTTLE}. */
export function stageThrottle(requestsPerSecond: number): { rateLimit: number; burstLimit: number } {
  return { rateLimit: requestsPerSecond, burstLimit: 2 * requestsPerSecond };
}

/**
 * One JSON line per request with HTTP API context variables only (no bodies, no tokens): enough to trace
 * a request id to the Lambda's logs and to see authorizer rejections.
 */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    requestTime: '$context.requestTime',
    routeKey: '$context.routeKey',
    status: '$context.status',
    responseLength: '$context.responseLength',
    integrationLatency: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
  }),
);

/** Why a route has no API Gateway authorizer, by access level (route table, `Access`). */
const NO_AUTHORIZER_REASON = {
  public: 'Public by design (sign-in, token refresh, contact): callers have no token yet.',
  applicant:
    'Applicant routes: the handler checks the per-session applicant token (docs/architecture.md#auth-applicants); Cognito does not issue it.',
} as const;

/** Properties of {@link Api.serveRoutes}. */
export interface ServeRoutesProps {
  /** The route table (`shared/routes.ts`): one function per resource, one HTTP route per entry. */
  routes: Record<string, RouteDef>;
  /** The user pool whose tokens `manager` routes accept. */
  auth: Auth;
  /** Variables every function gets (`LOG_LEVEL`); the rest comes from each resource's capabilities. */
  environment: Record<string, string>;
}

/**
 * The HTTP API (docs/architecture.md#route-table). Made in two steps so the CloudFront distribution can
 * point at the API before any function exists: the constructor makes only the API and its `$default`
 * stage (throttled, with access logs); {@link serveRoutes} then makes the functions and routes. The
 * functions may therefore depend on the distribution (`APP_ORIGIN`) without a dependency cycle.
 */
export class Api extends Construct {
  /** The HTTP API; CloudFront reaches it at {@link domainName} under `/api/*`. */
  readonly httpApi: HttpApi;
  /** One function per resource, filled by {@link serveRoutes}; other constructs grant to these. */
  readonly functions: Partial<Record<Resource, ResourceFunction>> = {};

  /**
   * @param props - `requestsPerSecond`: the stage's throttle (stack input `apiRequestsPerSecond`, default
   *   {@link API_THROTTLE}'s rate), burst twice that.
   */
  constructor(
    scope: Construct,
    id: string,
    props: { requestsPerSecond: number } = { requestsPerSecond: API_THROTTLE.rateLimit },
  ) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      createDefaultStage: false,
      description: 'Hiring platform API, served under /api/* of the web app',
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      throttle: stageThrottle(props.requestsPerSecond),
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: ACCESS_LOG_FORMAT,
      },
    });
  }

  /** `<apiId>.execute-api.<region>.<urlSuffix>`: the API's host, known before any route exists. */
  get domainName(): string {
    const stack = Stack.of(this);
    return `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }

  /**
   * Makes one {@link ResourceFunction} per distinct `resource` of the route table (entry
   * `functions/<resource>/handler.ts`) and one HTTP route per entry (`METHOD /path`). `manager` routes
   * carry the Cognito JWT authorizer (audience: the app client), except those that name an `apiKeyScope`,
   * which carry the {@link ApiKeyAuthorizer} (tokens and API keys); `public` and `applicant` routes have
   * no authorizer, because the applicant token is checked by the handler.
   * @returns the Lambda authorizer, whose function the stack grants its capabilities.
   */
  serveRoutes(props: ServeRoutesProps): ApiKeyAuthorizer {
    const authorizer = new HttpJwtAuthorizer('ManagerJwt', props.auth.issuer, {
      jwtAudience: [props.auth.client.userPoolClientId],
    });
    const keyAuthorizer = new ApiKeyAuthorizer(this, 'KeyAuthorizer', { environment: props.environment });
    const integrations = new Map<Resource, HttpLambdaIntegration>();
    for (const [name, route] of Object.entries(props.routes)) {
      let integration = integrations.get(route.resource);
      if (!integration) {
        const fn = new ResourceFunction(this, pascal(route.resource), {
          entry: `functions/${route.resource}/handler.ts`,
          description: `Hiring API: ${route.resource}`,
          environment: props.environment,
          timeout: Duration.seconds(29),
        });
        this.functions[route.resource] = fn;
        acknowledge(
          fn.fn,
          'Serverless-LambdaDLQ',
          'Invoked synchronously by API Gateway: the caller gets the error answer; a DLQ only keeps asynchronous invokes.',
        );
        integration = new HttpLambdaIntegration(`${pascal(route.resource)}Integration`, fn.fn);
        integrations.set(route.resource, integration);
      }
      const httpRoute = new HttpRoute(this, `Route${pascal(name)}`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration,
        ...(route.access === 'manager'
          ? { authorizer: route.apiKeyScope ? keyAuthorizer.authorizer : authorizer }
          : {}),
      });
      if (route.access !== 'manager') {
        acknowledge(httpRoute, 'AwsSolutions-APIG4', NO_AUTHORIZER_REASON[route.access]);
      }
    }
    return keyAuthorizer;
  }
}

/** `job-positions` → `JobPositions`, for construct ids. */
function pascal(name: string): string {
  return name.replace(/(^|[-_])(\w)/g, (_, _sep: string, c: string) => c.toUpperCase());
}
