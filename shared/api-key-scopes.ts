/** Organization API keys' scopes and prefix: plain values, no schema (docs/integrations.md). */

/**
 * What an organization API key may do (issue 29, docs/integrations.md): read applicants and sessions,
 * create applicants and sessions, and `ats`: be a tracking system's assessment partner
 * (Greenhouse, Ashby; docs/integrations.md). A route names the one scope it needs in the route
 * table (`RouteDef.apiKeyScope`); a key without it, or any route without one, answers 403.
 */
export const API_KEY_SCOPES = [
  'applicants:read',
  'applicants:write',
  'sessions:read',
  'sessions:write',
  'ats',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * Scopes keys were once given that open no route now: `decisions:write`, since a person records every
 * decision and marks flagged answers seen (docs/decisions/0135-a-person-decides-keys-read.md). A stored key
 * holding one keeps its other scopes; lists show only the scopes of {@link API_KEY_SCOPES}.
 */
export const RETIRED_API_KEY_SCOPES = ['decisions:write'] as const;

/** Whether a stored scope is one a key can hold today (not one of {@link RETIRED_API_KEY_SCOPES}). */
export const isApiKeyScope = (scope: string): scope is ApiKeyScope =>
  (API_KEY_SCOPES as readonly string[]).includes(scope);

/** Prefix of every API key, so a key is recognisable in a header or a leaked file. */
export const API_KEY_PREFIX = 'hk_';

/**
 * The credential of an `Authorization` header: a `Bearer` token (a manager's access token or an API key),
 * or an API key sent as HTTP Basic's user name with an empty password, as Greenhouse's Assessment partner
 * API sends the key an organization gave it (RFC 7617; https://developers.greenhouse.io/assessment.html,
 * "Authentication"). A Basic header with a password, or whose user name is not an API key, is no credential.
 * @returns the token or key, or undefined.
 */
export function credentialOf(authorization: string | undefined): string | undefined {
  const [scheme, value, extra] = (authorization ?? '').trim().split(/\s+/);
  if (!value || extra !== undefined) return undefined;
  if (scheme === 'Bearer') return value;
  if (scheme?.toLowerCase() !== 'basic') return undefined;
  let decoded: string;
  try {
    decoded = atob(value);
  } catch {
    return undefined;
  }
  const colon = decoded.indexOf(':');
  const user = colon === -1 ? decoded : decoded.slice(0, colon);
  const password = colon === -1 ? '' : decoded.slice(colon + 1);
  return user.startsWith(API_KEY_PREFIX) && password === '' ? user : undefined;
}
