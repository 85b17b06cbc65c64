import {
  AdminLinkProviderForUserCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from '../../functions/identity-linking/handler';
import { GOOGLE_PROVIDER_NAME } from '../../functions/identity-linking/link-identity';

const cognito = mockClient(CognitoIdentityProviderClient);

afterEach(() => cognito.reset());

function signUp(
  triggerSource: PreSignUpTriggerEvent['triggerSource'],
  userName: string,
  attributes: Record<string, string>,
): PreSignUpTriggerEvent {
  return {
    version: '1',
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_Pool',
    userName,
    callerContext: { awsSdkVersion: '1', clientId: 'client' },
    triggerSource,
    request: { userAttributes: attributes },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  };
}

const context = { functionName: 'linker', awsRequestId: 'r' } as never;

const PASSWORD_USER = {
  Username: '6f1c-uuid',
  UserStatus: 'CONFIRMED' as const,
  Attributes: [
    { Name: 'email', Value: 'ana@example.com' },
    { Name: 'email_verified', Value: 'true' },
  ],
};

describe('pre-sign-up trigger: one manager for password and Google sign-in', () => {
  it('links a first Google sign-in to the password user with the same verified e-mail', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [PASSWORD_USER] });
    cognito.on(AdminLinkProviderForUserCommand).resolves({});
    const event = signUp('PreSignUp_ExternalProvider', 'Google_1122334455', {
      email: 'Ana@Example.com',
      email_verified: 'true',
    });
    const result = await handler(event, context);
    expect(result).toEqual(event);
    expect(cognito.commandCalls(ListUsersCommand)[0]!.args[0].input).toMatchObject({
      UserPoolId: 'eu-west-1_Pool',
      Filter: 'email = "ana@example.com"',
    });
    expect(cognito.commandCalls(AdminLinkProviderForUserCommand)[0]!.args[0].input).toEqual({
      UserPoolId: 'eu-west-1_Pool',
      DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: '6f1c-uuid' },
      SourceUser: {
        ProviderName: 'Google',
        ProviderAttributeName: 'Cognito_Subject',
        ProviderAttributeValue: '1122334455',
      },
    });
  });

  it('links nothing when Google does not vouch for the e-mail, or the password user never verified it', async () => {
    cognito.on(ListUsersCommand).resolves({
      Users: [{ ...PASSWORD_USER, Attributes: [{ Name: 'email', Value: 'ana@example.com' }] }],
    });
    await handler(
      signUp('PreSignUp_ExternalProvider', 'Google_1', { email: 'ana@example.com', email_verified: 'false' }),
      context,
    );
    await handler(
      signUp('PreSignUp_ExternalProvider', 'Google_2', { email: 'ana@example.com', email_verified: 'true' }),
      context,
    );
    expect(cognito.commandCalls(ListUsersCommand)).toHaveLength(1);
    expect(cognito.commandCalls(AdminLinkProviderForUserCommand)).toHaveLength(0);
  });

  it('lets a new Google user and a password sign-up through untouched', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [] });
    await handler(
      signUp('PreSignUp_ExternalProvider', 'Google_3', { email: 'new@example.com', email_verified: 'true' }),
      context,
    );
    await handler(signUp('PreSignUp_SignUp', 'ana@example.com', { email: 'ana@example.com' }), context);
    expect(cognito.commandCalls(ListUsersCommand)).toHaveLength(1);
    expect(cognito.commandCalls(AdminLinkProviderForUserCommand)).toHaveLength(0);
  });

  it('escapes the e-mail in the ListUsers filter', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [] });
    await handler(
      signUp('PreSignUp_ExternalProvider', 'Google_4', { email: 'a"b@example.com', email_verified: 'true' }),
      context,
    );
    expect(cognito.commandCalls(ListUsersCommand)[0]!.args[0].input.Filter).toBe(
      'email = "a\\"b@example.com"',
    );
  });

  it('fails the sign-up when Cognito refuses the link, so nothing half-linked remains', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [PASSWORD_USER] });
    cognito
      .on(AdminLinkProviderForUserCommand)
      .rejects(Object.assign(new Error('denied'), { name: 'NotAuthorizedException' }));
    await expect(
      handler(
        signUp('PreSignUp_ExternalProvider', 'Google_5', {
          email: 'ana@example.com',
          email_verified: 'true',
        }),
        context,
      ),
    ).rejects.toThrow('denied');
  });

  /**
   * A pre-sign-up event as Cognito sends it for a first Google sign-in through the Hosted UI (Amazon
   * Cognito developer guide, "Pre sign-up Lambda trigger": request and response fields): the user name
   * is made of the provider's prefix and Google's subject, lower-case in current pools (`google_…`),
   * capitalised in older examples (`Google_…`). Either way the link names the provider as configured.
   */
  it.each(['google_108174561835467891234', 'Google_108174561835467891234'])(
    'links the Google user named %s by the provider name the pool configures',
    async (userName) => {
      cognito.on(ListUsersCommand).resolves({ Users: [PASSWORD_USER] });
      cognito.on(AdminLinkProviderForUserCommand).resolves({});
      const event = {
        version: '1',
        region: 'eu-west-1',
        userPoolId: 'eu-west-1_AbCdEfGhI',
        userName,
        callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: '4ks1ohpvs1v9q7j0vdsc0e1ni2' },
        triggerSource: 'PreSignUp_ExternalProvider',
        request: {
          userAttributes: {
            email_verified: 'true',
            'cognito:email_alias': '',
            'cognito:phone_number_alias': '',
            name: 'Ana Pérez',
            email: 'ana@example.com',
          },
          validationData: {},
        },
        response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
      } satisfies PreSignUpTriggerEvent;
      await expect(handler(event, context)).resolves.toEqual(event);
      expect(cognito.commandCalls(AdminLinkProviderForUserCommand)[0]!.args[0].input.SourceUser).toEqual({
        ProviderName: GOOGLE_PROVIDER_NAME,
        ProviderAttributeName: 'Cognito_Subject',
        ProviderAttributeValue: '108174561835467891234',
      });
    },
  );
});
