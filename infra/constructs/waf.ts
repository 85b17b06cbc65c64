import { Stack, Token } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/**
 * Requests one viewer address may make in any 5 minutes before WAF blocks it for a while: far above a
 * person's use of the app (a busy manager makes a few hundred), low enough to stop a script.
 */
export const WAF_RATE_LIMIT_PER_5_MIN = 2000;

/** AWS managed rule groups of the web ACL (AWS WAF developer guide, "AWS Managed Rules rule groups list"). */
export const WAF_MANAGED_RULE_GROUPS = [
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
  'AWSManagedRulesAmazonIpReputationList',
] as const;

/** The region CloudFront-scope web ACLs must be created in (AWS WAF developer guide). */
export const CLOUDFRONT_WAF_REGION = 'us-east-1';

/**
 * The optional WAF web ACL in front of the distribution (stack input `waf: true`): AWS managed rule groups
 * (common exploits, known bad inputs, IP reputation) and a rate rule per viewer address. A web ACL with
 * CLOUDFRONT scope exists only in us-east-1, so the stack must be deployed there to have one.
 */
export class Waf extends Construct {
  /** The web ACL; the distribution takes its ARN. */
  readonly webAcl: CfnWebACL;

  /**
   * @throws Error at synth time when the stack's region is not known to be us-east-1 (an env-agnostic
   *   synth, or another region), naming the requirement.
   */
  constructor(scope: Construct, id: string) {
    super(scope, id);
    const region = Stack.of(this).region;
    if (Token.isUnresolved(region) || region !== CLOUDFRONT_WAF_REGION) {
      throw new Error(
        `waf: a CloudFront web ACL must be created in ${CLOUDFRONT_WAF_REGION}; deploy this stack there ` +
          `(CDK_DEFAULT_REGION=${CLOUDFRONT_WAF_REGION} with an account) or leave waf off ` +
          `(stack region: ${Token.isUnresolved(region) ? 'not set' : region}).`,
      );
    }
    const visibility = (name: string) => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName: name,
    });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('HiringWebAcl'),
      rules: [
        {
          name: 'RatePerViewer',
          priority: 0,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: WAF_RATE_LIMIT_PER_5_MIN, aggregateKeyType: 'IP' } },
          visibilityConfig: visibility('RatePerViewer'),
        },
        ...WAF_MANAGED_RULE_GROUPS.map((name, i) => ({
          name,
          priority: i + 1,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name,
              // The common set blocks bodies over 8 KB; a 30-question template or a long answer is larger.
              ...(name === 'AWSManagedRulesCommonRuleSet'
                ? { ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }] }
                : {}),
            },
          },
          visibilityConfig: visibility(name),
        })),
      ],
    });
  }
}
