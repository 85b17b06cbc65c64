/** Organization API keys' scopes and prefix: plain values, no schema (docs/integrations.md). */

/**
 * What an organization API key may do (issue 29, docs/integrations.md): read applicants and sessions,
 * create applicants and sessions, record decisions. A route names the one scope it needs in the route
 * table (`RouteDef.apiKeyScope`); a key without it, or any route without one, answers 403.
 */
export const API_KEY_SCOPES = [
  'applicants:read',
  'applicants:write',
  'sessions:read',
  'sessions:write',
  'decisions:write',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Prefix of every API key, so a key is recognisable in a header or a leaked file. */
export const API_KEY_PREFIX = 'hk_';
