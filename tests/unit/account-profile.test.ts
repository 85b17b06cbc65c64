import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  GetUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { userProfile } from '../../functions/account/cognito';
import { config } from '../../functions/config';
import { Unauthorized } from '../../functions/errors/errors';

const cognito = mockClient(CognitoIdentityProviderClient);

beforeEach(() => {
  cognito.reset();
  // What Cognito answers GetUser for a Hosted UI (Google) token: it lacks aws.cognito.signin.user.admin.
  cognito.on(GetUserCommand).rejects(
    Object.assign(new Error('Access Token does not have required scopes'), {
      name: 'NotAuthorizedException',
    }),
  );
});

describe('account setup profile of a Google-signed-in manager', () => {
  it("reads e-mail and name from the user pool by the token's user name, without GetUser", async () => {
    cognito.on(AdminGetUserCommand).resolves({
      Username: 'Google_1098',
      Enabled: true,
      UserAttributes: [
        { Name: 'email', Value: 'Gina@Example.com' },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: 'Gina Gomez' },
      ],
    });
    const profile = await userProfile('Google_1098');
    expect(profile).toEqual({ email: 'gina@example.com', name: 'Gina Gomez', emailVerified: true });
    expect(cognito.commandCalls(GetUserCommand)).toHaveLength(0);
    expect(cognito.commandCalls(AdminGetUserCommand)[0]!.args[0].input).toEqual({
      UserPoolId: config().USER_POOL_ID,
      Username: 'Google_1098',
    });
  });

  it('names a user without a name by the e-mail, and ends the session of a deleted or disabled user', async () => {
    cognito.on(AdminGetUserCommand).resolves({
      Enabled: true,
      UserAttributes: [{ Name: 'email', Value: 'x@example.com' }],
    });
    // Without `email_verified` the address is not taken as proved (decision record 0074).
    expect(await userProfile('x')).toEqual({ email: 'x@example.com', name: 'x', emailVerified: false });
    cognito
      .on(AdminGetUserCommand)
      .rejects(Object.assign(new Error('gone'), { name: 'UserNotFoundException' }));
    await expect(userProfile('gone')).rejects.toBeInstanceOf(Unauthorized);
    cognito.on(AdminGetUserCommand).resolves({ Enabled: false, UserAttributes: [] });
    await expect(userProfile('disabled')).rejects.toBeInstanceOf(Unauthorized);
  });
});
