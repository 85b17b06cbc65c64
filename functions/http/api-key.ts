import { createHash, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX, credentialOf, type ApiKeyScope } from '../../shared/api-key-scopes';
import type { RouteDef } from '../../shared/route-def';
import { clock } from '../clock';
import { db } from '../data/service';
import type { ManagerAuth } from './auth';
import { Forbidden, TooManyRequests, Unauthorized } from '../errors/errors';
import { enforceRateLimit } from './rate-limit';

/**
 * Calls one API key may make per minute (429 with `Retry-After` beyond), apart from the managers' own
 * limits: a tracking system's sync cannot starve the people using the app.
 */
export const API_KEY_CALLS_PER_MINUTE = 120;

/** `hk_<key id: ULID>_<secret: 43 base64url characters, 256 bits>`. */
const KEY_PATTERN = /^hk_([0-9A-HJKMNP-TV-Z]{26})_([A-Za-z0-9_-]{43})$/;

/** Whether a bearer token is an API key (by its prefix), rather than a Cognito token. */
export const isApiKey = (token: string | undefined): token is string =>
  !!token && token.startsWith(API_KEY_PREFIX);

/**
 * Hex SHA-256 of a key's secret part. A 256-bit random value cannot be guessed, so a fast hash suffices,
 * as for applicant tokens (docs/architecture.md#auth-applicants); slow hashes are for passwords.
 */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** The id and secret of a well-formed key, or undefined. */
export function parseApiKey(key: string): { keyId: string; secret: string } | undefined {
  const match = KEY_PATTERN.exec(key);
  return match ? { keyId: match[1]!, secret: match[2]! } : undefined;
}

/** What the authorizer hands the function for an API key (`requestContext.authorizer.lambda`). */
export interface ApiKeyContext {
  apiKeyId: string;
  orgId: string;
}

/** A stored key that is not revoked or expired, checked against the presented one in constant time. */
async function liveKey(key: string) {
  const parsed = parseApiKey(key);
  if (!parsed) return undefined;
  const { data } = await db.entities.apiKey.get({ keyId: parsed.keyId }).go();
  if (!data) return undefined;
  const presented = Buffer.from(hashSecret(parsed.secret), 'hex');
  const stored = Buffer.from(data.secretHash, 'hex');
  if (presented.length !== stored.length || !timingSafeEqual(presented, stored)) return undefined;
  if (data.revokedAt || Date.parse(data.expiresOn) <= clock.now()) return undefined;
  return data;
}

/**
 * The authorizer's check of an API key (the HTTP API Lambda authorizer in the cloud, the local API server
 * on this machine; docs/decisions/0105-api-keys-and-their-authorizer.md): the key exists, matches, is not
 * revoked and has not expired. Scopes are checked by the function, per route, because the authorizer's
 * answer is cached per key, not per route.
 * @returns the context for the function, or undefined to answer 401.
 */
export async function authorizeApiKey(key: string): Promise<ApiKeyContext | undefined> {
  const data = await liveKey(key);
  return data ? { apiKeyId: data.keyId, orgId: data.orgId } : undefined;
}

/** The bearer token or Basic user name of an event's `authorization` header (lower-cased by then). */
const bearerOf = (headers: Record<string, string | undefined> | undefined) =>
  credentialOf(headers?.authorization) ?? '';

/** The API key id the authorizer passed on, if the caller used a key. */
export function apiKeyIdOf(event: {
  requestContext: { authorizer?: unknown };
  headers?: Record<string, string | undefined>;
}): string | undefined {
  const lambda = (event.requestContext.authorizer as { lambda?: Partial<ApiKeyContext> } | undefined)?.lambda;
  return typeof lambda?.apiKeyId === 'string' ? lambda.apiKeyId : undefined;
}

/**
 * The caller behind an API key on a `manager` route, as a manager of the key's organization named after
 * the key (so audit entries and decisions it records carry the key's name), with the `member` role (no
 * owner-only action). The key is read again here, so a revoked key is refused at once even while the
 * cloud authorizer's cached answer still lets it through. Each use counts against the key's own rate
 * limit and is written to the audit log (`api-key.use`, with the route and what it touched: the method and
 * the path with its ids, never the query or the body) before the route runs.
 * @throws Unauthorized when the key is unknown, revoked or expired.
 * @throws Forbidden when the route takes no API key or the key lacks its scope.
 * @throws TooManyRequests past {@link API_KEY_CALLS_PER_MINUTE}.
 */
export async function apiKeyCaller(
  event: {
    headers?: Record<string, string | undefined>;
    rawPath?: string;
    requestContext?: { http?: { method?: string } };
  },
  routeName: string,
  def: RouteDef,
): Promise<ManagerAuth> {
  const data = await liveKey(bearerOf(event.headers));
  if (!data) throw new Unauthorized('This API key is not valid: it is unknown, revoked or expired.');
  const scope = def.apiKeyScope;
  if (!scope) throw new Forbidden('API keys cannot call this route; sign in as a manager.');
  if (!(data.scopes as ApiKeyScope[]).includes(scope))
    throw new Forbidden(`This API key lacks the scope ${scope}.`);
  await enforceRateLimit({
    scope: 'api-key',
    key: data.keyId,
    limit: API_KEY_CALLS_PER_MINUTE,
    windowSeconds: 60,
  }).catch((error: unknown) => {
    if (!(error instanceof TooManyRequests)) throw error;
    throw new TooManyRequests(
      `This API key made more than ${API_KEY_CALLS_PER_MINUTE} calls this minute. Try again shortly.`,
      error.retryAfterSeconds,
    );
  });
  const auth: ManagerAuth = {
    userId: `api-key:${data.keyId}`,
    orgId: data.orgId,
    email: '',
    name: `API key “${data.name}”`,
    role: 'member',
  };
  const at = new Date(clock.now()).toISOString();
  await Promise.all([
    db.entities.auditEntry
      .create({
        orgId: data.orgId,
        action: 'api-key.use',
        byUserId: auth.userId,
        byName: auth.name,
        targetId: data.keyId,
        detail: `${routeName} ${event.requestContext?.http?.method ?? def.method} ${event.rawPath ?? def.path}`,
      })
      .go(),
    db.entities.apiKey.patch({ keyId: data.keyId }).set({ lastUsedAt: at }).go(),
  ]);
  return auth;
}
