import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Environment } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { ALARM_THRESHOLDS } from '../../infra/constructs/monitoring';
import { WAF_MANAGED_RULE_GROUPS } from '../../infra/constructs/waf';
import { METRIC_NAMES, METRICS_NAMESPACE } from '../../shared/metrics';
import { ORIGIN_SECRET_HEADER } from '../../shared/origin-secret';
import { parseStackInput } from '../../infra/stack-input';
import { routes } from '../../shared/routes';
import { ourFunctions, resourcesOf, synthStack, type SynthesizedStack } from './synth-stack';

/**
 * What an operator relies on in the synthesized template: alarms and the dashboard, the origin secret,
 * the viewer address, WAF, the custom domain, deletion protection and unpublished source maps.
 */
const CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/0123abcd-0000-1111-2222-333344445555';
const US_EAST_1: Environment = { account: '123456789012', region: 'us-east-1' };
/** Managed origin request policy AllViewerExceptHostHeader (CloudFront developer guide). */
const ALL_VIEWER_EXCEPT_HOST = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

const resources = (t: Template, type: string) => Object.values(resourcesOf(t, type));

function apiBehaviour(t: Template) {
  const [dist] = resources(t, 'AWS::CloudFront::Distribution');
  const config = dist!.Properties.DistributionConfig;
  return {
    config,
    api: (config.CacheBehaviors as Record<string, any>[]).find((b) => b.PathPattern === '/api/*')!,
  };
}

let plain: SynthesizedStack;
let full: SynthesizedStack;

beforeAll(() => {
  plain = synthStack({});
  full = synthStack(
    {
      alarmEmail: 'ops@example.com',
      waf: true,
      domainName: 'app.example.com',
      certificateArn: CERT,
    },
    US_EAST_1,
  );
});

