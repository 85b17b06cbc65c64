import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { deployedTableIndexes, TABLE_INDEXES } from '../../functions/data/table';
import { assertOneIndexChange, DEPLOYED_INDEXES } from '../../infra/constructs/index-upgrade';
import { resourcesOf, synthStack, type CfnResource, type SynthesizedStack } from './synth-stack';

/**
 * The cloud account's own permissions and watch, read from the synthesized template as an auditor would
 * (docs/decisions/0142-least-privilege-by-resource.md): each test names the door it keeps shut.
 */
const ACCOUNT = '123456789012';
let east: SynthesizedStack;
let resources: Record<string, CfnResource>;

beforeAll(() => {
  east = synthStack({}, { account: ACCOUNT, region: 'us-east-1' });
  resources = east.template.toJSON().Resources as Record<string, CfnResource>;
});

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };
const actionsOf = (st: Statement) => [st.Action].flat();
/** Every statement of every role policy, with the logical ids of the roles it is attached to. */
function statements(): { roles: string[]; st: Statement }[] {
  return Object.values(resourcesOf(east.template, 'AWS::IAM::Policy')).flatMap((p) =>
    (p.Properties.PolicyDocument.Statement as Statement[]).map((st) => ({
      roles: (p.Properties.Roles as { Ref: string }[]).map((r) => r.Ref),
      st,
    })),
  );
}
/** The role of the function whose description starts with `description`. */
function roleOf(description: string): string {
  const fn = Object.values(resources).find(
    (r) => r.Type === 'AWS::Lambda::Function' && String(r.Properties.Description).startsWith(description),
  );
  return (fn!.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
}

describe('the identity linker acts only on its own user pool', () => {
  it('names the pool by its ARN, never userpool/*', () => {
    const linking = statements().filter(({ st }) =>
      actionsOf(st).includes('cognito-idp:AdminLinkProviderForUser'),
    );
    expect(linking).toHaveLength(1);
    expect(linking[0]!.roles).toEqual([roleOf('Hiring: links a first Google sign-in')]);
    const pool = Object.keys(resources).find((id) => resources[id]!.Type === 'AWS::Cognito::UserPool')!;
    expect(linking[0]!.st.Resource).toEqual({ 'Fn::GetAtt': [pool, 'Arn'] });
    expect(JSON.stringify(east.template.toJSON())).not.toMatch(/userpool\/\*/);
  });
});

describe('table access per function', () => {
  const dynamo = () => statements().filter(({ st }) => actionsOf(st).some((a) => a.startsWith('dynamodb:')));

  it('grants no Scan, DescribeTable or index/* to any role', () => {
    for (const { st } of dynamo()) {
      expect(actionsOf(st)).not.toContain('dynamodb:Scan');
      expect(actionsOf(st)).not.toContain('dynamodb:DescribeTable');
      expect(JSON.stringify(st.Resource)).not.toContain('/index/*');
    }
  });

  it('gives ListStreams on * only to the two stream consumers, for their event source mappings', () => {
    const streamRoles = Object.values(resourcesOf(east.template, 'AWS::Lambda::EventSourceMapping'))
      .filter((m) => JSON.stringify(m.Properties.EventSourceArn).includes('StreamArn'))
      .map((m) =>
        roleOf(String(resources[(m.Properties.FunctionName as { Ref: string }).Ref]!.Properties.Description)),
      );
    expect(streamRoles).toHaveLength(2);
    const listing = dynamo().filter(({ st }) => actionsOf(st).includes('dynamodb:ListStreams'));
    expect(listing.flatMap((l) => l.roles).sort()).toEqual([...streamRoles].sort());
  });

  it('keeps the API-key authorizer read-only on the API keys', () => {
    const own = dynamo().filter(({ roles }) => roles.includes(roleOf('Hiring: authorizes manager tokens')));
    expect(own).toHaveLength(1);
    expect(actionsOf(own[0]!.st).sort()).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:GetItem',
      'dynamodb:Query',
    ]);
    expect(own[0]!.st.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['$hiring#keyid_*'] },
      Null: { 'dynamodb:LeadingKeys': 'false' },
    });
  });

  it('lets the generation worker neither delete nor batch-write', () => {
    const own = dynamo().filter(({ roles }) => roles.includes(roleOf('Hiring: writes the questions')));
    const actions = own.flatMap(({ st }) => actionsOf(st));
    expect(actions).not.toContain('dynamodb:DeleteItem');
    expect(actions).not.toContain('dynamodb:BatchWriteItem');
  });
});

describe('the origin secret', () => {
  it('is in no function configuration: API functions read that one secret at run time', () => {
    const [secret] = Object.keys(resourcesOf(east.template, 'AWS::SecretsManager::Secret'));
    const functions = Object.values(resources).filter((r) => r.Type === 'AWS::Lambda::Function');
    for (const fn of functions) {
      expect(JSON.stringify(fn.Properties.Environment ?? {})).not.toContain('resolve:secretsmanager');
    }
    const api = functions.filter((f) => String(f.Properties.Description).startsWith('Hiring API: '));
    const reads = statements().filter(
      ({ st }) =>
        actionsOf(st).includes('secretsmanager:GetSecretValue') &&
        !JSON.stringify(st.Resource).includes('/tracking-systems/'),
    );
    for (const fn of api) {
      expect(fn.Properties.Environment.Variables.ORIGIN_SECRET_ARN).toEqual({ Ref: secret });
      const role = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const own = reads.filter(({ roles }) => roles.includes(role));
      expect(own.map(({ st }) => st.Resource)).toEqual([{ Ref: secret }]);
    }
  });
});

