import type { CfnStage, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { routes } from '../../shared/routes';
import type { Api } from './api';

/**
 * The routes that spend model tokens: starting template generation (topic, applicant, job position) and
 * its retry, whose questions the generation worker writes, and one suggested question, written inside the
 * request. Typed against the route table, so a renamed route fails the build.
 */
export const AI_ROUTES = [
  'generateInterviewTemplate',
  'retryGeneration',
  'suggestQuestion',
  'generateForApplicant',
  'generateForJobPosition',
] as const satisfies readonly (keyof typeof routes)[];

/**
 * Per-route throttling of {@link AI_ROUTES}, per second across all callers: far below the stage's
 * default, since each call costs model tokens and takes seconds (docs/decisions/0052-monthly-ai-budget.md).
 */
export const AI_ROUTE_THROTTLE = { rateLimit: 2, burstLimit: 5 } as const;

/**
 * Adds route settings with {@link AI_ROUTE_THROTTLE} for every AI route to the API's default stage (the L2
 * `HttpStage` has no per-route throttling, so the `CfnStage` gets them). The stage depends on the routes,
 * because API Gateway refuses route settings for routes that do not exist yet.
 */
export function throttleAiRoutes(api: Api): void {
  const stage = api.node.findChild('DefaultStage') as HttpStage;
  const cfnStage = stage.node.defaultChild as CfnStage;
  // `RouteSettings` is plain JSON in the L1, passed as written: CloudFormation's property names.
  const settings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
  for (const name of AI_ROUTES) {
    const route = routes[name];
    settings[`${route.method} ${route.path}`] = {
      ThrottlingRateLimit: AI_ROUTE_THROTTLE.rateLimit,
      ThrottlingBurstLimit: AI_ROUTE_THROTTLE.burstLimit,
    };
    cfnStage.node.addDependency(api.node.findChild(`Route${name[0]!.toUpperCase()}${name.slice(1)}`));
  }
  cfnStage.routeSettings = settings;
}