describe('alarms', () => {
  const alarms = (t: Template) => resources(t, 'AWS::CloudWatch::Alarm');
  const byMetric = (t: Template, name: string) => alarms(t).filter((a) => a.Properties.MetricName === name);

  it('notify one SNS topic, which mails alarmEmail when given', () => {
    // The alarm topic; the other one carries SES bounce and complaint events.
    const topics = Object.keys(full.template.findResources('AWS::SNS::Topic')).filter((id) =>
      id.startsWith('Monitoring'),
    );
    expect(topics).toHaveLength(1);
    for (const a of alarms(full.template)) expect(a.Properties.AlarmActions).toEqual([{ Ref: topics[0] }]);
    full.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
    });
    // Without alarmEmail the alarm topic has no subscription (the SES events topic has the mail-events function).
    const subscriptions = Object.values(plain.template.findResources('AWS::SNS::Subscription'));
    expect(subscriptions.filter((s) => s.Properties.Protocol === 'email')).toEqual([]);
  });

  it('watch errors and throttles of every function', () => {
    const count = Object.values(ourFunctions(plain.template)).length;
    expect(byMetric(plain.template, 'Errors')).toHaveLength(count);
    expect(byMetric(plain.template, 'Throttles')).toHaveLength(count);
    for (const a of [...byMetric(plain.template, 'Errors'), ...byMetric(plain.template, 'Throttles')]) {
      expect(a.Properties.Namespace).toBe('AWS/Lambda');
      expect(a.Properties.Threshold).toBe(1);
    }
  });

  it('watch the API 5xx rate as a share of requests', () => {
    const rate = alarms(plain.template).find((a) =>
      (a.Properties.Metrics as any[] | undefined)?.some((m) => m.MetricStat?.Metric?.MetricName === '5xx'),
    );
    expect(rate).toBeDefined();
    expect(rate!.Properties.Threshold).toBe(ALARM_THRESHOLDS.api5xxPercent);
    const expression = (rate!.Properties.Metrics as any[]).find((m) => m.Expression);
    expect(expression.Expression).toContain('100 * errors / requests');
  });

  it('watch scoring failures, the failure queue, the SES bounce rate and the AI budget at 80 %', () => {
    const [scoring] = byMetric(plain.template, METRIC_NAMES.scoringFailures);
    expect(scoring!.Properties.Namespace).toBe(METRICS_NAMESPACE);
    const [queue] = byMetric(plain.template, 'ApproximateNumberOfMessagesVisible');
    expect(queue!.Properties).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
    const queues = Object.keys(plain.template.findResources('AWS::SQS::Queue'));
    expect(JSON.stringify(queue!.Properties.Dimensions)).toContain(queues[0]!);
    const [bounce] = byMetric(plain.template, 'Reputation.BounceRate');
    expect(bounce!.Properties).toMatchObject({ Namespace: 'AWS/SES', Threshold: 0.05 });
    const [budget] = byMetric(plain.template, METRIC_NAMES.aiBudgetUsedPercent);
    expect(budget!.Properties).toMatchObject({ Namespace: METRICS_NAMESPACE, Threshold: 80 });
    expect(budget!.Properties.Dimensions).toBeUndefined();
  });

  it('watch the retention failure queue and the SES complaint rate where SES starts its review (0.1 %)', () => {
    const retentionQueue = Object.keys(plain.template.findResources('AWS::SQS::Queue')).find((id) =>
      id.startsWith('Retention'),
    )!;
    const queueAlarms = byMetric(plain.template, 'ApproximateNumberOfMessagesVisible');
    const retention = queueAlarms.find((a) =>
      JSON.stringify(a.Properties.Dimensions).includes(retentionQueue),
    );
    expect(retention!.Properties).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
    const [complaints] = byMetric(plain.template, 'Reputation.ComplaintRate');
    expect(complaints!.Properties).toMatchObject({
      Namespace: 'AWS/SES',
      Threshold: ALARM_THRESHOLDS.sesComplaintRate,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    expect(ALARM_THRESHOLDS.sesComplaintRate).toBe(0.001);
  });

  it('has one dashboard with the product’s own metrics, in the functions’ namespace', () => {
    const dashboards = resources(plain.template, 'AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    const body = JSON.stringify(dashboards[0]!.Properties.DashboardBody);
    for (const name of Object.values(METRIC_NAMES)) expect(body).toContain(name);
    expect(body).toContain(METRICS_NAMESPACE);
    for (const fn of Object.values(ourFunctions(plain.template))) {
      expect(fn.Properties.Environment.Variables.POWERTOOLS_METRICS_NAMESPACE).toBe(METRICS_NAMESPACE);
    }
  });
});

describe('tracing', () => {
  it('turns on active tracing and the Powertools Tracer on every function', () => {
    for (const fn of Object.values(ourFunctions(plain.template))) {
      expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
      expect(fn.Properties.Environment.Variables.POWERTOOLS_TRACE_ENABLED).toBe('true');
    }
  });
});

describe('CloudFront in front of the API', () => {
  it('sends the origin secret from Secrets Manager, and every API function reads that secret at run time', () => {
    const secrets = Object.keys(plain.template.findResources('AWS::SecretsManager::Secret'));
    expect(secrets).toHaveLength(1);
    const { config } = apiBehaviour(plain.template);
    const apiOrigin = (config.Origins as any[]).find((o) => o.CustomOriginConfig);
    const header = (apiOrigin.OriginCustomHeaders as { HeaderName: string; HeaderValue: unknown }[]).find(
      (h) => h.HeaderName === ORIGIN_SECRET_HEADER,
    );
    expect(JSON.stringify(header?.HeaderValue)).toContain('{{resolve:secretsmanager:');
    expect(JSON.stringify(header?.HeaderValue)).toContain(secrets[0]!);
    const api = Object.values(ourFunctions(plain.template)).filter((f) =>
      String(f.Properties.Description).startsWith('Hiring API: '),
    );
    expect(api).toHaveLength(new Set(Object.values(routes).map((r) => r.resource)).size);
    for (const fn of api) {
      // The secret's ARN, never its value: the value is read through Powertools Parameters (decision 0142).
      expect(fn.Properties.Environment.Variables.ORIGIN_SECRET_ARN).toEqual({ Ref: secrets[0] });
      expect(JSON.stringify(fn.Properties.Environment)).not.toContain('resolve:secretsmanager');
    }
  });

  it('forwards CloudFront’s viewer address to the API by its origin request policy, without a function', () => {
    const { api } = apiBehaviour(plain.template);
    expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST);
    expect(api.FunctionAssociations).toBeUndefined();
  });

  it('attaches a CLOUDFRONT WAF web ACL with AWS managed rules and a rate rule when waf is on', () => {
    plain.template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    const [acl] = resources(full.template, 'AWS::WAFv2::WebACL');
    expect(acl!.Properties.Scope).toBe('CLOUDFRONT');
    const rules = acl!.Properties.Rules as any[];
    expect(rules.some((r) => r.Statement.RateBasedStatement?.AggregateKeyType === 'IP')).toBe(true);
    const managed = rules.map((r) => r.Statement.ManagedRuleGroupStatement?.Name).filter(Boolean);
    expect(managed).toEqual([...WAF_MANAGED_RULE_GROUPS]);
    const { config } = apiBehaviour(full.template);
    expect(JSON.stringify(config.WebACLId)).toContain('Arn');
  });

  it('refuses waf at synth time unless the stack is in us-east-1', () => {
    expect(() => synthStack({ waf: true })).toThrow(/us-east-1/);
    expect(() => synthStack({ waf: true }, { account: '123456789012', region: 'eu-west-1' })).toThrow(
      /CloudFront web ACL must be created in us-east-1/,
    );
  });
});

