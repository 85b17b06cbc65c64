import { CfnResource, Stack, Token, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges one cdk-nag finding (`AwsSolutions-IAM5[Resource::*]`) on a construct and its children,
 * with the reason a reviewer needs. cdk-nag v3 acknowledges each finding id separately, so a new kind of
 * wildcard still fails `cdk synth`.
 */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

/**
 * Region and account as cdk-nag prints them in a finding id: the value when the stack has a concrete
 * environment (`cdk deploy` with an account and region), else the pseudo parameter (`<AWS::Region>`).
 */
export function nagEnv(scope: IConstruct): { region: string; account: string } {
  const stack = Stack.of(scope);
  return {
    region: Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region,
    account: Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account,
  };
}

/**
 * The token form cdk-nag prints for a resource's ARN attribute in a policy (`<DataTableFDBAD0F2.Arn>`),
 * so an acknowledgement names exactly that resource's wildcard and no other.
 */
export function arnToken(resource: IConstruct): string {
  const cfn = CfnResource.isCfnResource(resource) ? resource : resource.node.defaultChild;
  if (!cfn || !CfnResource.isCfnResource(cfn))
    throw new Error(`${resource.node.path} has no CloudFormation resource`);
  return `<${Stack.of(resource).getLogicalId(cfn)}.Arn>`;
}
