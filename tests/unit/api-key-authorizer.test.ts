import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { signedInUser, verifiedClaims } from '../../functions/http/auth';
import { hashSecret } from '../../functions/http/api-key';
import { db } from '../../functions/data/service';

const ddb = mockClient(DynamoDBDocumentClient);

const KEY_ID = '01JD0000000000000000000000';
const SECRET = 'a'.repeat(43);
const KEY = `hk_${KEY_ID}_${SECRET}`;

/** The stored key as DynamoDB returns it, written by ElectroDB's own `put` (keys and all). */
const storedKey = (extra: { revokedAt?: string; expiresOn?: string } = {}) => ({
  Item: db.entities.apiKey
    .put({
      keyId: KEY_ID,
      orgId: 'org-1',
      name: 'Lever sync',
      scopes: ['applicants:write'],
      secretHash: hashSecret(SECRET),
      createdBy: 'user-1',
      expiresOn: new Date(Date.now() + 86_400_000).toISOString(),
      ...extra,
    })
    .params().Item as Record<string, unknown>,
});

/** The authorizer, loaded with a token check pointed at an emulator address nobody serves. */
async function loadAuthorizer() {
  vi.stubEnv('COGNITO_ENDPOINT', 'http://127.0.0.1:9');
  const { resetConfig } = await import('../../functions/config');
  resetConfig();
  return import('../../functions/api-key-authorizer/handler');
}

beforeEach(() => ddb.reset());
afterAll(() => vi.unstubAllEnvs());

describe('the Lambda authorizer of the routes that take API keys', () => {
  it('lets a live key in with its id and organization, and nothing of the secret', async () => {
    const { authorize } = await loadAuthorizer();
    ddb.on(GetCommand).resolves(storedKey());
    const answer = await authorize(`Bearer ${KEY}`);
    expect(answer).toEqual({ isAuthorized: true, context: { apiKeyId: KEY_ID, orgId: 'org-1' } });
  });

  it('refuses a revoked, an expired, a wrong and an unknown key', async () => {
    const { authorize } = await loadAuthorizer();
    ddb.on(GetCommand).resolves(storedKey({ revokedAt: new Date().toISOString() }));
    expect((await authorize(`Bearer ${KEY}`)).isAuthorized).toBe(false);
    ddb.on(GetCommand).resolves(storedKey({ expiresOn: new Date(Date.now() - 1000).toISOString() }));
    expect((await authorize(`Bearer ${KEY}`)).isAuthorized).toBe(false);
    ddb.on(GetCommand).resolves(storedKey());
    expect((await authorize(`Bearer hk_${KEY_ID}_${'b'.repeat(43)}`)).isAuthorized).toBe(false);
    ddb.on(GetCommand).resolves({});
    expect((await authorize(`Bearer ${KEY}`)).isAuthorized).toBe(false);
  });

  it('refuses a missing header and a token it cannot verify, without reading the table', async () => {
    const { authorize } = await loadAuthorizer();
    expect((await authorize(undefined)).isAuthorized).toBe(false);
    expect((await authorize('Bearer not-a-token')).isAuthorized).toBe(false);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });
});

describe('claims from either authorizer', () => {
  const claims = { sub: 'user-1', username: 'user-1', token_use: 'access' };
  const event = (authorizer: unknown) =>
    ({ headers: { authorization: 'Bearer t' }, requestContext: { authorizer } }) as never;

  it('reads the JWT authorizer claims and the Lambda authorizer context alike, but never a key context', () => {
    expect(verifiedClaims(event({ jwt: { claims } }))).toEqual(claims);
    expect(verifiedClaims(event({ lambda: claims }))).toEqual(claims);
    expect(verifiedClaims(event({ lambda: { apiKeyId: KEY_ID, orgId: 'org-1' } }))).toBeUndefined();
  });

  it('resolves the manager behind a token the Lambda authorizer verified', async () => {
    ddb.on(GetCommand).resolves({
      Item: db.entities.membership
        .put({ userId: 'user-1', orgId: 'org-1', email: 'a@example.com', name: 'A', role: 'owner' })
        .params().Item as Record<string, unknown>,
    });
    const user = await signedInUser(event({ lambda: claims }));
    expect(user.membership).toMatchObject({ userId: 'user-1', orgId: 'org-1', role: 'owner' });
  });
});
