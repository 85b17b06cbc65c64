import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { db } from '../../functions/data/service';
import { apiKeyCaller, hashSecret } from '../../functions/http/api-key';
import { enforceFloodLimits } from '../../functions/http/flood';
import { API_KEY_SCOPES } from '../../shared/api-key-scopes';
import { FLOOD_SHARES } from '../../shared/flood-limits';
import { routes, type RouteDef } from '../../shared/routes';

/**
 * Smaller doors of the API keys and the flood shares. Before: a key with `decisions:write` recorded
 * decisions and marked flagged answers seen; a key's audit entry named the route only; an organization
 * over its share was told "Too many requests from your network".
 */
const ddb = mockClient(DynamoDBDocumentClient);
const KEY_ID = '01JKEY0000000000000000000A';
const SECRET = 'a'.repeat(43);
const KEY = `hk_${KEY_ID}_${SECRET}`;

/** A stored key of org-1 with `scopes`, as DynamoDB returns it. */
function storedKey(scopes: string[]) {
  return {
    Item: db.entities.apiKey
      .put({
        keyId: KEY_ID,
        orgId: 'org-1',
        name: 'Greenhouse sync',
        scopes,
        secretHash: hashSecret(SECRET),
        createdBy: 'Owner',
        expiresOn: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .params().Item as Record<string, unknown>,
  };
}

const keyEvent = (method: string, rawPath: string) => ({
  headers: { authorization: `Bearer ${KEY}` },
  rawPath,
  requestContext: { http: { method } },
});

beforeEach(() => {
  ddb.reset();
  ddb.on(UpdateCommand).resolves({ Attributes: { count: 1 } });
  ddb.on(PutCommand).resolves({});
});

describe('a person decides: keys read decisions, never record them', () => {
  it('offers no scope that records decisions, and the decision route takes no key', () => {
    expect(API_KEY_SCOPES).not.toContain('decisions:write');
    expect((routes.decideSession as RouteDef).apiKeyScope).toBeUndefined();
    expect((routes.reviewAnswer as RouteDef).apiKeyScope).toBeUndefined();
  });

  it('refuses a key made with the former decisions:write scope on the decision route, with 403', async () => {
    ddb.on(GetCommand).resolves(storedKey(['sessions:read', 'decisions:write']));
    await expect(
      apiKeyCaller(
        keyEvent('POST', '/api/session/S1/decision'),
        'decideSession',
        routes.decideSession as RouteDef,
      ),
    ).rejects.toMatchObject({ status: 403, code: 'Forbidden' });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    // The same key still reads the session and its decision.
    const reader = await apiKeyCaller(
      keyEvent('GET', '/api/session/S1/details'),
      'getSessionDetails',
      routes.getSessionDetails as RouteDef,
    );
    expect(reader).toMatchObject({ orgId: 'org-1', role: 'member' });
  });
});

describe('what a key touched', () => {
  it('writes the route, the method and the path with its ids to the audit entry of the use', async () => {
    ddb.on(GetCommand).resolves(storedKey(['sessions:read']));
    await apiKeyCaller(
      keyEvent('GET', '/api/session/01JSESSION0000000000000000/details'),
      'getSessionDetails',
      routes.getSessionDetails as RouteDef,
    );
    const [audit] = ddb.commandCalls(PutCommand).map((c) => c.args[0].input.Item!);
    expect(audit).toMatchObject({
      action: 'api-key.use',
      targetId: KEY_ID,
      detail: 'getSessionDetails GET /api/session/01JSESSION0000000000000000/details',
    });
  });
});

describe('who a flood refusal names', () => {
  const over = () => ddb.on(UpdateCommand).resolves({ Attributes: { count: 10_000 } });

  it('tells an organization over its share about its organization’s limit, not its network', async () => {
    over();
    const refused = await enforceFloodLimits([FLOOD_SHARES.write], { orgId: 'org-1' }).catch((e) => e);
    expect(refused).toMatchObject({ status: 429 });
    expect(refused.message).toMatch(/Your organization has used its share .*\(300 a minute\)/);
    expect(refused.message).not.toMatch(/network/);
  });

  it('tells a signed-in person without an organization about their own limit', async () => {
    over();
    const refused = await enforceFloodLimits([FLOOD_SHARES.setup], { userId: 'user-1' }).catch((e) => e);
    expect(refused.message).toMatch(/You have used your share/);
    expect(refused.message).not.toMatch(/network/);
  });

  it('keeps telling a caller over an address share about their network', async () => {
    over();
    const refused = await enforceFloodLimits([FLOOD_SHARES.account], { address: '203.0.113.9' }).catch(
      (e) => e,
    );
    expect(refused.message).toMatch(/from your network/);
  });
});
