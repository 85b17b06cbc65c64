import { randomUUID } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { inject } from 'vitest';
import { ensureUser } from '../../infra/local/bootstrap';
import { api, newManagerInNewOrg, signIn } from '../support/api';

/** A member (not owner) of an organization, made as an operator would. */
async function newMember(orgId: string): Promise<string> {
  const { env } = inject('stack');
  const email = `member-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Member-Passw0rd!';
  const userId = await ensureUser(env.COGNITO_ENDPOINT!, env.USER_POOL_ID!, email, password, 'Mo Member');
  const { db } = await import('../../functions/data/service');
  await db.entities.membership.create({ userId, orgId, email, name: 'Mo Member', role: 'member' }).go();
  return signIn(email, password);
}

/** What the Secrets Manager stand-in holds under a name, as the functions read it; `undefined` for none. */
async function secretValue(name: string): Promise<string | undefined> {
  const { env } = inject('stack');
  const client = new SecretsManagerClient({
    region: 'us-east-1',
    endpoint: env.SECRETS_ENDPOINT,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    return (await client.send(new GetSecretValueCommand({ SecretId: name }))).SecretString;
  } catch (error) {
    if ((error as Error).name === 'ResourceNotFoundException') return undefined;
    throw error;
  }
}

/**
 * The organization's Ashby API key is a secret (decision record 0167): in Secrets Manager, never in the
 * table, an answer or the audit log; only an owner sets, replaces or removes it.
 */
describe("an organization's Ashby API key", () => {
  it('is kept in Secrets Manager only, never answered, and removed at once by its owner', async () => {
    const owner = await newManagerInNewOrg('Secret Keys Org');
    const member = await newMember(owner.orgId);
    const key = `ashby-live-${randomUUID()}`;
    const stored = await api('PUT', '/api/ats/ashby/connection', {
      token: owner.token,
      body: { apiKey: key, apiUrl: 'https://api.ashbyhq.com' },
    });
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ connected: true, keyEnding: key.slice(-4) });
    const shown = await api('GET', '/api/ats/ashby/connection', { token: owner.token });
    for (const answer of [stored, shown]) expect(JSON.stringify(answer.body)).not.toContain(key);

    // The table keeps the secret's name and the last 4 characters; the stand-in holds the key.
    const { db } = await import('../../functions/data/service');
    const { data: item } = await db.entities.atsConnection.get({ orgId: owner.orgId, system: 'ashby' }).go();
    expect(JSON.stringify(item)).not.toContain(key);
    expect(item?.secretName).toBe(`${inject('stack').env.TRACKING_SECRET_PREFIX}${owner.orgId}/ashby`);
    expect(await secretValue(item!.secretName)).toBe(key);
    const { data: audit } = await db.entities.auditEntry.query.byOrg({ orgId: owner.orgId }).go();
    expect(audit.some((e) => e.action === 'ats.connection')).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(key);

    // A member can neither read, replace nor remove it: 403, and the secret is unchanged.
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { apiKey: 'ashby-member-key-1234' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await api(method, '/api/ats/ashby/connection', { token: member, body });
      expect(refused.status, method).toBe(403);
    }
    expect(await secretValue(item!.secretName)).toBe(key);

    // The owner replaces it (a new version of the same secret), then removes it: gone at once.
    const replacement = `ashby-next-${randomUUID()}`;
    await api('PUT', '/api/ats/ashby/connection', { token: owner.token, body: { apiKey: replacement } });
    expect(await secretValue(item!.secretName)).toBe(replacement);
    const removed = await api('DELETE', '/api/ats/ashby/connection', { token: owner.token });
    expect(removed.body).toEqual({ connected: false });
    expect(await secretValue(item!.secretName)).toBeUndefined();
    expect((await api('GET', '/api/ats/ashby/connection', { token: owner.token })).body).toEqual({
      connected: false,
    });
    // Stored again after removal: the name is free at once.
    await api('PUT', '/api/ats/ashby/connection', { token: owner.token, body: { apiKey: key } });
    expect(await secretValue(item!.secretName)).toBe(key);
  });
});
