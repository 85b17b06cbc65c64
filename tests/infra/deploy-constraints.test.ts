import { SCORING_WORKER_TIMEOUT_SECONDS } from '../../infra/constructs/scoring';
import { parseStackInput, type RawStackInput } from '../../infra/stack-input';
import { functionCapabilities } from '../../functions/capabilities';
import { GOOGLE_PROVIDER_NAME } from '../../functions/identity-linking/link-identity';
import { declaredCapabilities, type CapabilityName } from '../../shared/capabilities';
import { resourcesOf, synthStack, type CfnResource, type SynthesizedStack } from './synth-stack';

/**
 * Rules a real `cdk deploy` enforces and a synth does not: each test names the AWS documentation that
 * states it. A failure here is a deploy that would fail (or a flow that would break) in a real account.
 */
const ACCOUNT = '123456789012';
const GOOGLE: RawStackInput = {
  google: {
    clientId: 'google-client-id.apps.googleusercontent.com',
    clientSecretArn: `arn:aws:secretsmanager:eu-west-1:${ACCOUNT}:secret:hiring/google-AbCdEf`,
  },
};
const CERT = `arn:aws:acm:us-east-1:${ACCOUNT}:certificate/0123abcd-0000-1111-2222-333344445555`;

let fresh: SynthesizedStack;
let google: SynthesizedStack;

beforeAll(() => {
  fresh = synthStack({}, { account: ACCOUNT, region: 'eu-west-1' });
  google = synthStack(GOOGLE, { account: ACCOUNT, region: 'eu-west-1' });
});

const pool = (s: SynthesizedStack) => Object.entries(resourcesOf(s.template, 'AWS::Cognito::UserPool'))[0]!;
const ourFunctions = (s: SynthesizedStack) =>
  Object.entries(resourcesOf(s.template, 'AWS::Lambda::Function')).filter(
    ([, f]) => f.Properties.Runtime === 'nodejs22.x',
  );

describe('Cognito', () => {
  // Amazon Cognito developer guide, "Email settings for Amazon Cognito user pools": a DEVELOPER sender
  // must be a verified SES identity when the pool is created ("Email address is not verified").
  it('sends with its own sender on the first deploy, and with SES only after the identity and configuration set exist', () => {
    expect(pool(fresh)[1].Properties.EmailConfiguration.EmailSendingAccount).toBe('COGNITO_DEFAULT');
    const ses = synthStack({ cognitoEmail: 'ses' }, { account: ACCOUNT, region: 'eu-west-1' });
    const [, sesPool] = pool(ses);
    expect(sesPool.Properties.EmailConfiguration.EmailSendingAccount).toBe('DEVELOPER');
    const needed = [
      ...Object.keys(resourcesOf(ses.template, 'AWS::SES::EmailIdentity')),
      ...Object.keys(resourcesOf(ses.template, 'AWS::SES::ConfigurationSet')),
    ];
    expect(needed.length).toBeGreaterThanOrEqual(2);
    expect(sesPool.DependsOn).toEqual(expect.arrayContaining(needed));
  });

  // Amazon Cognito API reference, AdminLinkProviderForUser: SourceUser.ProviderName is the identity
  // provider's name in the pool ("Google"), not the prefix of the federated user's name.
  it('names the Google provider exactly as the identity-linking trigger links it', () => {
    const [provider] = Object.values(resourcesOf(google.template, 'AWS::Cognito::UserPoolIdentityProvider'));
    expect(provider!.Properties.ProviderName).toBe(GOOGLE_PROVIDER_NAME);
    expect(provider!.Properties.ProviderType).toBe('Google');
  });

  // Amazon Cognito developer guide, "Using the Amazon Cognito prefix domain": a prefix is unique across
  // all accounts of a region and may not contain aws, amazon or cognito.
  it('defaults the Hosted UI prefix to the stack name and account id, so two stacks never share one', () => {
    const [domain] = Object.values(resourcesOf(google.template, 'AWS::Cognito::UserPoolDomain'));
    expect(domain!.Properties.Domain).toBe(`hiring-${ACCOUNT}`);
    expect(() => parseStackInput({ ...GOOGLE, hostedUiDomainPrefix: 'my-cognito-app' })).toThrow(
      /hostedUiDomainPrefix/,
    );
  });

  // Amazon Cognito developer guide, "Customizing user pool workflows with Lambda triggers": Cognito
  // waits at most 5 seconds for a trigger.
  it('gives the pre-sign-up trigger at most the 5 seconds Cognito waits', () => {
    const trigger = pool(fresh)[1].Properties.LambdaConfig.PreSignUp['Fn::GetAtt'][0] as string;
    expect(fresh.template.toJSON().Resources[trigger].Properties.Timeout).toBeLessThanOrEqual(5);
  });
});

