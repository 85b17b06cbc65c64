import type { z } from 'zod';
import type { FloodClass } from './flood-limits';
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
  | 'accountability'
  | 'ats';

/**
 * Who may call a route. `manager`: a verified Cognito JWT (the HTTP API JWT authorizer in the cloud);
 * `applicant`: an applicant token for the one session the request names (`session` of {@link RouteDef}),
 * checked by the resource handler before the route runs; `public`: anyone.
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

/**
 * Where an `applicant` route names its session: the path parameter `id` (`/api/session/{id}/…`) or the
 * body field `sessionId` (`POST /api/session/SaveAnswer`). Both are validated by the route's schemas first.
 */
export type SessionSource = 'params.id' | 'body.sessionId';

/**
 * Idempotency of a write (Powertools idempotency, records in the one table, removed by TTL): a request
 * carrying an `Idempotency-Key` header is done once per key; a retry with the same key gets the first
 * answer again. A request without the header runs as usual.
 */
export interface IdempotencyPolicy {
  /** Body fields that, with the key, name one operation (the same key on another question is another). */
  scope: readonly string[];
  /** Body field a retry must repeat: the same key with another value is refused (422 `IdempotencyKeyReused`). */
  payload: string;
  /** How long a finished request's answer is replayed, seconds. */
  expiresAfterSeconds: number;
}

/**
 * Largest request body a route takes when it names none, bytes (64 KiB): the longest answer (10,000
 * characters) in any script fits with its integrity signals. API Gateway's own payload limit is 10 MB
 * (https://docs.aws.amazon.com/apigateway/latest/developerguide/limits.html).
 */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** One API route: the contract shared by CDK, the local server, the handlers and the web client. */
interface RouteBase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** API Gateway form: `/api/applicants/{id}`. */
  path: string;
  resource: Resource;
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
  /** The route's flood limits, by class (`FLOOD_CLASSES` of `shared/flood-limits.ts`, 429 with `Retry-After`). */
  flood: FloodClass;
  /**
   * A `GET` that records an audit entry of what was viewed or exported: the manager's membership is read
   * before the route runs, so a refused request writes nothing (docs/decisions/0057-membership-read-in-the-same-round.md).
   */
  auditsRead?: true;
  /**
   * The route has the product e-mail someone on a manager's word (a `manager` route): `resourceHandler`
   * counts one e-mail against the daily mail caps before the function runs (429 `TooManyRequests` past
   * them, docs/decisions/0078-caps-for-new-organizations.md), and an e-mail sent from a manager route
   * without it is refused (`functions/http/route-mail.ts`).
   */
  sendsMail?: true;
  /** See {@link IdempotencyPolicy}. */
  idempotency?: IdempotencyPolicy;
  /**
   * Largest body taken, bytes ({@link DEFAULT_MAX_BODY_BYTES} unless given); a larger one is refused with
   * 413 `PayloadTooLarge` before it is parsed.
   */
  maxBodyBytes?: number;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

/**
 * One API route with its policies (docs/decisions/0125-routes-carry-their-policies.md): an `applicant`
 * route names where its session id is; `requestLink`: a request link's token opens it as well
 * (docs/decisions/0122-request-links.md).
 */
export type RouteDef = RouteBase &
  (
    | { access: 'public' | 'manager'; session?: never; requestLink?: never }
    | { access: 'applicant'; session: SessionSource; requestLink?: true }
  );
