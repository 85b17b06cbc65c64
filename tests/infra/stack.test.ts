import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Data } from '../../infra/constructs/data';
import { SESSION_LIST_ATTRIBUTES, TABLE_KEYS } from '../../functions/data/table';
import { consumerConcurrency, SCORING_MAX_RECEIVES } from '../../shared/model-queue';
import { routes } from '../../shared/routes';
import type { RouteDef } from '../../shared/route-def';
import { parseStackInput, type RawStackInput } from '../../infra/stack-input';
import { ourFunctions, synthStack, type CfnResource, type SynthesizedStack } from './synth-stack';

const GOOGLE_INPUT: RawStackInput = {
  google: {
    clientId: 'google-client-id.apps.googleusercontent.com',
    clientSecretArn: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:hiring/google-AbCdEf',
  },
  hostedUiDomainPrefix: 'hiring-test',
  bedrockModelId: 'eu.amazon.nova-lite-v1:0',
};

const resources = [...new Set(Object.values(routes).map((r) => r.resource))].sort();

type Resources = Record<string, CfnResource>;

/** Statements of every IAM policy of the template. */
function statements(template: Template): { Action: string | string[]; Resource: unknown }[] {
  return Object.values(template.findResources('AWS::IAM::Policy') as Resources).flatMap(
    (p) => p.Properties.PolicyDocument.Statement,
  );
}

let plain: SynthesizedStack;
let google: SynthesizedStack;

beforeAll(() => {
  plain = synthStack({});
  google = synthStack(GOOGLE_INPUT);
});

describe('Lambda functions', () => {
  it('makes one Node.js 22 arm64 function per resource of the route table (plus the scoring, generation, reminder and retention workers, the pre-sign-up and pre-token-generation triggers, the mail-events function, the Lambda authorizer and the webhook worker)', () => {
    const functions = Object.values(ourFunctions(plain.template));
    expect(functions).toHaveLength(resources.length + 9);
    const apiFunctions = functions
      .map((f) => String(f.Properties.Description))
      .filter((d) => d.startsWith('Hiring API: '))
      .map((d) => d.slice('Hiring API: '.length))
      .sort();
    expect(apiFunctions).toEqual(resources);
  });

  it('gives every function its log level and tracing, and does not load source maps at start', () => {
    for (const fn of Object.values(ourFunctions(plain.template))) {
      const env = fn.Properties.Environment.Variables as Record<string, unknown>;
      expect(env.LOG_LEVEL).toBe('INFO');
      expect(env.NODE_OPTIONS).toBeUndefined();
      expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
    }
  });

  it('keeps API functions under API Gateway’s 30 s integration limit', () => {
    const api = Object.values(ourFunctions(plain.template)).filter((f) =>
      String(f.Properties.Description).startsWith('Hiring API: '),
    );
    for (const fn of api) {
      expect(fn.Properties.Timeout).toBeLessThanOrEqual(29);
      expect(fn.Properties.MemorySize).toBe(512);
    }
  });

  it('keeps each function’s logs one month', () => {
    const groups = Object.values(plain.template.findResources('AWS::Logs::LogGroup') as Resources);
    expect(groups.length).toBeGreaterThanOrEqual(resources.length);
    for (const g of groups) expect(g.Properties.RetentionInDays).toBe(30);
  });
});

