import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runSimulation } from '@cloud-copilot/iam-simulate';
import { ARTIFACT_STACK, ensureSynth } from '../../infra/artifacts/synth';
import { readArtifacts, type ArtifactFunction } from '../../infra/artifacts/read-artifacts';
import { readTemplate, type CfnTemplate } from '../../infra/artifacts/template';
import { repoPath } from '../../infra/constructs/paths';
import {
  BASE_ENV,
  CAPABILITY_CLIENTS,
  CAPABILITY_ENV,
  declaredCapabilities,
  type FunctionName,
} from '../../shared/capabilities';
import { functionCapabilities } from '../../functions/capabilities';

/**
 * The capability declarations (`functionCapabilities`) against what `cdk synth` really produced in
 * `cdk.out`: each bundle's AWS clients (esbuild metafile) and each function's grants and environment.
 * Removing a capability from a declaration, or a grant from the stack, fails one of these by name.
 */
const cdkOut = repoPath('cdk.out');
const names = {
  tableName: 'hiring',
  userPoolId: 'local_pool',
  userPoolClientId: 'client',
  factorClientId: 'factor-client',
  appUrl: 'http://localhost:5173',
};
let template: CfnTemplate;
let byName: Map<FunctionName, ArtifactFunction>;

beforeAll(async () => {
  await ensureSynth(cdkOut);
  template = readTemplate(cdkOut, ARTIFACT_STACK);
  const { functions } = readArtifacts(template, cdkOut, names);
  byName = new Map();
  for (const fn of functions.values()) {
    const description = String(template.Resources[fn.id]!.Properties!.Description);
    const name = description.startsWith('Hiring API: ')
      ? (description.slice('Hiring API: '.length) as FunctionName)
      : description.startsWith('Hiring: scores')
        ? 'scoring-worker'
        : description.startsWith('Hiring: writes the questions')
          ? 'generation-worker'
          : description.startsWith('Hiring: e-mails an applicant the reminder')
            ? 'reminder-worker'
            : description.startsWith('Hiring: deletes the answers')
              ? 'retention-worker'
              : description.startsWith('Hiring: links a first Google sign-in')
                ? 'identity-linker'
                : description.startsWith('Hiring: issues access tokens')
                  ? 'token-scopes'
                  : description.startsWith('Hiring: records bounces')
                    ? 'mail-events'
                    : description.startsWith('Hiring: authorizes manager tokens')
                      ? 'api-key-authorizer'
                      : description.startsWith('Hiring: sends signed webhook')
                        ? 'webhook-worker'
                        : undefined;
    if (name) byName.set(name, fn);
  }
});

const functionNames = Object.keys(functionCapabilities) as FunctionName[];

/**
 * Source files of a bundle after tree shaking, from the metafile esbuild wrote next to it: the inputs of
 * every output, the entry and its chunks, including those loaded on first use (a module index may name
 * more than an entry uses, docs/decisions/0061-domain-modules-and-boundaries.md).
 */
function bundleInputs(fn: ArtifactFunction): string[] {
  const meta = JSON.parse(readFileSync(join(fn.codeDir, 'index.meta.json'), 'utf8')) as {
    outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown> }>;
  };
  if (!Object.values(meta.outputs).some((o) => o.entryPoint))
    throw new Error(`No entry point output in ${fn.codeDir}/index.meta.json`);
  return [...new Set(Object.values(meta.outputs).flatMap((o) => Object.keys(o.inputs)))];
}

