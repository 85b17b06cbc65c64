import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  API_KEY_PREFIX,
  type ApiKey,
  type CreateApiKeyRequestSchema,
} from '../../shared/schemas/integrations';
import { isApiKeyScope } from '../../shared/api-key-scopes';
import { auditCreate } from '../audit';
import { clock } from '../clock';
import { newId } from '../data/attributes';
import { db } from '../data/service';
import { hashSecret } from '../http/api-key';
import type { ManagerAuth } from '../http/auth';
import { Conflict, Forbidden, NotFound } from '../errors/errors';

/** Keys an organization may hold at once, revoked and expired ones included (bounded list, one query). */
export const MAX_API_KEYS = 25;

const DAY_MS = 24 * 3600 * 1000;

/** Owners manage keys and webhooks; members do not see them. */
export function requireOwner(auth: ManagerAuth, what: string): void {
  if (auth.role !== 'owner') throw new Forbidden(`Only the owner of the organization can manage ${what}.`);
}

type KeyItem = NonNullable<Awaited<ReturnType<ReturnType<typeof db.entities.apiKey.get>['go']>>['data']>;

function keyOf(item: KeyItem): ApiKey {
  return {
    id: item.keyId,
    name: item.name,
    scopes: item.scopes.filter(isApiKeyScope),
    createdAt: item.createdAt,
    expiresAt: item.expiresOn,
    createdBy: item.createdBy,
    ...(item.revokedAt ? { revokedAt: item.revokedAt } : {}),
    ...(item.lastUsedAt ? { lastUsedAt: item.lastUsedAt } : {}),
  };
}

/**
 * Creates an organization API key: `hk_<id>_<256 random bits, base64url>`. Only the SHA-256 of the secret
 * part is stored; the key is in this answer and nowhere else. Written with its audit entry in one
 * transaction.
 * @throws Forbidden for members; Conflict when the organization already holds {@link MAX_API_KEYS} keys.
 */
export async function createApiKey(auth: ManagerAuth, input: z.infer<typeof CreateApiKeyRequestSchema>) {
  requireOwner(auth, 'API keys');
  const { data: existing } = await db.entities.apiKey.query.byOrg({ orgId: auth.orgId }).go({ pages: 'all' });
  if (existing.length >= MAX_API_KEYS)
    throw new Conflict(`An organization holds at most ${MAX_API_KEYS} keys.`);
  const keyId = newId();
  const secret = randomBytes(32).toString('base64url');
  const item = {
    keyId,
    orgId: auth.orgId,
    name: input.name,
    scopes: [...new Set(input.scopes)],
    secretHash: hashSecret(secret),
    createdBy: auth.name,
    expiresOn: new Date(clock.now() + input.expiresInDays * DAY_MS).toISOString(),
  };
  await db.transaction
    .write(({ apiKey, auditEntry }) => [
      apiKey.create(item).commit(),
      auditEntry
        .create(auditCreate(auth, 'api-key.create', { targetId: keyId, detail: input.name }))
        .commit(),
    ])
    .go();
  const { data } = await db.entities.apiKey.get({ keyId }).go({ consistent: true });
  return { ...keyOf(data!), key: `${API_KEY_PREFIX}${keyId}_${secret}` };
}

/** The organization's keys, newest first, without the keys themselves. @throws Forbidden for members. */
export async function listApiKeys(auth: ManagerAuth): Promise<{ items: ApiKey[] }> {
  requireOwner(auth, 'API keys');
  const { data } = await db.entities.apiKey.query
    .byOrg({ orgId: auth.orgId })
    .go({ pages: 'all', order: 'desc' });
  return { items: data.map(keyOf) };
}

/**
 * Revokes a key: from now on every call with it is refused with 401, at once (functions read the key on
 * every call). Revoking a revoked key changes nothing.
 * @throws Forbidden for members; NotFound for a key of another organization.
 */
export async function revokeApiKey(auth: ManagerAuth, keyId: string): Promise<void> {
  requireOwner(auth, 'API keys');
  const { data } = await db.entities.apiKey.get({ keyId }).go();
  if (!data || data.orgId !== auth.orgId) throw new NotFound('API key');
  if (data.revokedAt) return;
  await db.transaction
    .write(({ apiKey, auditEntry }) => [
      apiKey
        .patch({ keyId })
        .set({ revokedAt: new Date(clock.now()).toISOString() })
        .where((a, op) => op.eq(a.orgId, auth.orgId))
        .commit(),
      auditEntry.create(auditCreate(auth, 'api-key.revoke', { targetId: keyId, detail: data.name })).commit(),
    ])
    .go();
}
