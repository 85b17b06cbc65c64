import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { routes } from '../../shared/routes';
import { AI_ROUTE_THROTTLE } from '../../infra/constructs/ai-limits';
import { repoPath } from '../../infra/constructs/paths';
import { SCORING_WORKER_TIMEOUT_SECONDS } from '../../infra/constructs/scoring';
import { HiringStack } from '../../infra/stack';
import { parseStackInput, StackInputError, type RawStackInput } from '../../infra/stack-input';

let webDir: string;

/** The stack as `cdk synth` makes it (without bundling), in `region` when given. */
function synth(raw: RawStackInput, region?: string) {
  const { context } = JSON.parse(readFileSync(repoPath('cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const app = new App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  const stack = new HiringStack(app, 'Hiring', {
    input: parseStackInput(raw),
    webAssetDir: webDir,
    ...(region ? { env: { account: '123456789012', region } } : {}),
  });
  return { stack, template: Template.fromStack(stack) };
}

const profileWarnings = (stack: HiringStack) =>
  Annotations.fromStack(stack)
    .findWarning('*', Match.stringLikeRegexp('inference profile'))
    .map((w) => String(w.entry.data));

let plain: ReturnType<typeof synth>;

beforeAll(() => {
  webDir = mkdtempSync(join(tmpdir(), 'hiring-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>test</title>');
  plain = synth({});
});
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

describe('models the stack accepts', () => {
  it("accepts today's Nova and Claude models and their inference profiles", () => {
    for (const id of [
      'amazon.nova-micro-v1:0',
      'eu.amazon.nova-pro-v1:0',
      'us.amazon.nova-2-lite-v1:0',
      'anthropic.claude-haiku-4-5-20251001-v1:0',
      'global.anthropic.claude-sonnet-4-5-20250929-v1:0',
    ]) {
      expect(parseStackInput({ bedrockModelId: id }).bedrockModelId).toBe(id);
    }
  });

  it('rejects a model without forced tool use, naming the field and the accepted models', () => {
    for (const id of [
      'meta.llama3-1-8b-instruct-v1:0',
      'mistral.mistral-small-2402-v1:0',
      'anthropic.claude-3-7-sonnet-20250219-v1:0',
    ]) {
      expect(() => parseStackInput({ bedrockModelId: id })).toThrow(StackInputError);
      expect(() => parseStackInput({ bedrockModelId: id })).toThrow(/bedrockModelId: .*forced tool use/);
    }
  });

  it('warns at synth time when the region needs a cross-region inference profile, naming it', () => {
    const eu = synth({ bedrockModelId: 'amazon.nova-lite-v1:0' }, 'eu-west-1');
    expect(profileWarnings(eu.stack).join('\n')).toMatch(/-c bedrockModelId=eu\.amazon\.nova-lite-v1:0/);
    expect(profileWarnings(synth({ bedrockModelId: 'eu.amazon.nova-lite-v1:0' }, 'eu-west-1').stack)).toEqual(
      [],
    );
    expect(profileWarnings(synth({ bedrockModelId: 'amazon.nova-lite-v1:0' }, 'us-east-1').stack)).toEqual(
      [],
    );
  });

  it('warns for a profile-only model even when the region is not known at synth time', () => {
    const { stack } = synth({ bedrockModelId: 'anthropic.claude-sonnet-4-5-20250929-v1:0' });
    expect(profileWarnings(stack).join('\n')).toMatch(/us\.anthropic\.claude-sonnet-4-5/);
    expect(profileWarnings(plain.stack)).toEqual([]);
  });
});

describe('limits on AI spending', () => {
  it('throttles every AI route on the stage, and the stage waits for those routes', () => {
    const stages = plain.template.findResources('AWS::ApiGatewayV2::Stage');
    const [stage] = Object.values(stages) as { Properties: any; DependsOn?: string[] }[];
    const settings = stage!.Properties.RouteSettings as Record<string, any>;
    for (const name of [
      'generateInterviewTemplate',
      'retryGeneration',
      'suggestQuestion',
      'generateForApplicant',
      'generateForJobPosition',
    ] as const) {
      const key = `${routes[name].method} ${routes[name].path}`;
      expect(settings[key], key).toEqual({
        ThrottlingRateLimit: AI_ROUTE_THROTTLE.rateLimit,
        ThrottlingBurstLimit: AI_ROUTE_THROTTLE.burstLimit,
      });
    }
    expect(settings['GET /api/interviews']).toBeUndefined();
    expect(stage!.DependsOn?.some((d) => d.includes('RouteGenerateInterview'))).toBe(true);
  });

  it('gives every AI function the monthly budget: 50 USD by default, or the stack input', () => {
    const budgets = (template: Template) =>
      Object.values(template.findResources('AWS::Lambda::Function') as Record<string, any>)
        .filter((f) => f.Properties.Environment?.Variables?.AI_PROVIDER)
        .map((f) => f.Properties.Environment.Variables.AI_MONTHLY_BUDGET_USD);
    expect(budgets(plain.template).length).toBeGreaterThanOrEqual(4);
    expect(new Set(budgets(plain.template))).toEqual(new Set(['50']));
    expect(new Set(budgets(synth({ aiMonthlyBudgetUsd: 200 }).template))).toEqual(new Set(['200']));
    expect(() => parseStackInput({ aiMonthlyBudgetUsd: 0 })).toThrow(/aiMonthlyBudgetUsd/);
  });
});

describe('scoring worker', () => {
  const worker = (template: Template) =>
    Object.values(template.findResources('AWS::Lambda::Function') as Record<string, any>).find((f) =>
      String(f.Properties.Description).includes('scores submitted sessions'),
    )!;

  it('reserves no concurrency by default (a new account can reserve none), the input turns it on, and the timeout fits 30 questions × 3 samples', () => {
    expect(worker(plain.template).Properties.ReservedConcurrentExecutions).toBeUndefined();
    expect(worker(plain.template).Properties.Timeout).toBe(SCORING_WORKER_TIMEOUT_SECONDS);
    expect(SCORING_WORKER_TIMEOUT_SECONDS).toBeGreaterThanOrEqual(300);
    const five = synth({ scoringReservedConcurrency: 5 }).template;
    expect(worker(five).Properties.ReservedConcurrentExecutions).toBe(5);
  });
});
