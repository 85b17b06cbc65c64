import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UpdateUserPoolClientCommand,
  type CreateUserPoolClientCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { TABLE_INDEXES, TABLE_KEYS, type TableIndexKeys } from '../../functions/data/table';
import { backfillLocalSessionLists } from './session-lists';
import { PASSWORD_POLICY } from '../../shared/password-policy';
import {
  ACCESS_TOKEN_MINUTES,
  FACTOR_CLIENT_NAME,
  FACTOR_PROOF_TOKEN_MINUTES,
} from '../../shared/user-pool-tokens';

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
const REGION = 'us-east-1';

/** An index's projection as DynamoDB takes it: the same as the deployed table's, never laxer. */
function projectionOf(index: TableIndexKeys) {
  if (index.projection === 'ALL') return { ProjectionType: 'ALL' as const };
  if (index.projection === 'KEYS_ONLY') return { ProjectionType: 'KEYS_ONLY' as const };
  return { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...index.projection] };
}

/** Creates the table if it is missing, with the keys and GSIs (projections included) of `TABLE_KEYS`. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ region: REGION, endpoint, credentials: LOCAL_CREDENTIALS });
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    await addMissingIndexes(
      client,
      tableName,
      new Set(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName)),
    );
    return;
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  const keyNames = [
    TABLE_KEYS.partitionKey,
    TABLE_KEYS.sortKey,
    ...TABLE_KEYS.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyNames.map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_INDEXES.map((i) => ({
        IndexName: i.name,
        KeySchema: [
          { AttributeName: i.partitionKey, KeyType: 'HASH' },
          { AttributeName: i.sortKey, KeyType: 'RANGE' },
        ],
        Projection: projectionOf(i),
      })),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
    }),
  );
}

/**
 * Adds GSIs that a newer `TABLE_KEYS` has and a table kept under `.local/` from an older version lacks;
 * when `gsi5` or `gsi6` is one, gives the sessions already there their keys in it (decision records 0170,
 * 0172).
 */
async function addMissingIndexes(
  client: DynamoDBClient,
  tableName: string,
  existing: Set<string | undefined>,
) {
  for (const index of TABLE_INDEXES) {
    if (existing.has(index.name)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [
          { AttributeName: index.partitionKey, AttributeType: 'S' },
          { AttributeName: index.sortKey, AttributeType: 'S' },
        ],
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: index.name,
              KeySchema: [
                { AttributeName: index.partitionKey, KeyType: 'HASH' },
                { AttributeName: index.sortKey, KeyType: 'RANGE' },
              ],
              Projection: projectionOf(index),
            },
          },
        ],
      }),
    );
    if (index.name === 'gsi5' || index.name === 'gsi6') await backfillLocalSessionLists(client, tableName);
  }
}

/** The local user pool, its web app client and the factor client (decision record 0139). */
export interface LocalUserPool {
  userPoolId: string;
  clientId: string;
  factorClientId: string;
}

/** Token lifetimes of a client, as the cloud's (`infra/constructs/auth.ts`), in minutes. */
const lifetimes = (minutes: number): ClientSettings => ({
  AccessTokenValidity: minutes,
  IdTokenValidity: minutes,
  TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
});

/** What {@link ensureClient} sets on a client. */
type ClientSettings = Omit<CreateUserPoolClientCommandInput, 'UserPoolId' | 'ClientName'>;

/**
 * Finds the user pool and its clients named after `name`, or creates them (kept by cognito-local across
 * restarts); clients kept from an older start get the cloud's token lifetimes (15 minutes, not
 * cognito-local's 24 hours).
 */
export async function ensureUserPool(endpoint: string, name: string): Promise<LocalUserPool> {
  const cognito = cognitoClient(endpoint);
  const pools = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((p) => p.Name === name)?.Id;
  if (!userPoolId) {
    const created = await cognito.send(
      new CreateUserPoolCommand({
        PoolName: name,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        // As in the cloud (keepOriginal): a new e-mail waits for its code, the proved one stays.
        UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
        Policies: { PasswordPolicy: PASSWORD_POLICY },
        // As in the cloud: managers may add an authenticator app (decision record 0049).
        MfaConfiguration: 'OPTIONAL',
      }),
    );
    userPoolId = created.UserPool!.Id!;
  }
  const clients = await cognito.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  const clientId = await ensureClient(cognito, userPoolId, clients.UserPoolClients, `${name}-web`, {
    ...lifetimes(ACCESS_TOKEN_MINUTES),
    // As in the cloud: the user may change only their name (cognito-local does not check this list; the
    // pool's AttributesRequireVerificationBeforeUpdate keeps the e-mail all the same).
    WriteAttributes: ['name'],
    ReadAttributes: ['email', 'email_verified', 'name'],
  });
  // The account function proves a password (and code) through this client before a factor changes.
  const factorClientId = await ensureClient(
    cognito,
    userPoolId,
    clients.UserPoolClients,
    `${name}-${FACTOR_CLIENT_NAME}`,
    lifetimes(FACTOR_PROOF_TOKEN_MINUTES),
  );
  return { userPoolId, clientId, factorClientId };
}

/** The id of the pool's client named `clientName`, created or updated to `settings`. */
async function ensureClient(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  existing: { ClientName?: string; ClientId?: string }[] | undefined,
  clientName: string,
  settings: ClientSettings,
): Promise<string> {
  const clientId = existing?.find((c) => c.ClientName === clientName)?.ClientId;
  const common: Pick<CreateUserPoolClientCommandInput, 'UserPoolId' | 'ExplicitAuthFlows'> = {
    UserPoolId: userPoolId,
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  };
  if (clientId) {
    await cognito.send(new UpdateUserPoolClientCommand({ ...common, ClientId: clientId, ...settings }));
    return clientId;
  }
  const created = await cognito.send(
    new CreateUserPoolClientCommand({ ...common, ClientName: clientName, ...settings }),
  );
  return created.UserPoolClient!.ClientId!;
}

/** A Cognito client for the emulator. */
export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ region: REGION, endpoint, credentials: LOCAL_CREDENTIALS });
}

/**
 * Makes sure a confirmed user with this e-mail and password exists; returns its `sub`.
 * The password is set on every call, so the printed sign-in always works.
 */
export async function ensureUser(
  endpoint: string,
  userPoolId: string,
  email: string,
  password: string,
  name: string,
): Promise<string> {
  const cognito = cognitoClient(endpoint);
  let attributes;
  try {
    attributes = (await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email })))
      .UserAttributes;
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
    attributes = (
      await cognito.send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
            { Name: 'name', Value: name },
          ],
        }),
      )
    ).User?.Attributes;
  }
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
  const sub = attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error(`User ${email} has no sub attribute`);
  return sub;
}
