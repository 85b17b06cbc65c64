import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { repoPath } from '../../infra/constructs/paths';
import { HiringStack } from '../../infra/stack';
import { parseStackInput } from '../../infra/stack-input';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

let template: Template;
let webDir: string;

beforeAll(() => {
  webDir = mkdtempSync(join(tmpdir(), 'hiring-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>test</title>');
  const { context } = JSON.parse(readFileSync(repoPath('cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const app = new App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  template = Template.fromStack(
    new HiringStack(app, 'Hiring', { input: parseStackInput({}), webAssetDir: webDir }),
  );
});

afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const functions = () => template.findResources('AWS::Lambda::Function') as Resources;
const logicalIdOf = (description: string) =>
  Object.entries(functions()).find(([, f]) => f.Properties.Description === description)![0];
const policiesOf = (logicalId: string) => {
  const fn = functions()[logicalId]!;
  const role = JSON.stringify(fn.Properties.Role);
  return Object.values(template.findResources('AWS::IAM::Policy') as Resources)
    .filter((p) => JSON.stringify(p.Properties.Roles).includes(JSON.parse(role)['Fn::GetAtt'][0]))
    .flatMap(
      (p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
    );
};
const actions = (s: { Action: string | string[] }) => [s.Action].flat();

describe('deadline reminders in the cloud', () => {
  it('has one schedule group and a reminder function', () => {
    template.resourceCountIs('AWS::Scheduler::ScheduleGroup', 1);
    expect(logicalIdOf('Hiring: e-mails an applicant the reminder of a session deadline')).toBeDefined();
  });

  it('lets EventBridge Scheduler, from this account only, invoke the reminder function and nothing else', () => {
    const roles = Object.entries(template.findResources('AWS::IAM::Role') as Resources).filter(([, r]) =>
      JSON.stringify(r.Properties.AssumeRolePolicyDocument).includes('scheduler.amazonaws.com'),
    );
    expect(roles).toHaveLength(1);
    const [roleId, role] = roles[0]!;
    const trust = role.Properties.AssumeRolePolicyDocument.Statement[0];
    expect(trust.Condition.StringEquals['aws:SourceAccount']).toEqual({ Ref: 'AWS::AccountId' });
    const statements = Object.values(template.findResources('AWS::IAM::Policy') as Resources)
      .filter((p) => JSON.stringify(p.Properties.Roles).includes(roleId))
      .flatMap((p) => p.Properties.PolicyDocument.Statement);
    expect(statements.flatMap(actions)).toEqual(['lambda:InvokeFunction']);
    const worker = logicalIdOf('Hiring: e-mails an applicant the reminder of a session deadline');
    expect(JSON.stringify(statements)).toContain(worker);
  });

  it('lets only the functions that create or change a session (the tracking systems create them too) manage its schedule, and pass only the scheduler role', () => {
    const may = ['sessions', 'applicant-session', 'applicants', 'ats'];
    for (const [id, fn] of Object.entries(functions())) {
      const description = String(fn.Properties.Description ?? '');
      if (!description.startsWith('Hiring API: ')) continue;
      const resource = description.slice('Hiring API: '.length);
      const statements = policiesOf(id);
      const scheduler = statements.filter((s) => actions(s).some((a) => a.startsWith('scheduler:')));
      const env = fn.Properties.Environment.Variables as Record<string, unknown>;
      if (may.includes(resource)) {
        expect(scheduler.flatMap(actions).sort(), resource).toEqual([
          'scheduler:CreateSchedule',
          'scheduler:DeleteSchedule',
        ]);
        expect(JSON.stringify(scheduler[0]!.Resource), resource).toContain('/reminder-*');
        const passRole = statements.filter((s) => actions(s).includes('iam:PassRole'));
        expect(passRole, resource).toHaveLength(1);
        expect(Object.keys(env)).toEqual(
          expect.arrayContaining(['REMINDER_SCHEDULE_GROUP', 'REMINDER_TARGET_ARN', 'REMINDER_ROLE_ARN']),
        );
      } else {
        expect(scheduler, resource).toEqual([]);
        expect(env.REMINDER_SCHEDULE_GROUP, resource).toBeUndefined();
      }
    }
  });

  it('lets the reminder function read the table and send e-mail', () => {
    const statements = policiesOf(
      logicalIdOf('Hiring: e-mails an applicant the reminder of a session deadline'),
    );
    const all = statements.flatMap(actions);
    expect(all).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:UpdateItem', 'ses:SendEmail']));
    expect(all.some((a) => a.startsWith('scheduler:'))).toBe(false);
  });
});