describe('custom domain', () => {
  it('serves the domain with its certificate and TLS 1.2 at least; the app origin follows', () => {
    const { config } = apiBehaviour(full.template);
    expect(config.Aliases).toEqual(['app.example.com']);
    expect(config.ViewerCertificate).toMatchObject({
      AcmCertificateArn: CERT,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    const withEmail = Object.values(ourFunctions(full.template)).filter(
      (f) => f.Properties.Environment.Variables.APP_ORIGIN,
    );
    expect(withEmail.length).toBeGreaterThan(0);
    for (const fn of withEmail) {
      expect(fn.Properties.Environment.Variables.APP_ORIGIN).toBe('https://app.example.com');
    }
    full.template.hasOutput('AppUrl', { Value: 'https://app.example.com' });
  });

  it('takes only a us-east-1 certificate, and domain and certificate together', () => {
    expect(() =>
      parseStackInput({
        domainName: 'app.example.com',
        certificateArn: CERT.replace('us-east-1', 'eu-west-1'),
      }),
    ).toThrow(/certificateArn: must be an ACM certificate ARN in us-east-1/);
    expect(() => parseStackInput({ domainName: 'app.example.com' })).toThrow(/certificateArn/);
    expect(() =>
      parseStackInput({
        domainName: 'app.example.com',
        certificateArn: CERT,
        appOrigin: 'https://other.example.com',
      }),
    ).toThrow(/appOrigin/);
  });
});

describe('data safety', () => {
  it('protects the table and the user pool from deletion', () => {
    plain.template.hasResourceProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: true });
    plain.template.hasResourceProperties('AWS::Cognito::UserPool', { DeletionProtection: 'ACTIVE' });
  });

  it('does not publish the SPA’s source maps', () => {
    const staged = readdirSync(plain.outdir).filter(
      (d) => d.startsWith('asset.') && existsSync(join(plain.outdir, d, 'index.html')),
    );
    expect(staged).toHaveLength(1);
    const files = readdirSync(join(plain.outdir, staged[0]!), { recursive: true }).map(String);
    expect(files).toContain(join('assets', 'app.js'));
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
  });
});

describe('cdk-nag', () => {
  it('reports no unacknowledged AwsSolutions or Serverless findings, with every option on', () => {
    expect(plain.nag).toEqual([]);
    expect(full.nag).toEqual([]);
  });
});
