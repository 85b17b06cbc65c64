import { synthStack, type CfnResource } from './synth-stack';

/**
 * An applicant import goes on in the background by an asynchronous invoke of the applicants function
 * itself (decision record 0158): its role may invoke that one function, and no other function may.
 */
describe('applicant import in the background', () => {
  const { template } = synthStack({});
  const resources = template.toJSON().Resources as Record<string, CfnResource>;
  const functions = Object.entries(resources).filter(([, r]) => r.Type === 'AWS::Lambda::Function');
  const statementsOf = (fnId: string) => {
    const roleId = (resources[fnId]!.Properties.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
    return Object.values(resources)
      .filter(
        (r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties.Roles).includes(`"${roleId}"`),
      )
      .flatMap((r) => r.Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown }[])
      .filter((s) => JSON.stringify(s.Action).includes('lambda:InvokeFunction'));
  };

  it('lets the applicants function invoke itself, and nothing else, told to do so by SELF_INVOKE', () => {
    const [fnId, fn] = functions.find(([, r]) => r.Properties.Description === 'Hiring API: applicants')!;
    expect(fn.Properties.Environment.Variables.SELF_INVOKE).toBe('lambda');
    expect(statementsOf(fnId)).toEqual([
      expect.objectContaining({
        Action: 'lambda:InvokeFunction',
        Resource: { 'Fn::GetAtt': [fnId, 'Arn'] },
      }),
    ]);
  });

  it('gives no other API function a grant to invoke the applicants function', () => {
    const [appId] = functions.find(([, r]) => r.Properties.Description === 'Hiring API: applicants')!;
    const others = functions.filter(
      ([id, r]) => id !== appId && String(r.Properties.Description).startsWith('Hiring API: '),
    );
    expect(others.length).toBeGreaterThan(5);
    for (const [id] of others) expect(JSON.stringify(statementsOf(id))).not.toContain(`"${appId}"`);
  });
});
