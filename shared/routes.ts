import type { z } from 'zod';
import type { Resource, RouteDef } from './route-def';
import { accountRoutes } from './routes/account';
import { accountabilityRoutes } from './routes/accountability';
import { applicantRoutes } from './routes/applicants';
import { atsRoutes } from './routes/ats';
import { contactRoutes } from './routes/contact';
import { integrationRoutes } from './routes/integrations';
import { interviewTemplateRoutes } from './routes/interview-templates';
import { jobPositionRoutes } from './routes/job-positions';
import { applicantSessionRoutes } from './routes/applicant-session';
import { sessionRoutes } from './routes/sessions';
import { settingsRoutes } from './routes/settings';
import { teamRoutes } from './routes/team';

export type { Access, ManagerRole, Resource, RouteDef } from './route-def';

/**
 * Every route of the API, once (docs/architecture.md#route-table): one file per resource under
 * `shared/routes/`, merged here. Paths keep the first client's names as the public contract.
 */
export const routes = {
  ...accountRoutes,
  ...applicantRoutes,
  ...interviewTemplateRoutes,
  ...sessionRoutes,
  ...applicantSessionRoutes,
  ...jobPositionRoutes,
  ...contactRoutes,
  ...teamRoutes,
  ...settingsRoutes,
  ...integrationRoutes,
  ...accountabilityRoutes,
  ...atsRoutes,
} as const satisfies Record<string, RouteDef>;

/** Name of a route in {@link routes}. */
export type RouteName = keyof typeof routes;

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type InferIn<T> = T extends z.ZodType ? z.input<T> : undefined;
type Part<N extends RouteName, K extends string> =
  (typeof routes)[N] extends Record<K, infer P> ? P : undefined;

/** What a handler receives for a route, after parsing. */
export type RouteInput<N extends RouteName> = {
  params: Infer<Part<N, 'params'>>;
  query: Infer<Part<N, 'query'>>;
  body: Infer<Part<N, 'body'>>;
};

/** What a client sends for a route, before parsing (path parameters, query, body). */
export type RouteRequest<N extends RouteName> = {
  params: InferIn<Part<N, 'params'>>;
  query: InferIn<Part<N, 'query'>>;
  body: InferIn<Part<N, 'body'>>;
};

/** What a route answers on success. */
export type RouteResponse<N extends RouteName> = Infer<Part<N, 'response'>>;

/** The routes a resource's Lambda serves. */
export function routesOf(resource: Resource): [RouteName, RouteDef][] {
  return (Object.entries(routes) as [RouteName, RouteDef][]).filter(([, r]) => r.resource === resource);
}

/** Fills `{name}` placeholders of a route path. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined) throw new Error(`Missing path parameter ${k}`);
    return encodeURIComponent(v);
  });
}
