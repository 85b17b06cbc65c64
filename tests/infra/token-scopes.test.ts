import { Match } from 'aws-cdk-lib/assertions';
import { synthStack, type CfnResource } from './synth-stack';

/**
 * Door: managers' access tokens carried `aws.cognito.signin.user.admin`, so a stolen one could call
 * Cognito's `SetUserMFAPreference` or `AssociateSoftwareToken` directly and replace the second factor.
 * The pool now runs a pre-token-generation trigger with the V2_0 event, which needs the Essentials or Plus
 * feature plan (Amazon Cognito Developer Guide, "Pre token generation Lambda trigger"), and only the
 * factor client's tokens keep the scope (decision record 0139).
 */
describe('door: self-service Cognito calls with a manager access token', () => {
  const { template } = synthStack({});
  const resources = template.toJSON().Resources as Record<string, CfnResource>;
  const pool = Object.values(resources).find((r) => r.Type === 'AWS::Cognito::UserPool')!;
  const trigger = pool.Properties.LambdaConfig.PreTokenGenerationConfig as {
    LambdaArn: { 'Fn::GetAtt': [string, string] };
    LambdaVersion: string;
  };

  it('runs the V2_0 trigger on a pool of the Essentials plan, or Plus with threat protection', () => {
    expect(trigger.LambdaVersion).toBe('V2_0');
    expect(pool.Properties.UserPoolTier).toBe('ESSENTIALS');
    const plus = synthStack({ compromisedCredentialsCheck: true }).template.toJSON().Resources as Record<
      string,
      CfnResource
    >;
    const plusPool = Object.values(plus).find((r) => r.Type === 'AWS::Cognito::UserPool')!;
    expect(plusPool.Properties.UserPoolTier).toBe('PLUS');
    expect(plusPool.Properties.LambdaConfig.PreTokenGenerationConfig.LambdaVersion).toBe('V2_0');
  });

  it('runs the token-scopes function, which may only read the clients of its own pool', () => {
    const fnId = trigger.LambdaArn['Fn::GetAtt'][0];
    expect(resources[fnId]!.Properties.Description).toMatch(/^Hiring: issues access tokens/);
    const roleId = (resources[fnId]!.Properties.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
    const statements = Object.values(resources)
      .filter(
        (r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties.Roles).includes(`"${roleId}"`),
      )
      .flatMap((r) => r.Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown }[]);
    const cognito = statements.filter((s) => JSON.stringify(s.Action).includes('cognito-idp'));
    expect(cognito).toEqual([
      expect.objectContaining({
        Action: 'cognito-idp:DescribeUserPoolClient',
        Resource: { 'Fn::GetAtt': [expect.stringMatching(/UserPool/), 'Arn'] },
      }),
    ]);
  });

  it('has a factor client of 5-minute tokens the account function alone is told about', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ClientName: 'factor-proof',
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH']),
      AccessTokenValidity: 5,
      EnableTokenRevocation: true,
      GenerateSecret: false,
    });
    const withFactorClient = Object.values(resources).filter(
      (r) =>
        r.Type === 'AWS::Lambda::Function' &&
        r.Properties.Environment?.Variables?.USER_POOL_FACTOR_CLIENT_ID !== undefined,
    );
    expect(withFactorClient.map((r) => r.Properties.Description)).toContain('Hiring API: account');
  });
});