describe('HTTP API', () => {
  const routeKeys = () => {
    const found = plain.template.findResources('AWS::ApiGatewayV2::Route') as Resources;
    return new Map(Object.values(found).map((r) => [r.Properties.RouteKey as string, r.Properties]));
  };

  it('has exactly one route per route table entry', () => {
    const keys = [...routeKeys().keys()].sort();
    expect(keys).toEqual(
      Object.values(routes)
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    );
  });

  it('puts the JWT authorizer on every manager route that takes no API key (those have the Lambda authorizer), and on no other', () => {
    const byKey = routeKeys();
    for (const route of Object.values(routes) as RouteDef[]) {
      const props = byKey.get(`${route.method} ${route.path}`);
      expect(props, `${route.method} ${route.path}`).toBeDefined();
      if (route.access === 'manager') {
        expect(props!.AuthorizationType, `${route.method} ${route.path}`).toBe(
          route.apiKeyScope ? 'CUSTOM' : 'JWT',
        );
        expect(props!.AuthorizerId).toBeDefined();
      } else {
        expect(props!.AuthorizationType ?? 'NONE', `${route.method} ${route.path}`).toBe('NONE');
        expect(props!.AuthorizerId).toBeUndefined();
      }
    }
  });

  it('checks Cognito tokens of the app client', () => {
    const authorizer = Object.values(
      plain.template.findResources('AWS::ApiGatewayV2::Authorizer') as Resources,
    ).find((a) => a.Properties.AuthorizerType === 'JWT');
    expect(authorizer!.Properties.AuthorizerType).toBe('JWT');
    const issuer = JSON.stringify(authorizer!.Properties.JwtConfiguration.Issuer);
    expect(issuer).toContain('https://cognito-idp.');
    expect(JSON.stringify(authorizer!.Properties.JwtConfiguration.Audience)).toContain('WebClient');
  });

  it('throttles the default stage', () => {
    plain.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: 200, ThrottlingRateLimit: 100 },
    });
  });
});

describe('data', () => {
  it('has one table with the keys of TABLE_KEYS, point-in-time recovery, kept on stack deletion', () => {
    const tables = Object.values(plain.template.findResources('AWS::DynamoDB::Table') as Resources);
    expect(tables).toHaveLength(1);
    const [table] = tables;
    expect(table!.Properties.PointInTimeRecoverySpecification.PointInTimeRecoveryEnabled).toBe(true);
    expect(table!.DeletionPolicy).toBe('Retain');
    expect(table!.Properties.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table!.Properties.TimeToLiveSpecification).toEqual({
      AttributeName: TABLE_KEYS.ttlAttribute,
      Enabled: true,
    });
    const indexes = table!.Properties.GlobalSecondaryIndexes as { IndexName: string; Projection: unknown }[];
    // gsi6 comes with the stack input that reads it (decision record 0172), one index after gsi5.
    expect(indexes.map((i) => i.IndexName).sort()).toEqual(
      TABLE_KEYS.indexes.map((i) => i.name).filter((n) => n !== 'gsi6'),
    );
    // The session list index projects only what lists show (decision record 0170), the others all.
    for (const i of indexes)
      expect(i.Projection).toEqual(
        i.IndexName === 'gsi5'
          ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...SESSION_LIST_ATTRIBUTES] }
          : { ProjectionType: 'ALL' },
      );
  });

  it('gives the session lists the index the stack input names, gsi1 until the backfill ran', () => {
    const listsIndex = (s: SynthesizedStack) =>
      Object.values(s.template.findResources('AWS::Lambda::Function') as Resources)
        .map((f) => f.Properties.Environment?.Variables?.SESSION_LIST_INDEX)
        .filter(Boolean);
    expect(new Set(listsIndex(plain))).toEqual(new Set(['gsi1']));
    const nameIndex = Object.values(plain.template.findResources('AWS::Lambda::Function') as Resources)
      .map((f) => f.Properties.Environment?.Variables?.SESSION_NAME_INDEX)
      .filter(Boolean);
    expect(new Set(nameIndex)).toEqual(new Set(['gsi4']));
  });

  it('creates gsi6, keys and session id only, with sessionNameIndex=gsi6, and only after gsi5', () => {
    const stack = new Stack(new App(), 'Indexes');
    new Data(stack, 'Data', 'gsi6');
    const [table] = Object.values(
      Template.fromStack(stack).findResources('AWS::DynamoDB::Table') as Resources,
    );
    const indexes = table!.Properties.GlobalSecondaryIndexes as { IndexName: string; Projection: unknown }[];
    expect(indexes.find((i) => i.IndexName === 'gsi6')?.Projection).toEqual({
      ProjectionType: 'INCLUDE',
      NonKeyAttributes: ['sessionId'],
    });
    expect(() => parseStackInput({ sessionNameIndex: 'gsi6' })).toThrow(/sessionNameIndex/);
    expect(parseStackInput({ sessionListIndex: 'gsi5', sessionNameIndex: 'gsi6' }).sessionNameIndex).toBe(
      'gsi6',
    );
  });

  it('feeds only the session items TTL removed to the retention function, keeping failed batches', () => {
    const [table] = Object.values(plain.template.findResources('AWS::DynamoDB::Table') as Resources);
    expect(table!.Properties.StreamSpecification).toEqual({ StreamViewType: 'OLD_IMAGE' });
    const mappings = Object.values(
      plain.template.findResources('AWS::Lambda::EventSourceMapping') as Resources,
    );
    const described = (m: (typeof mappings)[number]) =>
      String(plain.template.toJSON().Resources[m.Properties.FunctionName.Ref].Properties.Description);
    // The webhook worker reads the stream and its queue (decision record 0124); retention, the stream;
    // the scoring and generation workers, their queues (decision record 0149).
    expect(mappings.map(described).sort()).toEqual([
      expect.stringMatching(/^Hiring: deletes the answers, history and result/),
      expect.stringMatching(/^Hiring: scores submitted sessions from the scoring queue/),
      expect.stringMatching(/^Hiring: sends signed webhook/),
      expect.stringMatching(/^Hiring: sends signed webhook/),
      expect.stringMatching(/^Hiring: writes the questions of interview templates/),
    ]);
    const mapping = mappings.find((m) => described(m).startsWith('Hiring: deletes'));
    const pattern = JSON.parse(mapping!.Properties.FilterCriteria.Filters[0].Pattern as string);
    expect(pattern).toEqual({
      eventName: ['REMOVE'],
      userIdentity: { type: ['Service'], principalId: ['dynamodb.amazonaws.com'] },
      dynamodb: { OldImage: { __edb_e__: { S: ['session'] } } },
    });
    expect(mapping!.Properties.DestinationConfig.OnFailure.Destination).toBeDefined();
    expect(mapping!.Properties.BisectBatchOnFunctionError).toBe(true);
  });
});

