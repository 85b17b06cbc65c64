import { ArnFormat, Stack, Token } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { EXAM_ROOM_APPLICANTS } from '../../shared/flood-limits';
import { routes } from '../../shared/routes';
import { APPLICANT_PREFIX, WAF_APPLICANT_PATH_REGEX } from './waf-paths';

export { WAF_APPLICANT_PATH_REGEX, WAF_REGEX_MAX_CHARS } from './waf-paths';

/**
 * Requests one viewer address may make to the manager and public `/api/*` routes (all but the
 * applicant's, `WAF_APPLICANT_PATH_REGEX` of `./waf-paths.ts`) in any 5 minutes before WAF blocks it (average 6.7
 * requests/s): about ten busy managers behind one office address, far above one person, low enough to
 * stop a script long before the stage limit (docs/decisions/0091-waf-and-stage-limits.md).
 */
export const WAF_API_RATE_PER_5_MIN = 2000;

/**
 * Requests one viewer address may make to the sign-in, sign-up, code, contact and early-access routes in
 * any 5 minutes (1 per second): what a person typing never reaches; a password guesser does within
 * seconds. The handlers' own per-address limits are finer; this stops a flood at the edge.
 */
export const WAF_SIGN_IN_RATE_PER_5_MIN = 300;

/**
 * Calls one applicant makes in any 5 minutes at the busiest, the start of a timed assessment: the
 * session door (intro on opening and two reloads, two code tries, one spare: 6), the session re-read on
 * each reload (3), a save per question and per follow-up answer with their retries (up to 36 at 10
 * seconds a question), the submit, the self-identification and a request (3), and 2 to spare.
 */
export const APPLICANT_CALLS_PER_5_MIN = 50;

/**
 * Requests one viewer address may make to the applicant's routes (the session door and every route an
 * applicant token opens) in any 5 minutes: an exam room of {@link EXAM_ROOM_APPLICANTS} applicants behind
 * one NAT at {@link APPLICANT_CALLS_PER_5_MIN} each, 10,000 (33 requests/s). Inside it, the functions
 * count each session by its token (`shared/flood-limits.ts`, docs/decisions/0153-cohorts-behind-one-address.md).
 */
export const WAF_APPLICANT_RATE_PER_5_MIN = EXAM_ROOM_APPLICANTS * APPLICANT_CALLS_PER_5_MIN;

/**
 * Access-code checks (`POST /api/session/{id}/auth`) one viewer address may make in any 5 minutes: a room
 * of {@link EXAM_ROOM_APPLICANTS} entering their codes, each up to 5 times (typos, a second device, a
 * token expired), 1,000. Guessing one session's code is stopped sooner by its lock-out (10 wrong tries
 * per 15 minutes, `shared/access-code.ts`).
 */
export const WAF_ACCESS_CODE_RATE_PER_5_MIN = EXAM_ROOM_APPLICANTS * 5;

/** AWS managed rule groups of the web ACL (AWS WAF developer guide, "AWS Managed Rules rule groups list"). */
export const WAF_MANAGED_RULE_GROUPS = [
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
  'AWSManagedRulesAmazonIpReputationList',
] as const;

/**
 * Request headers WAF writes as `REDACTED` in its logs: managers' access tokens and API keys, and cookies.
 * The origin secret is added by CloudFront after WAF, so WAF never sees it.
 */
export const WAF_REDACTED_HEADERS = ['authorization', 'cookie'] as const;

/** The region CloudFront-scope web ACLs must be created in (AWS WAF developer guide). */
export const CLOUDFRONT_WAF_REGION = 'us-east-1';

/** Public routes whose abuse is guessing or mail flooding: the sign-in rate rule covers them. */
const SIGN_IN_PATHS = [
  routes.login.path,
  routes.loginMfa.path,
  routes.register.path,
  routes.confirmAccount.path,
  routes.resendConfirmation.path,
  routes.forgotPassword.path,
  routes.resetPassword.path,
  routes.sendContactMessage.path,
  routes.requestEarlyAccess.path,
];

/** The rate-based rules, first in the web ACL (priorities 0 to 3). */
const RATE_RULES = 4;

