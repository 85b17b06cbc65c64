import { z } from 'zod';
import { IdParamsSchema, PageQuerySchema } from './schemas/common';
import { ApplicantInputSchema, ApplicantPageSchema, ApplicantSchema } from './schemas/applicant';
import {
  LoginRequestSchema,
  MeSchema,
  RefreshedTokensSchema,
  RefreshRequestSchema,
  TokensSchema,
} from './schemas/account';

/** The Lambda (one per resource) that serves a route. Folder names under `functions/`. */
export type Resource =
  | 'applicants'
  | 'account'
  | 'interviews'
  | 'sessions'
  | 'applicant-session'
  | 'job-positions'
  | 'contact'
  | 'team';

/**
 * Who may call a route. `manager`: a verified Cognito JWT (the HTTP API JWT authorizer in the cloud);
 * `applicant`: an applicant token for one session (checked by the handler); `public`: anyone.
 */
export type Access = 'public' | 'applicant' | 'manager';

/** One API route: the contract shared by CDK, the local server, the handlers and the web client. */
export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** API Gateway form: `/api/applicants/{id}`. */
  path: string;
  resource: Resource;
  access: Access;
  /** Status of a successful answer; 200 unless given. */
  status?: 200 | 201 | 202 | 204;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

/**
 * Every route of the API, once (ARCHITECTURE.md, "The route table"). Paths keep the spec's section 7
 * names as the public contract.
 */
export const routes = {
  login: {
    method: 'POST',
    path: '/api/account/login',
    resource: 'account',
    access: 'public',
    body: LoginRequestSchema,
    response: TokensSchema,
  },
  refresh: {
    method: 'POST',
    path: '/api/account/refresh',
    resource: 'account',
    access: 'public',
    body: RefreshRequestSchema,
    response: RefreshedTokensSchema,
  },
  me: { method: 'GET', path: '/api/account/me', resource: 'account', access: 'manager', response: MeSchema },

  listApplicants: {
    method: 'GET',
    path: '/api/applicants',
    resource: 'applicants',
    access: 'manager',
    query: PageQuerySchema,
    response: ApplicantPageSchema,
  },
  createApplicant: {
    method: 'POST',
    path: '/api/applicants',
    resource: 'applicants',
    access: 'manager',
    status: 201,
    body: ApplicantInputSchema,
    response: ApplicantSchema,
  },
  getApplicant: {
    method: 'GET',
    path: '/api/applicants/{id}',
    resource: 'applicants',
    access: 'manager',
    params: IdParamsSchema,
    response: ApplicantSchema,
  },
  updateApplicant: {
    method: 'PUT',
    path: '/api/applicants/{id}',
    resource: 'applicants',
    access: 'manager',
    params: IdParamsSchema,
    body: ApplicantInputSchema,
    response: ApplicantSchema,
  },
  deleteApplicant: {
    method: 'DELETE',
    path: '/api/applicants/{id}',
    resource: 'applicants',
    access: 'manager',
    status: 204,
    params: IdParamsSchema,
  },
} as const satisfies Record<string, RouteDef>;

/** Name of a route in {@link routes}. */
export type RouteName = keyof typeof routes;

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type InferIn<T> = T extends z.ZodType ? z.input<T> : undefined;

/** What a handler receives for a route, after parsing. */
export type RouteInput<N extends RouteName> = {
  params: Infer<(typeof routes)[N] extends { params: infer P } ? P : undefined>;
  query: Infer<(typeof routes)[N] extends { query: infer Q } ? Q : undefined>;
  body: Infer<(typeof routes)[N] extends { body: infer B } ? B : undefined>;
};

/** What a client sends for a route, before parsing (path parameters, query, body). */
export type RouteRequest<N extends RouteName> = {
  params: InferIn<(typeof routes)[N] extends { params: infer P } ? P : undefined>;
  query: InferIn<(typeof routes)[N] extends { query: infer Q } ? Q : undefined>;
  body: InferIn<(typeof routes)[N] extends { body: infer B } ? B : undefined>;
};

/** What a route answers on success. */
export type RouteResponse<N extends RouteName> = Infer<
  (typeof routes)[N] extends { response: infer R } ? R : undefined
>;

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