describe("the tracking systems' secrets (decision record 0167)", () => {
  it('are reached by the ats function (read, create, replace, remove) and the webhook worker (read) only, under the stack prefix', () => {
    const onSecrets = statements().filter(({ st }) =>
      actionsOf(st).some((a) => a.startsWith('secretsmanager:') && a !== 'secretsmanager:GetSecretValue'),
    );
    const prefix = `${east.stack.stackName}/tracking-systems/`;
    const tracking = statements().filter(({ st }) => JSON.stringify(st.Resource).includes(prefix));
    const byRole = (description: string) => {
      const fn = Object.values(resources).find((r) => r.Properties?.Description === description)!;
      const role = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      expect(fn.Properties.Environment.Variables.TRACKING_SECRET_PREFIX).toBe(prefix);
      return tracking.flatMap(({ roles, st }) => (roles.includes(role) ? actionsOf(st) : [])).sort();
    };
    expect(byRole('Hiring API: ats')).toEqual(
      ['CreateSecret', 'DeleteSecret', 'GetSecretValue', 'PutSecretValue'].map((a) => `secretsmanager:${a}`),
    );
    expect(byRole('Hiring: sends signed webhook deliveries and queues their retries')).toEqual([
      'secretsmanager:GetSecretValue',
    ]);
    expect(tracking).toHaveLength(2);
    expect(onSecrets.every(({ st }) => JSON.stringify(st.Resource).includes(prefix))).toBe(true);
    for (const { st } of tracking) {
      expect(JSON.stringify(st.Resource)).toContain(`:secret:${prefix}*`);
      expect(actionsOf(st).every((a) => /^secretsmanager:[A-Z]\w+$/.test(a))).toBe(true);
    }
    expect(JSON.stringify(east.template.toJSON())).not.toMatch(/secretsmanager:\*|:secret:\*/);
  });
});