/** The applicant's routes, by {@link WAF_APPLICANT_PATH_REGEX}. */
const applicantPath = {
  regexMatchStatement: {
    fieldToMatch: { uriPath: {} },
    regexString: WAF_APPLICANT_PATH_REGEX,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
};

/**
 * Body rules of the managed groups that match code: an applicant's answer to a technical question may
 * well contain `<script>`, `../../etc/passwd`, `169.254.169.254` or `${jndi:…}`. They only count (and
 * label) inside the groups; {@link BodyRulesOutsideAnswers} blocks on their labels everywhere except the
 * answer route. `SizeRestrictions_BODY` (8 KB) only counts everywhere: a 30-question template is larger.
 * Names and labels: AWS WAF developer guide, "Core rule set (CRS) managed rule group" and "Known bad
 * inputs managed rule group".
 */
export const WAF_CODE_BODY_RULES = {
  AWSManagedRulesCommonRuleSet: {
    prefix: 'awswaf:managed:aws:core-rule-set:',
    rules: ['CrossSiteScripting_BODY', 'GenericLFI_BODY', 'GenericRFI_BODY', 'EC2MetaDataSSRF_BODY'],
  },
  AWSManagedRulesKnownBadInputsRuleSet: {
    prefix: 'awswaf:managed:aws:known-bad-inputs:',
    rules: ['Log4JRCE_BODY', 'JavaDeserializationRCE_BODY'],
  },
} as const;

/** The route applicants send answers to, where code in a body is expected. */
export const WAF_ANSWER_PATH = routes.saveAnswer.path;

/** A rule's label: the rule name with its `_BODY` suffix written `_Body`, as AWS labels it. */
const labelOf = (prefix: string, rule: string) => `${prefix}${rule.replace(/_BODY$/, '_Body')}`;

const pathIs = (path: string, constraint: 'EXACTLY' | 'STARTS_WITH' | 'ENDS_WITH') => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: constraint,
    searchString: path,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

/**
 * The WAF web ACL in front of the distribution (stack input `waf`, on by default in us-east-1): four
 * rate rules per viewer address scoped to the API (the manager and public routes, the sign-in routes,
 * the applicant's routes sized for an exam room behind one address, and the access-code check), AWS managed rule groups (common exploits, known bad inputs, IP reputation) whose code-matching
 * body rules do not apply to applicants' answers. A web ACL with CLOUDFRONT scope exists only in us-east-1.
 */
export class Waf extends Construct {
  /** The web ACL; the distribution takes its ARN. */
  readonly webAcl: CfnWebACL;
  /** Where WAF logs every request it saw, redacted (see {@link WAF_REDACTED_HEADERS}). */
  readonly logGroup: LogGroup;

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
    const counted = (group: string) => [
      ...(group === 'AWSManagedRulesCommonRuleSet' ? ['SizeRestrictions_BODY'] : []),
      ...(WAF_CODE_BODY_RULES[group as keyof typeof WAF_CODE_BODY_RULES]?.rules ?? []),
    ];
    const codeLabels = Object.values(WAF_CODE_BODY_RULES).flatMap(({ prefix, rules }) =>
      rules.map((rule) => ({ labelMatchStatement: { scope: 'LABEL', key: labelOf(prefix, rule) } })),
    );
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('HiringWebAcl'),
      rules: [
        {
          name: 'ApiRatePerAddress',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: WAF_API_RATE_PER_5_MIN,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                andStatement: {
                  statements: [
                    pathIs('/api/', 'STARTS_WITH'),
                    { notStatement: { statement: applicantPath } },
                  ],
                },
              },
            },
          },
          visibilityConfig: visibility('ApiRatePerAddress'),
        },
        {
          name: 'SignInRatePerAddress',
          priority: 1,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: WAF_SIGN_IN_RATE_PER_5_MIN,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                orStatement: { statements: SIGN_IN_PATHS.map((p) => pathIs(p, 'EXACTLY')) },
              },
            },
          },
          visibilityConfig: visibility('SignInRatePerAddress'),
        },
        {
          name: 'ApplicantRatePerAddress',
          priority: 2,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: WAF_APPLICANT_RATE_PER_5_MIN,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: applicantPath,
            },
          },
          visibilityConfig: visibility('ApplicantRatePerAddress'),
        },
        {
          name: 'AccessCodeRatePerAddress',
          priority: 3,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: WAF_ACCESS_CODE_RATE_PER_5_MIN,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              // POST /api/session/{id}/auth: the access-code check.
              scopeDownStatement: {
                andStatement: {
                  statements: [pathIs(APPLICANT_PREFIX, 'STARTS_WITH'), pathIs('/auth', 'ENDS_WITH')],
                },
              },
            },
          },
          visibilityConfig: visibility('AccessCodeRatePerAddress'),
        },
        ...WAF_MANAGED_RULE_GROUPS.map((name, i) => ({
          name,
          priority: i + RATE_RULES,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name,
              ...(counted(name).length
                ? {
                    ruleActionOverrides: counted(name).map((rule) => ({
                      name: rule,
                      actionToUse: { count: {} },
                    })),
                  }
                : {}),
            },
          },
          visibilityConfig: visibility(name),
        })),
        {
          name: 'BodyRulesOutsideAnswers',
          priority: WAF_MANAGED_RULE_GROUPS.length + RATE_RULES,
          action: { block: {} },
          statement: {
            andStatement: {
              statements: [
                { orStatement: { statements: codeLabels } },
                { notStatement: { statement: pathIs(WAF_ANSWER_PATH, 'EXACTLY') } },
              ],
            },
          },
          visibilityConfig: visibility('BodyRulesOutsideAnswers'),
        },
      ],
    });
    // WAF logs to CloudWatch Logs only into a group whose name starts with `aws-waf-logs-` (AWS WAF
    // developer guide, "Sending web ACL traffic logs to an Amazon CloudWatch Logs log group").
    this.logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `aws-waf-logs-${Stack.of(this).stackName}-${region}`,
      retention: RetentionDays.ONE_MONTH,
    });
    new CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      // The log group's ARN without the `:*` suffix `logGroupArn` carries, as WAF requires.
      logDestinationConfigs: [
        Stack.of(this).formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: this.logGroup.logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      redactedFields: WAF_REDACTED_HEADERS.map((name) => ({ singleHeader: { Name: name } })),
    });
  }
}