describe('web hosting', () => {
  it('blocks all public access to every bucket', () => {
    const buckets = Object.values(plain.template.findResources('AWS::S3::Bucket') as Resources);
    expect(buckets.length).toBeGreaterThan(0);
    for (const b of buckets) {
      expect(b.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
  });

  it('serves /api/* uncached and compressed from the HTTP API and has no distribution-wide error pages', () => {
    const [dist] = Object.values(plain.template.findResources('AWS::CloudFront::Distribution') as Resources);
    const config = dist!.Properties.DistributionConfig;
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
    const api = (config.CacheBehaviors as Record<string, any>[]).find((b) => b.PathPattern === '/api/*');
    expect(api).toBeDefined();
    expect(api!.Compress).toBe(true);
    const [policyId] = Object.entries(plain.template.findResources('AWS::CloudFront::CachePolicy')).find(
      ([, p]) => String(p.Properties.CachePolicyConfig.Comment).startsWith('API:'),
    )!;
    expect(api!.CachePolicyId).toEqual({ Ref: policyId });
    const policy = plain.template.findResources('AWS::CloudFront::CachePolicy')[policyId]!.Properties
      .CachePolicyConfig;
    expect(policy.DefaultTTL).toBe(0);
    expect(policy.MinTTL).toBe(0);
    expect(policy.MaxTTL).toBeLessThanOrEqual(1);
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin.EnableAcceptEncodingGzip).toBe(true);
    expect(api!.AllowedMethods).toContain('DELETE');
  });
});

describe('AI permissions', () => {
  const bedrockResources = (s: SynthesizedStack) =>
    statements(s.template)
      .filter((st) => [st.Action].flat().some((a) => a.startsWith('bedrock:')))
      .flatMap((st) => [st.Resource].flat());

  it('grants Bedrock on the configured foundation model only', () => {
    const res = bedrockResources(plain);
    expect(res.length).toBeGreaterThan(0);
    for (const r of res) {
      expect(r).not.toBe('*');
      expect(JSON.stringify(r)).toContain('foundation-model/amazon.nova-lite-v1:0');
    }
  });

  it('grants an inference profile and its foundation model in any region, never "*"', () => {
    const res = bedrockResources(google).map((r) => JSON.stringify(r));
    expect(res.some((r) => r.includes('inference-profile/eu.amazon.nova-lite-v1:0'))).toBe(true);
    expect(res.some((r) => r.includes(':bedrock:*::foundation-model/amazon.nova-lite-v1:0'))).toBe(true);
    expect(res).not.toContain('"*"');
  });
});

describe('Cognito', () => {
  it('has no identity provider and no Hosted UI domain without Google input', () => {
    plain.template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    plain.template.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
  });

  it('adds Google (secret from Secrets Manager) and a Hosted UI domain with Google input', () => {
    google.template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
    });
    google.template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'hiring-test' });
    const [idp] = Object.values(
      google.template.findResources('AWS::Cognito::UserPoolIdentityProvider') as Resources,
    );
    expect(JSON.stringify(idp!.Properties.ProviderDetails.client_secret)).toContain('resolve:secretsmanager');
    google.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AllowedOAuthFlows: ['code'],
      SupportedIdentityProviders: ['COGNITO', 'Google'],
      GenerateSecret: false,
    });
  });

  it('enforces the shared password policy', () => {
    plain.template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
    });
  });
});