/** AWS SDK client packages in a bundle. */
function sdkClients(fn: ArtifactFunction): Set<string> {
  return new Set(
    bundleInputs(fn)
      .map((path) => /node_modules\/(@aws-sdk\/client-[a-z0-9-]+)\//.exec(path)?.[1])
      .filter((p): p is string => Boolean(p)),
  );
}

async function allowed(
  fn: ArtifactFunction,
  action: string,
  resource: string,
  contextVariables: Record<string, string | string[]> = {},
): Promise<boolean> {
  const result = await runSimulation(
    {
      request: {
        principal: `arn:aws:iam::000000000000:role/${fn.id}`,
        action,
        resource: { resource, accountId: '000000000000' },
        contextVariables,
      },
      identityPolicies: fn.policies,
      serviceControlPolicies: [],
      resourceControlPolicies: [],
    },
    {},
  );
  return 'overallResult' in result && result.overallResult === 'Allowed';
}

/** Name of the reminders' schedule group, as the functions that declare `schedules` get it. */
function reminderGroup(): string {
  const caller = [...byName.values()].find((f) => f.env.REMINDER_SCHEDULE_GROUP);
  return caller!.env.REMINDER_SCHEDULE_GROUP!;
}

/** ARN of the role EventBridge Scheduler assumes, as the functions that declare `schedules` get it. */
function reminderSchedulerRole(): string {
  const caller = [...byName.values()].find((f) => f.env.REMINDER_ROLE_ARN);
  return caller!.env.REMINDER_ROLE_ARN!;
}

/** ARN of the origin secret, as the functions that declare `originSecret` get it. */
function originSecretArn(): string {
  return [...byName.values()].find((f) => f.env.ORIGIN_SECRET_ARN)!.env.ORIGIN_SECRET_ARN!;
}

describe('capability declarations', () => {
  it.each(functionNames)(
    '%s: its bundle carries the Powertools Tracer and the role may send traces',
    async (name) => {
      const fn = byName.get(name)!;
      expect(bundleInputs(fn).some((p) => p.includes('node_modules/@aws-lambda-powertools/tracer/'))).toBe(
        true,
      );
      expect(await allowed(fn, 'xray:PutTraceSegments', '*')).toBe(true);
    },
  );

  it('contact: writes only its own item types (dynamodb:LeadingKeys) and reads nothing', async () => {
    const fn = byName.get('contact')!;
    const table = `arn:aws:dynamodb:us-east-1:000000000000:table/${names.tableName}`;
    const leading = (key: string) => ({ 'dynamodb:LeadingKeys': [key] });
    expect(await allowed(fn, 'dynamodb:PutItem', table, leading('$hiring#month_2026-11'))).toBe(true);
    expect(
      await allowed(fn, 'dynamodb:UpdateItem', table, leading('$hiring#scope_contact#keyhash_0123abcd')),
    ).toBe(true);
    expect(
      await allowed(fn, 'dynamodb:UpdateItem', table, leading('$hiring#scope_early-access#keyhash_0123')),
    ).toBe(true);
    // Another scope's counter, another entity's item, or a request without a key: refused.
    expect(await allowed(fn, 'dynamodb:UpdateItem', table, leading('$hiring#scope_signin#keyhash_1'))).toBe(
      false,
    );
    expect(await allowed(fn, 'dynamodb:PutItem', table, leading('$hiring#orgid_01J'))).toBe(false);
    expect(await allowed(fn, 'dynamodb:PutItem', table)).toBe(false);
    expect(await allowed(fn, 'dynamodb:DeleteItem', table, leading('$hiring#month_2026-11'))).toBe(false);
    expect(await allowed(fn, 'dynamodb:GetItem', table, leading('$hiring#month_2026-11'))).toBe(false);
  });

  it('has one function in cdk.out per declaration', () => {
    expect([...byName.keys()].sort()).toEqual([...functionNames].sort());
  });

  it.each(functionNames)('%s: every AWS client in its bundle is declared, and nothing more', (name) => {
    const fn = byName.get(name)!;
    const declared = declaredCapabilities(functionCapabilities[name]);
    const covered = new Set<string>(declared.flatMap((c) => CAPABILITY_CLIENTS[c]));
    const clients = sdkClients(fn);
    expect(
      [...clients].filter((c) => !covered.has(c)),
      'clients without a capability',
    ).toEqual([]);
    // Capabilities without an AWS client are checked by their environment instead, and so is a user pool
    // declared without admin calls: verifying its tokens needs its ids, not its API.
    const clientless = (c: string) =>
      c === 'userPool' && functionCapabilities[name].userPool?.admin.length === 0;
    const unused = declared.filter(
      (c) =>
        CAPABILITY_CLIENTS[c].length > 0 &&
        !clientless(c) &&
        !CAPABILITY_CLIENTS[c].some((client) => clients.has(client)),
    );
    expect(unused, 'capabilities whose client the bundle lacks').toEqual([]);
  });

  it.each(functionNames)('%s: gets exactly the environment of its capabilities', (name) => {
    const fn = byName.get(name)!;
    // Two capabilities may bring the same variable (`ai` and `startGeneration`: the AI settings).
    const expected = [
      ...new Set([
        ...BASE_ENV,
        ...declaredCapabilities(functionCapabilities[name]).flatMap((c) => CAPABILITY_ENV[c]),
      ]),
    ].sort();
    expect(Object.keys(fn.env).sort()).toEqual(expected);
  });

  it.each(functionNames)('%s: its role allows what it declares and denies the rest', async (name) => {
    const fn = byName.get(name)!;
    const declared = functionCapabilities[name];
    const table = `arn:aws:dynamodb:us-east-1:000000000000:table/${names.tableName}`;
    const pool = `arn:aws:cognito-idp:us-east-1:000000000000:userpool/${names.userPoolId}`;
    const sender = String(
      Object.values(template.Resources).find((r) => r.Type === 'AWS::SES::EmailIdentity')!.Properties!
        .EmailIdentity,
    );
    const schedule = `arn:aws:scheduler:us-east-1:000000000000:schedule/${fn.env.REMINDER_SCHEDULE_GROUP ?? reminderGroup()}/reminder-01J0000000000000000000000S`;
    const schedulerRole = reminderSchedulerRole();
    const model = `arn:aws:bedrock:us-east-1::foundation-model/${fn.env.BEDROCK_MODEL_ID ?? 'amazon.nova-lite-v1:0'}`;
    const tries = Object.keys(template.Resources).find(
      (id) => template.Resources[id]!.Type === 'AWS::SQS::Queue' && id.startsWith('WebhooksTries'),
    )!;
    const queueOf = (prefix: string) =>
      Object.keys(template.Resources).find(
        (id) => template.Resources[id]!.Type === 'AWS::SQS::Queue' && id.startsWith(prefix),
      )!;
    const scoringQueue = `arn:aws:sqs:us-east-1:000000000000:${queueOf('ScoringQueue')}`;
    const generationQueue = `arn:aws:sqs:us-east-1:000000000000:${queueOf('GenerationQueue')}`;
    const checks: [string, boolean, string, string][] = [
      [
        'webhookQueue',
        declared.webhookQueue === true,
        'sqs:SendMessage',
        `arn:aws:sqs:us-east-1:000000000000:${tries}`,
      ],
      ...(['gsi1', 'gsi2', 'gsi3', 'gsi4'] as const).map(
        (index) =>
          [
            'table',
            declared.table?.indexes?.includes(index) === true,
            'dynamodb:Query',
            `${table}/index/${index}`,
          ] as [string, boolean, string, string],
      ),
      ['table', false, 'dynamodb:Scan', table],
      ['table', false, 'dynamodb:Scan', `${table}/index/gsi1`],
      ['table', false, 'dynamodb:DescribeTable', table],
      ['table', !declared.table?.keyPrefixes && declared.table?.read === true, 'dynamodb:GetItem', table],
      ['table', !declared.table?.keyPrefixes && declared.table?.write === true, 'dynamodb:PutItem', table],
      [
        'table',
        !declared.table?.keyPrefixes && declared.table?.delete === true,
        'dynamodb:DeleteItem',
        table,
      ],
      ['table', declared.table?.batchWrite === true, 'dynamodb:BatchWriteItem', table],
      [
        'email',
        declared.email === true,
        'ses:SendEmail',
        `arn:aws:ses:us-east-1:000000000000:identity/${sender}`,
      ],
      ['ai', declared.ai === true, 'bedrock:InvokeModel', model],
      ['startScoring', declared.startScoring === true, 'sqs:SendMessage', scoringQueue],
      ['startGeneration', declared.startGeneration === true, 'sqs:SendMessage', generationQueue],
      ['schedules', declared.schedules === true, 'scheduler:CreateSchedule', schedule],
      ['schedules', declared.schedules === true, 'scheduler:DeleteSchedule', schedule],
      ['schedules', declared.schedules === true, 'iam:PassRole', schedulerRole],
      ['userPool', false, 'cognito-idp:AdminDeleteUser', pool],
      [
        'email',
        declared.email === true,
        'ses:SendEmail',
        `arn:aws:ses:us-east-1:000000000000:configuration-set/${fn.env.EMAIL_CONFIGURATION_SET ?? 'local-mail'}`,
      ],
      ['originSecret', declared.originSecret === true, 'secretsmanager:GetSecretValue', originSecretArn()],
      ['linkIdentities', declared.linkIdentities === true, 'cognito-idp:AdminLinkProviderForUser', pool],
      ['linkIdentities', declared.linkIdentities === true, 'cognito-idp:ListUsers', pool],
      ...(declared.userPool?.admin ?? []).map(
        (a) => ['userPool', true, `cognito-idp:${a}`, pool] as [string, boolean, string, string],
      ),
    ];
    // SES sets `ses:FromAddress` on every send: the product's sender is the only one granted.
    const sending = (resource: string): Record<string, string> =>
      resource.includes(':ses:') ? { 'ses:FromAddress': fn.env.EMAIL_FROM ?? sender } : {};
    for (const [capability, expected, action, resource] of checks) {
      expect(await allowed(fn, action, resource, sending(resource)), `${capability}: ${action}`).toBe(
        expected,
      );
    }
    if (declared.email) {
      // In the SES sandbox a send is authorized on the recipient's identity too: allowed, as the sender only.
      const recipient = 'arn:aws:ses:us-east-1:000000000000:identity/ana@example.org';
      expect(await allowed(fn, 'ses:SendEmail', recipient, sending(recipient)), 'sandbox recipient').toBe(
        true,
      );
      expect(
        await allowed(fn, 'ses:SendEmail', recipient, { 'ses:FromAddress': 'ceo@example.com' }),
        'another sender',
      ).toBe(false);
    }
  });
});
