import { runSimulation } from '@cloud-copilot/iam-simulate';
import { LOCAL_ACCOUNT, resolver, type CfnTemplate, type LocalNames } from './template';

/** Why EventBridge Scheduler could not invoke a schedule's target, or undefined when it can. */
export type SchedulerRefusal = { action: string; resource: string; reason: string } | undefined;

const ROLE_ARN = new RegExp(`^arn:aws:iam::${LOCAL_ACCOUNT}:role/(.+)$`);

/**
 * What EventBridge Scheduler checks when a schedule fires (EventBridge Scheduler user guide, "Set up the
 * execution role"): the schedule's role must trust `scheduler.amazonaws.com`, and its identity policies
 * must allow `lambda:InvokeFunction` on the target. The role is read from the template; the policies are
 * evaluated with the same IAM simulator as every function's calls.
 * @param roleArn - `Target.RoleArn` of the schedule, as the creating function passed it.
 * @param targetArn - `Target.Arn`: the function the schedule invokes.
 */
export async function schedulerRefusal(
  template: CfnTemplate,
  names: LocalNames,
  roleArn: string,
  targetArn: string,
): Promise<SchedulerRefusal> {
  const action = 'lambda:InvokeFunction';
  const roleId = ROLE_ARN.exec(roleArn)?.[1];
  const role = roleId ? template.Resources[roleId] : undefined;
  if (!roleId || role?.Type !== 'AWS::IAM::Role') {
    return { action: 'sts:AssumeRole', resource: roleArn, reason: 'no such role in the template' };
  }
  const resolve = resolver(template, names);
  const trust = resolve(role.Properties?.AssumeRolePolicyDocument ?? {}) as {
    Statement?: { Effect?: string; Principal?: { Service?: string | string[] } }[];
  };
  const trusted = (trust.Statement ?? []).some(
    (s) => s.Effect === 'Allow' && [s.Principal?.Service].flat().includes('scheduler.amazonaws.com'),
  );
  if (!trusted) {
    return {
      action: 'sts:AssumeRole',
      resource: roleArn,
      reason: 'the role does not trust scheduler.amazonaws.com',
    };
  }
  const policies = Object.entries(template.Resources)
    .filter(
      ([, r]) =>
        r.Type === 'AWS::IAM::Policy' &&
        (r.Properties?.Roles ?? []).some((x: unknown) => (x as { Ref?: string }).Ref === roleId),
    )
    .map(([id, r]) => ({ name: id, policy: resolve(r.Properties!.PolicyDocument) }));
  for (const p of role.Properties?.Policies ?? []) {
    policies.push({ name: `${roleId}/${p.PolicyName}`, policy: resolve(p.PolicyDocument) });
  }
  const simulation = await runSimulation(
    {
      request: {
        principal: `arn:aws:sts::${LOCAL_ACCOUNT}:assumed-role/${roleId}/scheduler`,
        action,
        resource: { resource: targetArn, accountId: LOCAL_ACCOUNT },
        contextVariables: {},
      },
      identityPolicies: policies,
      serviceControlPolicies: [],
      resourceControlPolicies: [],
    },
    {},
  );
  const allowed = 'overallResult' in simulation && simulation.overallResult === 'Allowed';
  return allowed ? undefined : { action, resource: targetArn, reason: 'no identity-based policy allows it' };
}
