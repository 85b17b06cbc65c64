import { CognitoIdentityProviderClient, RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { revokeRefreshToken } from '../../functions/account/mfa';
import { config } from '../../functions/config';
import { UpstreamFailed } from '../../functions/errors/errors';

const cognito = mockClient(CognitoIdentityProviderClient);

afterEach(() => cognito.reset());

describe('sign-out revokes the refresh token (Cognito RevokeToken)', () => {
  it('revokes it for the app client', async () => {
    cognito.on(RevokeTokenCommand).resolves({});
    await revokeRefreshToken('refresh-1');
    expect(cognito.commandCalls(RevokeTokenCommand)[0]!.args[0].input).toEqual({
      ClientId: config().USER_POOL_CLIENT_ID,
      Token: 'refresh-1',
    });
  });

  it('treats a token Cognito no longer accepts as revoked, and reports an outage', async () => {
    for (const name of ['NotAuthorizedException', 'InvalidParameterException']) {
      cognito.on(RevokeTokenCommand).rejects(Object.assign(new Error(name), { name }));
      await expect(revokeRefreshToken('gone')).resolves.toBeUndefined();
    }
    cognito
      .on(RevokeTokenCommand)
      .rejects(Object.assign(new Error('down'), { name: 'InternalErrorException' }));
    await expect(revokeRefreshToken('x')).rejects.toBeInstanceOf(UpstreamFailed);
  });
});
