import type { z } from 'zod';
import type { ApiKeyScope } from './schemas/integrations';

/** The Lambda (one per resource) that serves a route. Folder names under `functions/`. */
export type Resource =
  | 'applicants'
  | 'account'
  | 'interview-templates'
  | 'sessions'
  | 'applicant-session'
  | 'job-positions'
  | 'contact'
  | 'team'
  | 'integrations'
  | 'accountability';

/**
 * Who may call a route. `manager`: a verified Cognito JWT (the HTTP API JWT authorizer in the cloud);
 * `applicant`: an applicant token for one session (checked by the handler); `public`: anyone.
 */
export type Access = 'public' | 'applicant' | 'manager';

/**
 * A manager's role in their organization. An `auditor` reads the adverse-impact report and nothing else
 * (docs/product.md#adverse-impact-report).
 */
export const MANAGER_ROLES = ['owner', 'member', 'auditor'] as const;
export type ManagerRole = (typeof MANAGER_ROLES)[number];

/** Roles a `manager` route admits when it names none: everyone but auditors. */
export const DEFAULT_ROUTE_ROLES: readonly ManagerRole[] = ['owner', 'member'];

/** One API route: the contract shared by CDK, the local server, the handlers and the web client. */
export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** API Gateway form: `/api/applicants/{id}`. */
  path: string;
  resource: Resource;
  access: Access;
  /**
   * `optional`: a manager route that a signed-in user without an organization may call (finishing
   * sign-up, a first Google sign-in). Others need a membership.
   */
  membership?: 'optional';
  /**
   * The organization API key scope that opens this `manager` route to keys (docs/integrations.md); a route
   * without one takes managers' tokens only, and a key on it is refused with 403.
   */
  apiKeyScope?: ApiKeyScope;
  /** One line for the API reference (`GET /api/openapi.json`); the route name is the operation id. */
  summary?: string;
  /** Roles that may call a `manager` route; {@link DEFAULT_ROUTE_ROLES} unless given (403 otherwise). */
  roles?: readonly ManagerRole[];
  /** Status of a successful answer; 200 unless given. */
  status?: 200 | 201 | 202 | 204;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}