describe('alarms on the limits a cohort reaches', () => {
  const alarms = () => Object.values(resourcesOf(east.template, 'AWS::CloudWatch::Alarm'));
  const metricsOf = (a: CfnResource): { MetricName?: string; Namespace?: string; Dimensions?: unknown }[] =>
    a.Properties.MetricName
      ? [a.Properties]
      : (a.Properties.Metrics ?? []).flatMap((m: any) => (m.MetricStat ? [m.MetricStat.Metric] : []));
  const watching = (namespace: string, name: string) =>
    alarms().filter((a) => metricsOf(a).some((m) => m.Namespace === namespace && m.MetricName === name));

  it('watch DynamoDB throttles of the table and of every GSI', () => {
    const reads = watching('AWS/DynamoDB', 'ReadThrottleEvents');
    const indexes = reads.map(
      (a) =>
        JSON.stringify(metricsOf(a).map((m) => m.Dimensions)).match(
          /"GlobalSecondaryIndexName","Value":"(\w+)"/,
        )?.[1],
    );
    expect(indexes.sort()).toEqual([...deployedTableIndexes('gsi4').map((i) => i.name), undefined].sort());
    expect(watching('AWS/DynamoDB', 'WriteThrottleEvents')).toHaveLength(reads.length);
  });

  it('watch Bedrock throttles and client errors of the configured model', () => {
    for (const name of ['InvocationThrottles', 'InvocationClientErrors']) {
      const [alarm] = watching('AWS/Bedrock', name);
      expect(alarm?.Properties.Dimensions).toEqual([{ Name: 'ModelId', Value: 'amazon.nova-lite-v1:0' }]);
    }
  });

  it('watch every dead-letter and failure queue', () => {
    const targets = new Set<string>();
    for (const r of Object.values(resources)) {
      const text = JSON.stringify(r.Properties ?? {});
      const arns = [
        ...text.matchAll(/"deadLetterTargetArn":\{"Fn::GetAtt":\["(\w+)","Arn"\]/g),
        ...text.matchAll(/"OnFailure":\{"Destination":\{"Fn::GetAtt":\["(\w+)","Arn"\]/g),
      ];
      for (const m of arns) targets.add(m[1]!);
    }
    expect(targets.size).toBeGreaterThanOrEqual(4);
    const watched = new Set(
      watching('AWS/SQS', 'ApproximateNumberOfMessagesVisible').map(
        (a) => (a.Properties.Dimensions[0].Value as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0],
      ),
    );
    expect(
      [...targets].filter((q) => !watched.has(q)),
      'failure queues without an alarm',
    ).toEqual([]);
  });

  it("watch events Lambda dropped from each asynchronously invoked function's queue", () => {
    const dropped = watching('AWS/Lambda', 'AsyncEventsDropped');
    const functions = dropped.map((a) =>
      String(resources[a.Properties.Dimensions[0].Value.Ref]!.Properties.Description),
    );
    for (const prefix of ['Hiring: e-mails an applicant', 'Hiring: records bounces']) {
      expect(
        functions.some((d) => d.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it('watch throttles of every function', () => {
    const functions = Object.values(resources).filter(
      (r) => r.Type === 'AWS::Lambda::Function' && r.Properties.Runtime === 'nodejs22.x',
    );
    expect(watching('AWS/Lambda', 'Throttles').length).toBeGreaterThanOrEqual(functions.length - 1);
  });
});

describe('WAF logging', () => {
  it('logs to an aws-waf-logs- group with the authorization header and cookies redacted', () => {
    const [logging] = Object.values(resourcesOf(east.template, 'AWS::WAFv2::LoggingConfiguration'));
    expect(logging!.Properties.RedactedFields).toEqual([
      { SingleHeader: { Name: 'authorization' } },
      { SingleHeader: { Name: 'cookie' } },
    ]);
    const group = logging!.Properties.LogDestinationConfigs[0]['Fn::Join'][1].at(-1).Ref as string;
    expect(String(resources[group]!.Properties.LogGroupName)).toMatch(/^aws-waf-logs-/);
    expect(JSON.stringify(logging!.Properties.LogDestinationConfigs)).not.toContain(':*');
  });
});

describe('index changes', () => {
  const shape = (name: string) => ({
    name,
    partitionKey: `${name}pk`,
    sortKey: `${name}sk`,
    projection: 'ALL' as const,
  });

  it('synthesizes the indexes deployed stacks have, or one more', () => {
    expect(() => assertOneIndexChange(deployedTableIndexes('gsi4'))).not.toThrow();
    expect(() => assertOneIndexChange([...DEPLOYED_INDEXES, shape('gsi5')])).not.toThrow();
    // gsi6 is the deploy after gsi5's: one change from a table that has gsi5, two from one that has not.
    const gsi5 = TABLE_INDEXES.find((i) => i.name === 'gsi5')!;
    expect(() =>
      assertOneIndexChange(deployedTableIndexes('gsi6'), [...DEPLOYED_INDEXES, gsi5]),
    ).not.toThrow();
    expect(() => assertOneIndexChange(deployedTableIndexes('gsi6'))).toThrow(/create gsi5, gsi6/);
  });

  it('refuses two new indexes in one deploy, which CloudFormation would fail halfway', () => {
    expect(() => assertOneIndexChange([...DEPLOYED_INDEXES, shape('gsi5'), shape('gsi6')])).toThrow(
      /create gsi5, gsi6.*one global secondary index per update/,
    );
  });

  it('refuses changing an index in place (a delete and a create)', () => {
    const changed = DEPLOYED_INDEXES.map((i) =>
      i.name === 'gsi1' ? { ...i, projection: 'KEYS_ONLY' as const } : i,
    );
    expect(() => assertOneIndexChange(changed)).toThrow(/change gsi1 in place/);
  });
});

describe('CloudFront names', () => {
  it('carry the region, so a second region of the same stack in one account does not collide', () => {
    const west = synthStack({ waf: 'off' }, { account: ACCOUNT, region: 'eu-west-1' });
    const names = (s: SynthesizedStack) =>
      [
        ...Object.values(resourcesOf(s.template, 'AWS::CloudFront::ResponseHeadersPolicy')).map(
          (r) => r.Properties.ResponseHeadersPolicyConfig.Name,
        ),
        ...Object.values(resourcesOf(s.template, 'AWS::CloudFront::OriginAccessControl')).map(
          (r) => r.Properties.OriginAccessControlConfig.Name,
        ),
        ...Object.values(resourcesOf(s.template, 'AWS::CloudFront::CachePolicy')).map(
          (r) => r.Properties.CachePolicyConfig.Name,
        ),
        ...Object.values(resourcesOf(s.template, 'AWS::CloudFront::Function')).map((r) => r.Properties.Name),
      ] as string[];
    expect(names(east)).toHaveLength(4);
    for (const name of names(east)) expect(name).toContain('us-east-1');
    for (const name of names(west)) expect(name).toContain('eu-west-1');
    expect(names(west).filter((n) => names(east).includes(n))).toEqual([]);
  });
});

describe('Marketplace subscription of an Anthropic model', () => {
  it('is a deploy-guide step named at synth, not a permission of the functions', () => {
    const claude = synthStack(
      { bedrockModelId: 'us.anthropic.claude-haiku-4-5-20251001-v1:0' },
      { account: ACCOUNT, region: 'us-east-1' },
    );
    Annotations.fromStack(claude.stack).hasWarning(
      '*',
      Match.stringLikeRegexp('AWS Marketplace.*Deploy guide'),
    );
    expect(JSON.stringify(claude.template.toJSON())).not.toContain('aws-marketplace:');
    expect(
      Annotations.fromStack(east.stack).findWarning('*', Match.stringLikeRegexp('AWS Marketplace')),
    ).toHaveLength(0);
  });
});