describe('background scoring', () => {
  it('queues scoring for a worker paced by the quota, delivered 3 times, then a dead-letter queue; both functions that close sessions send to it', () => {
    const queues = plain.template.findResources('AWS::SQS::Queue') as Record<string, any>;
    const [queueId, queue] = Object.entries(queues).find(([id]) => id.startsWith('ScoringQueue'))!;
    expect(queue.Properties.RedrivePolicy.maxReceiveCount).toBe(SCORING_MAX_RECEIVES);
    const dlq = queues[queue.Properties.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0]];
    expect(dlq.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 1_209_600 });
    const worker = Object.values(ourFunctions(plain.template)).find((f) =>
      String(f.Properties.Description).startsWith('Hiring: scores'),
    )!;
    // The worker knows the quota its calls stay under; the mapping runs as many workers as it feeds.
    const quota = Number(worker.Properties.Environment.Variables.AI_TOKENS_PER_MINUTE);
    expect(quota).toBeGreaterThanOrEqual(1000);
    plain.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: consumerConcurrency(quota) },
    });
    for (const resource of ['sessions', 'applicant-session']) {
      const fn = Object.values(ourFunctions(plain.template)).find(
        (f) => f.Properties.Description === `Hiring API: ${resource}`,
      );
      expect(fn?.Properties.Environment.Variables.SCORING_QUEUE, resource).toBe('sqs');
      expect(fn?.Properties.Environment.Variables.SCORING_QUEUE_URL, resource).toEqual({ Ref: queueId });
    }
    // No asynchronous invoke is left to retry on its own (one retry layer, decision record 0150).
    expect(Object.keys(plain.template.findResources('AWS::Lambda::EventInvokeConfig'))).not.toContainEqual(
      expect.stringMatching(/^Scoring|^Generation/),
    );
  });
});

describe('cdk-nag', () => {
  it('reports no unacknowledged AwsSolutions or Serverless findings', () => {
    expect(plain.nag).toEqual([]);
    expect(google.nag).toEqual([]);
  });
});
