import { Annotations, Token, type Stack } from 'aws-cdk-lib';
import { CLOUDFRONT_WAF_REGION } from './constructs/waf';
import type { StackInput } from './stack-input';

/**
 * Whether the stack gets the WAF web ACL: `on` always (the construct refuses other regions), `off` never,
 * `auto` where the region allows it (us-east-1, the only region of CloudFront web ACLs), with a warning
 * elsewhere naming what is missing (docs/decisions/0091-waf-and-stage-limits.md).
 */
export function wafWanted(stack: Stack, waf: StackInput['waf']): boolean {
  if (waf !== 'auto') return waf === 'on';
  if (!Token.isUnresolved(stack.region) && stack.region === CLOUDFRONT_WAF_REGION) return true;
  Annotations.of(stack).addWarningV2(
    'hiring:waf-region',
    `No WAF web ACL: CloudFront web ACLs exist only in ${CLOUDFRONT_WAF_REGION} (stack region: ` +
      `${Token.isUnresolved(stack.region) ? 'not set' : stack.region}). The API keeps its stage limits and ` +
      'per-address limits; deploy in us-east-1 for the WAF, or set waf=off to silence this.',
  );
  return false;
}

/**
 * The default Hosted UI domain prefix: the stack name, lower-cased, and the account id. Prefixes are
 * unique across all AWS accounts of a region (Amazon Cognito developer guide, "Using the Amazon Cognito
 * prefix domain"), so a fixed default would collide with another stack of this app, here or elsewhere.
 * @throws Error when the stack name contains a word Cognito reserves (aws, amazon, cognito).
 */
export function hostedUiPrefix(stack: Stack): string {
  const name = stack.stackName
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .slice(0, 40);
  if (/aws|amazon|cognito/.test(name)) {
    throw new Error(
      `hostedUiDomainPrefix: the stack name "${stack.stackName}" contains a word Cognito reserves; set one`,
    );
  }
  return `${name}-${stack.account}`;
}

/**
 * CloudFormation resolves a `{{resolve:secretsmanager:…}}` reference in the stack's own region, so the
 * Google client secret must live there (CloudFormation user guide, "Get values stored in other services
 * using dynamic references"). Checked when the region is known (`cdk deploy` always knows it).
 * @throws Error naming `googleClientSecretArn` and both regions.
 */
export function assertSecretInStackRegion(stack: Stack, secretArn: string): void {
  const secretRegion = secretArn.split(':')[3];
  if (Token.isUnresolved(stack.region) || secretRegion === stack.region) return;
  throw new Error(
    `googleClientSecretArn: the secret is in ${secretRegion}, the stack in ${stack.region}; ` +
      'CloudFormation reads dynamic references in the stack region only: replicate the secret there.',
  );
}
