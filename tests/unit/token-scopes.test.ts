import {
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Context, PreTokenGenerationV2TriggerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';

process.env.AWS_REGION ??= 'us-east-1';
const cognito = mockClient(CognitoIdentityProviderClient);
const { handler } = await import('../../functions/token-scopes/handler');

const eventFor = (clientId: string) =>
  ({
    version: '2',
    triggerSource: 'TokenGeneration_Authentication',
    region: 'us-east-1',
    userPoolId: 'us-east-1_pool',
    userName: 'manager',
    callerContext: { awsSdkVersion: 'x', clientId },
    request: { userAttributes: {}, groupConfiguration: {}, scopes: ['aws.cognito.signin.user.admin'] },
    response: { claimsAndScopeOverrideDetails: null },
  }) as unknown as PreTokenGenerationV2TriggerEvent;

describe('pre-token-generation trigger (door: self-service calls with a manager token)', () => {
  beforeEach(() => {
    cognito.reset();
    cognito.on(DescribeUserPoolClientCommand, { ClientId: 'web' }).resolves({
      UserPoolClient: { ClientName: 'WebClient', ClientId: 'web' },
    });
    cognito.on(DescribeUserPoolClientCommand, { ClientId: 'proof' }).resolves({
      UserPoolClient: { ClientName: 'factor-proof', ClientId: 'proof' },
    });
  });

  it("suppresses aws.cognito.signin.user.admin on the web client's access tokens", async () => {
    const answer = await handler(eventFor('web'), {} as Context);
    expect(answer.response.claimsAndScopeOverrideDetails).toEqual({
      accessTokenGeneration: { scopesToSuppress: ['aws.cognito.signin.user.admin'] },
    });
  });

  it("leaves the factor client's tokens their scope, and asks Cognito once per client", async () => {
    await handler(eventFor('proof'), {} as Context);
    const answer = await handler(eventFor('proof'), {} as Context);
    expect(answer.response.claimsAndScopeOverrideDetails).toEqual({
      accessTokenGeneration: { scopesToSuppress: [] },
    });
    expect(cognito.commandCalls(DescribeUserPoolClientCommand, { ClientId: 'proof' })).toHaveLength(1);
  });

  it('issues no token when the client cannot be looked up', async () => {
    cognito.on(DescribeUserPoolClientCommand, { ClientId: 'gone' }).rejects(new Error('throttled'));
    await expect(handler(eventFor('gone'), {} as Context)).rejects.toThrow('throttled');
  });
});
