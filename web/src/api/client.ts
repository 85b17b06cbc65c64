import { ErrorBodySchema } from '../../../shared/errors';
import {
  buildPath,
  type RouteName,
  type RouteRequest,
  type RouteResponse,
  routes,
} from '../../../shared/routes';
import type { RouteDef } from '../../../shared/route-def';
import { getRuntimeConfig } from '../config/runtime-config';
import { ApiError } from './api-error';
import { getAuthHandlers } from './auth-handlers';

/** Shown when the API cannot be reached at all (offline, DNS, CORS, server down). */
const NETWORK_ERROR_MESSAGE = 'We could not reach the server. Check your connection and try again.';

export { ApiError } from './api-error';
export { setAuthHandlers } from './auth-handlers';

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const parsed = ErrorBodySchema.safeParse(body);
  const retryAfter = Number(response.headers.get('retry-after'));
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
  if (parsed.success) {
    const { error, message, details, params } = parsed.data;
    return new ApiError(response.status, error, message, details, retryAfterSeconds, params);
  }
  // API Gateway's JWT authorizer answers a bare {"message":"Unauthorized"} before any handler runs.
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : response.statusText || `Request failed with status ${response.status}`;
  const code = response.status === 401 ? 'Unauthorized' : 'InternalError';
  return new ApiError(response.status, code, message);
}

/**
 * Calls a route of the route table by name; sends Authorization: Bearer <access token> when signed in,
 * unless `options.headers` already has an Authorization header; JSON in/out; 204 → undefined.
 * @param name - route name in `shared/routes.ts`.
 * @param request - path `params`, `query` and `body` as the route's schemas take them.
 * @throws ApiError for every non-2xx answer (a 401 on a `manager` route also signs out), and with
 *   status 0 / code `NetworkError` when the server cannot be reached. Aborts rethrow the AbortError.
 */
export async function apiCall<N extends RouteName>(
  name: N,
  request?: Partial<RouteRequest<N>>,
  options?: { signal?: AbortSignal; headers?: Record<string, string> },
): Promise<RouteResponse<N>> {
  const route: RouteDef = routes[name];
  const url =
    (getRuntimeConfig()?.apiBaseUrl ?? '') +
    buildPath(route.path, (request?.params ?? {}) as Record<string, string>) +
    queryString(request?.query);
  const headers: Record<string, string> = { accept: 'application/json', ...options?.headers };
  // An explicit Authorization (the applicant's session token) wins over the manager's.
  const explicitAuth = Object.keys(headers).some((key) => key.toLowerCase() === 'authorization');
  const token = explicitAuth ? undefined : getAuthHandlers().getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const hasBody = request?.body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method: route.method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
      signal: options?.signal,
    });
  } catch (error) {
    if (options?.signal?.aborted) throw error;
    throw new ApiError(0, 'NetworkError', NETWORK_ERROR_MESSAGE);
  }

  if (!response.ok) {
    const error = await toApiError(response);
    // A wrong password on the public login route must stay on the form, not sign anybody out.
    if (response.status === 401 && route.access === 'manager') getAuthHandlers().onUnauthorized();
    throw error;
  }
  if (response.status === 204) return undefined as RouteResponse<N>;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as RouteResponse<N>;
}
