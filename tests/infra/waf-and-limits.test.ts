import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { API_THROTTLE } from '../../infra/constructs/api';
import {
  WAF_ANSWER_PATH,
  WAF_API_RATE_PER_5_MIN,
  WAF_APPLICANT_PATH_REGEX,
  WAF_CODE_BODY_RULES,
  WAF_REGEX_MAX_CHARS,
  WAF_SIGN_IN_RATE_PER_5_MIN,
} from '../../infra/constructs/waf';
import type { RouteDef } from '../../shared/route-def';
import { routes } from '../../shared/routes';
import { resourcesOf, synthStack, type SynthesizedStack } from './synth-stack';

/**
 * The WAF is on by default where the region allows it, its rate rules count only API requests, and code
 * in an applicant's answer is not blocked (docs/decisions/0091-waf-and-stage-limits.md).
 */
let usEast1: SynthesizedStack;
let euWest1: SynthesizedStack;

beforeAll(() => {
  usEast1 = synthStack({}, { account: '123456789012', region: 'us-east-1' });
  euWest1 = synthStack({}, { account: '123456789012', region: 'eu-west-1' });
});

type Rule = Record<string, any>;
const rules = (s: SynthesizedStack): Rule[] =>
  Object.values(resourcesOf(s.template, 'AWS::WAFv2::WebACL'))[0]!.Properties.Rules as Rule[];
const rule = (s: SynthesizedStack, name: string) => rules(s).find((r) => r.Name === name)!;

