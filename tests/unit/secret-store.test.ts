import { MAX_SECRET_BYTES, MAX_VERSIONS_PER_DAY, SecretStore } from '../../infra/local/secret-store';

/**
 * The local Secrets Manager is as strict as the service for the calls the product makes (AWS Secrets
 * Manager API reference: CreateSecret, PutSecretValue, GetSecretValue, DeleteSecret; quotas).
 */
const call = (store: SecretStore, operation: string, body: Record<string, unknown>) => {
  const answer = store.answer(`secretsmanager.${operation}`, Buffer.from(JSON.stringify(body)));
  return {
    status: answer.status,
    type: answer.headers['x-amzn-errortype'],
    body: JSON.parse(answer.body) as Record<string, unknown>,
  };
};
const NAME = 'hiring/tracking-systems/01J0/ashby';

describe('the Secrets Manager stand-in', () => {
  it('creates, reads by name or ARN, replaces, and refuses a second CreateSecret of a name', () => {
    const store = new SecretStore();
    const created = call(store, 'CreateSecret', { Name: NAME, SecretString: 'first-key' });
    expect(created.status).toBe(200);
    expect(String(created.body.ARN)).toMatch(
      /^arn:aws:secretsmanager:us-east-1:000000000000:secret:hiring\/tracking-systems\/01J0\/ashby-\w{6}$/,
    );
    expect(call(store, 'GetSecretValue', { SecretId: created.body.ARN }).body.SecretString).toBe('first-key');
    expect(call(store, 'CreateSecret', { Name: NAME, SecretString: 'other' }).type).toBe(
      'ResourceExistsException',
    );
    expect(call(store, 'PutSecretValue', { SecretId: NAME, SecretString: 'second-key' }).status).toBe(200);
    expect(call(store, 'GetSecretValue', { SecretId: NAME }).body.SecretString).toBe('second-key');
    expect(call(store, 'PutSecretValue', { SecretId: 'nope', SecretString: 'x' }).type).toBe(
      'ResourceNotFoundException',
    );
    expect(call(store, 'GetSecretValue', { SecretId: 'nope' }).type).toBe('ResourceNotFoundException');
  });

  it('checks names, value sizes and request tokens; a repeated token with the same value creates nothing', () => {
    const store = new SecretStore();
    expect(call(store, 'CreateSecret', { Name: 'bad name!', SecretString: 'x' }).type).toBe(
      'InvalidParameterException',
    );
    const big = 'x'.repeat(MAX_SECRET_BYTES + 1);
    expect(call(store, 'CreateSecret', { Name: NAME, SecretString: big }).type).toBe(
      'InvalidParameterException',
    );
    expect(
      call(store, 'CreateSecret', { Name: NAME, SecretString: 'k', ClientRequestToken: 'short' }).type,
    ).toBe('InvalidParameterException');
    const token = 'a'.repeat(36);
    call(store, 'CreateSecret', { Name: NAME, SecretString: 'k1' });
    const first = call(store, 'PutSecretValue', {
      SecretId: NAME,
      SecretString: 'k2',
      ClientRequestToken: token,
    });
    const again = call(store, 'PutSecretValue', {
      SecretId: NAME,
      SecretString: 'k2',
      ClientRequestToken: token,
    });
    expect(again.body.VersionId).toBe(first.body.VersionId);
    expect(
      call(store, 'PutSecretValue', { SecretId: NAME, SecretString: 'k3', ClientRequestToken: token }).type,
    ).toBe('ResourceExistsException');
    expect(call(store, 'GetSecretValue', { SecretId: NAME }).body.SecretString).toBe('k2');
  });

  it(`refuses a version beyond ${MAX_VERSIONS_PER_DAY} in a day`, () => {
    const store = new SecretStore();
    call(store, 'CreateSecret', { Name: NAME, SecretString: 'v0' });
    for (let i = 1; i < MAX_VERSIONS_PER_DAY; i++)
      expect(call(store, 'PutSecretValue', { SecretId: NAME, SecretString: `v${i}` }).status).toBe(200);
    expect(call(store, 'PutSecretValue', { SecretId: NAME, SecretString: 'one more' }).type).toBe(
      'LimitExceededException',
    );
  });

  it('deletes at once with ForceDeleteWithoutRecovery; a recovery window blocks the secret and its name', () => {
    const store = new SecretStore();
    call(store, 'CreateSecret', { Name: NAME, SecretString: 'k' });
    expect(
      call(store, 'DeleteSecret', {
        SecretId: NAME,
        ForceDeleteWithoutRecovery: true,
        RecoveryWindowInDays: 7,
      }).type,
    ).toBe('InvalidParameterException');
    expect(call(store, 'DeleteSecret', { SecretId: NAME, RecoveryWindowInDays: 3 }).type).toBe(
      'InvalidParameterException',
    );
    expect(call(store, 'DeleteSecret', { SecretId: NAME, ForceDeleteWithoutRecovery: true }).status).toBe(
      200,
    );
    expect(call(store, 'GetSecretValue', { SecretId: NAME }).type).toBe('ResourceNotFoundException');
    expect(call(store, 'CreateSecret', { Name: NAME, SecretString: 'k2' }).status).toBe(200);

    expect(call(store, 'DeleteSecret', { SecretId: NAME }).status).toBe(200);
    for (const [operation, body] of [
      ['GetSecretValue', { SecretId: NAME }],
      ['PutSecretValue', { SecretId: NAME, SecretString: 'k3' }],
      ['CreateSecret', { Name: NAME, SecretString: 'k3' }],
    ] as const)
      expect(call(store, operation, body).type, operation).toBe('InvalidRequestException');
    expect(call(store, 'DeleteSecret', { SecretId: 'nope', ForceDeleteWithoutRecovery: true }).type).toBe(
      'ResourceNotFoundException',
    );
    expect(call(store, 'ListSecrets', {}).type).toBe('InvalidRequestException');
  });
});
