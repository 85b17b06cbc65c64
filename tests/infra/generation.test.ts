import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { functionCapabilities } from '../../functions/capabilities';
import { GENERATION_WORKER_TIMEOUT_SECONDS } from '../../infra/constructs/generation';
import { repoPath } from '../../infra/constructs/paths';
import { HiringStack } from '../../infra/stack';
import { parseStackInput } from '../../infra/stack-input';
import { GENERATION_RETRIES } from '../../shared/generation';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

let webDir: string;
let template: Template;

beforeAll(() => {
  webDir = mkdtempSync(join(tmpdir(), 'hiring-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>test</title>');
  const { context } = JSON.parse(readFileSync(repoPath('cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const app = new App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  const stack = new HiringStack(app, 'Hiring', { input: parseStackInput({}), webAssetDir: webDir });
  template = Template.fromStack(stack);
});
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

/** Logical id and resource of the one function whose description starts with `description`. */
function fn(description: string): [string, Resources[string]] {
  const found = Object.entries(template.findResources('AWS::Lambda::Function') as Resources).filter(([, f]) =>
    String(f.Properties.Description).startsWith(description),
  );
  expect(found, description).toHaveLength(1);
  return found[0]!;
}

/** Actions the role of `worker` is allowed, from every policy attached to it. */
function actionsOf(worker: Resources[string]): string[] {
  const role = worker.Properties.Role['Fn::GetAtt'][0] as string;
  return Object.values(template.findResources('AWS::IAM::Policy') as Resources)
    .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === role))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[] }[])
    .flatMap((s) => [s.Action].flat());
}

describe('generation worker', () => {
  it('has its own timeout, well past API Gateway’s 30 s, long enough for the larger models', () => {
    const [, worker] = fn('Hiring: writes the questions');
    expect(worker.Properties.Timeout).toBe(GENERATION_WORKER_TIMEOUT_SECONDS);
    expect(GENERATION_WORKER_TIMEOUT_SECONDS).toBeGreaterThanOrEqual(180);
  });

  it('is fed by its own encrypted queue, delivered 3 times, then kept in its own dead-letter queue', () => {
    const [id] = fn('Hiring: writes the questions');
    const queues = template.findResources('AWS::SQS::Queue') as Resources;
    const mapping = Object.values(
      template.findResources('AWS::Lambda::EventSourceMapping') as Resources,
    ).find((m) => m.Properties.FunctionName.Ref === id)!.Properties;
    expect(mapping).toMatchObject({ BatchSize: 1, FunctionResponseTypes: ['ReportBatchItemFailures'] });
    expect(mapping.ScalingConfig.MaximumConcurrency).toBeGreaterThanOrEqual(2);
    const queue = queues[mapping.EventSourceArn['Fn::GetAtt'][0]]!;
    expect(queue.Properties.RedrivePolicy.maxReceiveCount).toBe(GENERATION_RETRIES + 1);
    expect(GENERATION_RETRIES).toBe(2);
    const dlqId = queue.Properties.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0] as string;
    expect(queues[dlqId]!.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 1_209_600,
    });
    // Not the scoring worker's: a failed generation is told apart from a failed scoring run.
    const scoring = Object.entries(queues).find(([qid]) => qid.startsWith('ScoringQueue'))![1];
    expect(scoring.Properties.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0]).not.toBe(dlqId);
    expect(template.findResources('AWS::Lambda::EventInvokeConfig')).toEqual({});
  });

  it('gets a role from its declaration only: the table, the model, its queue and e-mail, nothing to invoke', () => {
    expect(functionCapabilities['generation-worker']).toEqual({
      table: { read: true, write: true, indexes: ['gsi3', 'gsi4'] },
      ai: true,
      startGeneration: true,
      // A feedback report drafted under `auto` is e-mailed once written (decision record 0168).
      email: true,
    });
    const [, worker] = fn('Hiring: writes the questions');
    const actions = actionsOf(worker);
    expect(actions).toEqual(
      expect.arrayContaining([
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'bedrock:InvokeModel',
        'ses:SendEmail',
      ]),
    );
    expect(actions.filter((a) => /^(lambda|cognito-idp|scheduler):/.test(a))).toEqual([]);
    // It puts a throttled run back on its own queue.
    expect(worker.Properties.Environment.Variables.GENERATION_QUEUE).toBe('sqs');
  });

  it('is queued by the functions that start a generation or a feedback draft, named by their settings', () => {
    const id = Object.keys(template.findResources('AWS::SQS::Queue')).find((q) =>
      q.startsWith('GenerationQueue'),
    );
    for (const resource of ['interview-templates', 'job-positions', 'sessions', 'accountability']) {
      const [, api] = fn(`Hiring API: ${resource}`);
      expect(api.Properties.Environment.Variables.GENERATION_QUEUE, resource).toBe('sqs');
      expect(api.Properties.Environment.Variables.GENERATION_QUEUE_URL, resource).toEqual({ Ref: id });
    }
    const [, scoring] = fn('Hiring: scores');
    expect(scoring.Properties.Environment.Variables.GENERATION_QUEUE).toBeUndefined();
  });
});