describe('Lambda', () => {
  // AWS Lambda developer guide, "Configuring reserved concurrency": Lambda keeps 100 executions
  // unreserved, and a new account's concurrency quota may be 10, so any reservation fails the deploy.
  it('reserves no concurrency by default', () => {
    for (const [id, fn] of ourFunctions(fresh)) {
      expect(fn.Properties.ReservedConcurrentExecutions, id).toBeUndefined();
    }
  });

  // Amazon API Gateway developer guide, "Amazon API Gateway quotas": an HTTP API waits at most 30
  // seconds for its integration.
  it('stops API functions before API Gateway stops waiting; only the workers run longer', () => {
    for (const [id, fn] of ourFunctions(fresh)) {
      const limit = String(fn.Properties.Description).startsWith('Hiring API:')
        ? 29
        : SCORING_WORKER_TIMEOUT_SECONDS;
      expect(fn.Properties.Timeout, id).toBeLessThanOrEqual(limit);
    }
  });

  /** IAM actions each capability may add (shared/capabilities.ts), plus what every function needs. */
  const CAPABILITY_ACTIONS: Record<CapabilityName | 'base', readonly string[]> = {
    base: ['logs:CreateLogStream', 'logs:PutLogEvents', 'xray:PutTraceSegments', 'xray:PutTelemetryRecords'],
    table: [
      'dynamodb:BatchGetItem',
      'dynamodb:BatchWriteItem',
      'dynamodb:ConditionCheckItem',
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ],
    email: ['ses:SendEmail', 'ses:SendRawEmail'],
    ai: ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'],
    startScoring: ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'],
    startGeneration: ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'],
    webhooks: [],
    webhookQueue: ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'],
    userPool: ['cognito-idp:*'],
    schedules: ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule', 'iam:PassRole'],
    originSecret: ['secretsmanager:GetSecretValue'],
    trackingSecrets: [
      'secretsmanager:GetSecretValue',
      'secretsmanager:CreateSecret',
      'secretsmanager:PutSecretValue',
      'secretsmanager:DeleteSecret',
    ],
    linkIdentities: ['cognito-idp:ListUsers', 'cognito-idp:AdminLinkProviderForUser'],
    scopeTokens: ['cognito-idp:DescribeUserPoolClient'],
    invokeSelf: ['lambda:InvokeFunction'],
  };
  /** What the event wiring of a function adds: a failure destination, the table's stream. */
  const WIRING: Partial<Record<string, readonly string[]>> = {
    // Their queue's mapping reads and deletes messages (decision record 0149).
    'scoring-worker': [
      'sqs:ReceiveMessage',
      'sqs:ChangeMessageVisibility',
      'sqs:DeleteMessage',
      'sqs:GetQueueAttributes',
      'sqs:GetQueueUrl',
    ],
    'generation-worker': [
      'sqs:ReceiveMessage',
      'sqs:ChangeMessageVisibility',
      'sqs:DeleteMessage',
      'sqs:GetQueueAttributes',
      'sqs:GetQueueUrl',
    ],
    'retention-worker': [
      'sqs:SendMessage',
      'sqs:GetQueueAttributes',
      'sqs:GetQueueUrl',
      'dynamodb:DescribeStream',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
      'dynamodb:ListStreams',
    ],
    // Its queue's mapping reads and deletes messages; its stream mapping reads the stream and sends
    // failed batches to the dead-letter queue.
    'webhook-worker': [
      'sqs:ReceiveMessage',
      'sqs:ChangeMessageVisibility',
      'sqs:DeleteMessage',
      'sqs:SendMessage',
      'sqs:GetQueueAttributes',
      'sqs:GetQueueUrl',
      'dynamodb:DescribeStream',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
      'dynamodb:ListStreams',
    ],
  };
  const NAME_BY_DESCRIPTION: Record<string, string> = {
    'Hiring: scores': 'scoring-worker',
    'Hiring: writes the questions': 'generation-worker',
    'Hiring: e-mails an applicant the reminder': 'reminder-worker',
    'Hiring: deletes': 'retention-worker',
    'Hiring: links': 'identity-linker',
    'Hiring: issues access tokens': 'token-scopes',
    'Hiring: records bounces': 'mail-events',
    'Hiring: authorizes manager tokens': 'api-key-authorizer',
    'Hiring: sends signed webhook': 'webhook-worker',
  };

  // IAM user guide, "Apply least-privilege permissions": a role holds only what its function uses; here
  // what its capability declaration lists (docs/decisions/0013-capability-declarations.md).
  it("gives every function's role only the actions of its declaration", () => {
    const resources = fresh.template.toJSON().Resources as Record<string, CfnResource>;
    for (const [id, fn] of ourFunctions(fresh)) {
      const description = String(fn.Properties.Description);
      const name =
        description.replace(/^Hiring API: /, '') !== description
          ? description.replace(/^Hiring API: /, '')
          : Object.entries(NAME_BY_DESCRIPTION).find(([p]) => description.startsWith(p))![1];
      const declared = functionCapabilities[name as keyof typeof functionCapabilities];
      const allowed = new Set([
        ...CAPABILITY_ACTIONS.base,
        ...declaredCapabilities(declared).flatMap((c) => CAPABILITY_ACTIONS[c]),
        ...(WIRING[name] ?? []),
      ]);
      const role = fn.Properties.Role['Fn::GetAtt'][0] as string;
      const actions = Object.values(resources)
        .filter((r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((x: any) => x.Ref === role))
        .flatMap((p) => p.Properties.PolicyDocument.Statement.flatMap((st: any) => [st.Action].flat()));
      const extra = actions.filter(
        (a: string) => !allowed.has(a) && !(a.startsWith('cognito-idp:Admin') && declared.userPool),
      );
      expect(extra, `${id} (${name})`).toEqual([]);
    }
  });
});

describe('SES', () => {
  // Amazon SES developer guide, "Request production access (Moving out of the Amazon SES sandbox)" and
  // "Controlling access to Amazon SES" (condition key ses:FromAddress): in the sandbox a send is also
  // authorized on each verified recipient's identity.
  it('allows sends on any identity of the account, only as the configured sender', () => {
    const sends = Object.values(resourcesOf(fresh.template, 'AWS::IAM::Policy'))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as any[])
      .filter((st) => JSON.stringify(st.Resource).includes(':identity/'));
    expect(sends.length).toBeGreaterThan(0);
    for (const st of sends) {
      expect(JSON.stringify(st.Resource)).toContain(`:ses:eu-west-1:${ACCOUNT}:identity/*`);
      expect(st.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@example.com' } });
    }
  });
});

describe('regions', () => {
  // Amazon CloudFront developer guide, "Requirements for using SSL/TLS certificates with CloudFront":
  // the certificate must be requested or imported in us-east-1.
  it('takes a custom-domain certificate from us-east-1 only, whatever the stack region', () => {
    expect(() =>
      parseStackInput({
        domainName: 'app.example.com',
        certificateArn: CERT.replace('us-east-1', 'eu-west-1'),
      }),
    ).toThrow(/certificateArn/);
    const withDomain = synthStack(
      { domainName: 'app.example.com', certificateArn: CERT },
      { account: ACCOUNT, region: 'eu-west-1' },
    );
    const [dist] = Object.values(resourcesOf(withDomain.template, 'AWS::CloudFront::Distribution'));
    expect(dist!.Properties.DistributionConfig.ViewerCertificate.AcmCertificateArn).toBe(CERT);
  });

  // AWS WAF developer guide, "Creating a web ACL": a web ACL for CloudFront is created in us-east-1.
  it('adds a CloudFront web ACL only in us-east-1, and refuses waf=on elsewhere', () => {
    fresh.template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    expect(() => synthStack({ waf: 'on' }, { account: ACCOUNT, region: 'eu-west-1' })).toThrow(/us-east-1/);
    const usEast1 = synthStack({}, { account: ACCOUNT, region: 'us-east-1' });
    const [acl] = Object.values(resourcesOf(usEast1.template, 'AWS::WAFv2::WebACL'));
    expect(acl!.Properties.Scope).toBe('CLOUDFRONT');
  });

  // AWS CloudFormation user guide, "Get values stored in other services using dynamic references":
  // `{{resolve:secretsmanager:…}}` reads the secret in the stack's region.
  it('refuses a Google client secret from another region than the stack', () => {
    expect(() => synthStack(GOOGLE, { account: ACCOUNT, region: 'us-east-1' })).toThrow(
      /googleClientSecretArn: the secret is in eu-west-1, the stack in us-east-1/,
    );
  });
});

describe('redeploys and operations', () => {
  // Amazon CloudWatch Logs user guide, "Change log data retention": a log group Lambda makes by itself
  // keeps its events forever.
  it('gives every function, CDK helpers included, a log group with a retention period', () => {
    const groups = resourcesOf(fresh.template, 'AWS::Logs::LogGroup');
    for (const [id, fn] of Object.entries(resourcesOf(fresh.template, 'AWS::Lambda::Function'))) {
      const ref = fn.Properties.LoggingConfig?.LogGroup?.Ref as string | undefined;
      expect(ref, `${id} has its own log group`).toBeDefined();
      expect(groups[ref!]!.Properties.RetentionInDays, id).toBeGreaterThan(0);
    }
  });

  // AWS CloudFormation user guide, "DeletionPolicy attribute" and "Name type": a kept resource with a
  // name derived from the stack makes the next deploy of that stack fail ("already exists").
  it('keeps no resource whose name the next deploy of the same stack would take again', () => {
    for (const [id, r] of Object.entries(
      fresh.template.toJSON().Resources as Record<string, CfnResource & { DeletionPolicy?: string }>,
    )) {
      if (r.DeletionPolicy !== 'Retain') continue;
      const named = ['Name', 'TableName', 'BucketName', 'UserPoolName', 'LogGroupName'].filter(
        (key) => typeof r.Properties?.[key] === 'string',
      );
      expect(named, `${id} (${r.Type}) is kept with a fixed name`).toEqual([]);
    }
  });
});