describe('WAF web ACL', () => {
  it('is on by default in us-east-1, and elsewhere left out with a warning naming the region rule', () => {
    usEast1.template.resourceCountIs('AWS::WAFv2::WebACL', 1);
    euWest1.template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    const warnings = Annotations.fromStack(euWest1.stack).findWarning('*', Match.stringLikeRegexp('WAF'));
    expect(warnings.map((w) => String(w.entry.data)).join('\n')).toMatch(/only in us-east-1.*eu-west-1/);
    expect(
      synthStack({ waf: 'off' }, { account: '123456789012', region: 'us-east-1' }).template.toJSON(),
    ).not.toHaveProperty('Resources.WafWebAcl');
    expect(usEast1.nag).toEqual([]);
    expect(euWest1.nag).toEqual([]);
  });

  it('counts only /api/ requests in its per-address rate rules, with a lower limit on sign-in', () => {
    const api = rule(usEast1, 'ApiRatePerAddress').Statement.RateBasedStatement;
    expect(api).toMatchObject({
      Limit: WAF_API_RATE_PER_5_MIN,
      AggregateKeyType: 'IP',
      EvaluationWindowSec: 300,
    });
    const [apiPaths, notApplicant] = api.ScopeDownStatement.AndStatement.Statements as Rule[];
    expect(apiPaths!.ByteMatchStatement).toMatchObject({
      SearchString: '/api/',
      PositionalConstraint: 'STARTS_WITH',
      FieldToMatch: { UriPath: {} },
    });
    expect(notApplicant!.NotStatement.Statement.RegexMatchStatement.RegexString).toBe(
      WAF_APPLICANT_PATH_REGEX,
    );
    const signIn = rule(usEast1, 'SignInRatePerAddress').Statement.RateBasedStatement;
    expect(signIn.Limit).toBe(WAF_SIGN_IN_RATE_PER_5_MIN);
    expect(signIn.Limit).toBeLessThan(api.Limit);
    const paths = JSON.stringify(signIn.ScopeDownStatement);
    for (const route of [routes.login, routes.register, routes.forgotPassword, routes.sendContactMessage]) {
      expect(paths).toContain(`"${route.path}"`);
    }
    // No rate rule counts the whole site: static files are served from CloudFront's cache.
    for (const r of rules(usEast1).filter((x) => x.Statement.RateBasedStatement)) {
      expect(r.Statement.RateBasedStatement.ScopeDownStatement).toBeDefined();
    }
  });

  it('lets an exam room of 200 behind one address through, counting its routes apart from the managers', () => {
    const applicant = rule(usEast1, 'ApplicantRatePerAddress').Statement.RateBasedStatement;
    expect(applicant).toMatchObject({ AggregateKeyType: 'IP', EvaluationWindowSec: 300 });
    expect(applicant.ScopeDownStatement.RegexMatchStatement.RegexString).toBe(WAF_APPLICANT_PATH_REGEX);
    // 200 applicants, each opening, reloading, entering the code and saving an answer every 10 s.
    const perApplicant = 6 + 3 + 30 + 3;
    expect(applicant.Limit).toBeGreaterThanOrEqual(200 * perApplicant);
    const code = rule(usEast1, 'AccessCodeRatePerAddress').Statement.RateBasedStatement;
    expect(code.Limit).toBeGreaterThanOrEqual(200 * 2);
    expect(JSON.stringify(code.ScopeDownStatement)).toContain('"/auth"');
    expect(WAF_APPLICANT_PATH_REGEX.length).toBeLessThanOrEqual(WAF_REGEX_MAX_CHARS);
  });

  it('matches every applicant path by its regex, and no manager path', () => {
    const regex = new RegExp(WAF_APPLICANT_PATH_REGEX);
    const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '01J00000000000000000000000');
    const entries = Object.entries(routes) as [string, RouteDef][];
    const isApplicant = (def: RouteDef) => def.access === 'applicant' || def.flood === 'sessionDoor';
    // WAF sees paths, not methods: a manager route on an applicant route's path is counted with it.
    const applicantPaths = new Set(entries.filter(([, def]) => isApplicant(def)).map(([, d]) => d.path));
    for (const [name, def] of entries) {
      if (!def.path.startsWith('/api/')) continue;
      const applicantSide = applicantPaths.has(def.path);
      expect(regex.test(concrete(def.path)), `${name} ${def.path}`).toBe(applicantSide);
    }
  });

  it('only counts the code-matching body rules inside the managed groups, and blocks on their labels except on the answer route', () => {
    for (const [group, { rules: bodyRules }] of Object.entries(WAF_CODE_BODY_RULES)) {
      const overrides = rule(usEast1, group).Statement.ManagedRuleGroupStatement
        .RuleActionOverrides as Rule[];
      for (const name of bodyRules) {
        expect(overrides).toContainEqual({ Name: name, ActionToUse: { Count: {} } });
      }
    }
    const reblock = rule(usEast1, 'BodyRulesOutsideAnswers');
    expect(reblock.Action).toEqual({ Block: {} });
    expect(reblock.Priority).toBeGreaterThan(
      Math.max(...Object.keys(WAF_CODE_BODY_RULES).map((g) => rule(usEast1, g).Priority as number)),
    );
    const [labels, notAnswer] = reblock.Statement.AndStatement.Statements as Rule[];
    const keys = (labels!.OrStatement.Statements as Rule[]).map((s) => s.LabelMatchStatement.Key);
    expect(keys).toContain('awswaf:managed:aws:core-rule-set:CrossSiteScripting_Body');
    expect(keys).toContain('awswaf:managed:aws:core-rule-set:GenericLFI_Body');
    expect(notAnswer!.NotStatement.Statement.ByteMatchStatement).toMatchObject({
      SearchString: WAF_ANSWER_PATH,
      PositionalConstraint: 'EXACTLY',
    });
    expect(WAF_ANSWER_PATH).toBe(routes.saveAnswer.path);
  });
});

describe('API stage limits', () => {
  it('are sized from the per-address share: the stage holds many addresses at their WAF limit', () => {
    const stage = Object.values(resourcesOf(usEast1.template, 'AWS::ApiGatewayV2::Stage'))[0]!;
    expect(stage.Properties.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: API_THROTTLE.rateLimit,
      ThrottlingBurstLimit: API_THROTTLE.burstLimit,
    });
    const perAddressPerSecond = WAF_API_RATE_PER_5_MIN / 300;
    expect(API_THROTTLE.rateLimit / perAddressPerSecond).toBeGreaterThanOrEqual(10);
  });

  it('follow the stack input apiRequestsPerSecond, raised for a cohort once Lambda concurrency allows', () => {
    const raised = synthStack(
      { apiRequestsPerSecond: 500 },
      { account: '123456789012', region: 'eu-west-1' },
    );
    const stage = Object.values(resourcesOf(raised.template, 'AWS::ApiGatewayV2::Stage'))[0]!;
    expect(stage.Properties.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: 500,
      ThrottlingBurstLimit: 1000,
    });
    expect(() => synthStack({ apiRequestsPerSecond: 20_000 })).toThrow(/apiRequestsPerSecond/);
  });
});
