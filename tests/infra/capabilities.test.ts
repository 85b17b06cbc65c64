import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runSimulation } from '@cloud-copilot/iam-simulate';
import { ARTIFACT_STACK, ensureSynth } from '../../infra/artifacts/synth';
import {
  readArtifacts,
  readTemplate,
  type ArtifactFunction,
  type CfnTemplate,
} from '../../infra/artifacts/template';
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
        : description.startsWith('Hiring: e-mails an applicant the reminder')
          ? 'reminder-worker'
          : undefined;
    if (name) byName.set(name, fn);
  }
});

const functionNames = Object.keys(functionCapabilities) as FunctionName[];

/**
 * AWS SDK client packages in a bundle, from the metafile esbuild wrote next to it: the inputs of the
 * entry's output, i.e. what is left after tree shaking (a module index may name more than an entry uses,
 * docs/decisions/0061-domain-modules-and-boundaries.md).
 */
function sdkClients(fn: ArtifactFunction): Set<string> {
  const meta = JSON.parse(readFileSync(join(fn.codeDir, 'index.meta.json'), 'utf8')) as {
    outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown> }>;
  };
  const bundle = Object.values(meta.outputs).find((o) => o.entryPoint);
  if (!bundle) throw new Error(`No entry point output in ${fn.codeDir}/index.meta.json`);
  return new Set(
    Object.keys(bundle.inputs)
      .map((path) => /node_modules\/(@aws-sdk\/client-[a-z0-9-]+)\//.exec(path)?.[1])
      .filter((p): p is string => Boolean(p)),
  );
}

async function allowed(fn: ArtifactFunction, action: string, resource: string): Promise<boolean> {
  const result = await runSimulation(
    {
      request: {
        principal: `arn:aws:iam::000000000000:role/${fn.id}`,
        action,
        resource: { resource, accountId: '000000000000' },
        contextVariables: {},
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

describe('capability declarations', () => {
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
    const unused = declared.filter((c) => !CAPABILITY_CLIENTS[c].some((client) => clients.has(client)));
    expect(unused, 'capabilities whose client the bundle lacks').toEqual([]);
  });

  it.each(functionNames)('%s: gets exactly the environment of its capabilities', (name) => {
    const fn = byName.get(name)!;
    const expected = [
      ...BASE_ENV,
      ...declaredCapabilities(functionCapabilities[name]).flatMap((c) => CAPABILITY_ENV[c]),
    ].sort();
    expect(Object.keys(fn.env).sort()).toEqual(expected);
  });

  it.each(functionNames)('%s: its role allows what it declares and denies the rest', async (name) => {
    const fn = byName.get(name)!;
    const declared = functionCapabilities[name];
    const table = `arn:aws:dynamodb:us-east-1:000000000000:table/${names.tableName}`;
    const worker = byName.get('scoring-worker')!.arn;
    const pool = `arn:aws:cognito-idp:us-east-1:000000000000:userpool/${names.userPoolId}`;
    const sender = String(
      Object.values(template.Resources).find((r) => r.Type === 'AWS::SES::EmailIdentity')!.Properties!
        .EmailIdentity,
    );
    const schedule = `arn:aws:scheduler:us-east-1:000000000000:schedule/${fn.env.REMINDER_SCHEDULE_GROUP ?? reminderGroup()}/reminder-01J0000000000000000000000S`;
    const schedulerRole = reminderSchedulerRole();
    const model = `arn:aws:bedrock:us-east-1::foundation-model/${fn.env.BEDROCK_MODEL_ID ?? 'amazon.nova-lite-v1:0'}`;
    const checks: [string, boolean, string, string][] = [
      ['table', declared.table !== undefined, 'dynamodb:Query', `${table}/index/gsi1`],
      ['table', declared.table !== undefined, 'dynamodb:GetItem', table],
      ['table', declared.table === 'readWrite', 'dynamodb:PutItem', table],
      [
        'email',
        declared.email === true,
        'ses:SendEmail',
        `arn:aws:ses:us-east-1:000000000000:identity/${sender}`,
      ],
      ['ai', declared.ai === true, 'bedrock:InvokeModel', model],
      ['startScoring', declared.startScoring === true, 'lambda:InvokeFunction', worker],
      ['schedules', declared.schedules === true, 'scheduler:CreateSchedule', schedule],
      ['schedules', declared.schedules === true, 'scheduler:DeleteSchedule', schedule],
      ['schedules', declared.schedules === true, 'iam:PassRole', schedulerRole],
      ['userPool', false, 'cognito-idp:AdminDeleteUser', pool],
      ...(declared.userPool?.admin ?? []).map(
        (a) => ['userPool', true, `cognito-idp:${a}`, pool] as [string, boolean, string, string],
      ),
    ];
    for (const [capability, expected, action, resource] of checks) {
      expect(await allowed(fn, action, resource), `${capability}: ${action}`).toBe(expected);
    }
  });
});
