import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Environment } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { repoPath } from '../../infra/constructs/paths';
import { HiringStack } from '../../infra/stack';
import { parseStackInput, type RawStackInput } from '../../infra/stack-input';

/** A CloudFormation resource as the template holds it. */
export type CfnResource = {
  Type: string;
  Properties: Record<string, any>;
  DependsOn?: string[];
  DeletionPolicy?: string;
};

/** A synthesized stack: the construct, its template and cdk-nag's findings (`rule at path`). */
export interface SynthesizedStack {
  stack: HiringStack;
  template: Template;
  nag: string[];
  /** The cloud assembly folder (staged assets), kept until the process ends. */
  outdir: string;
}

const outdirs: string[] = [];
process.once('exit', () => {
  for (const dir of outdirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * Synthesizes the stack as `cdk synth` does (the `cdk.json` flags, cdk-nag's two packs), without
 * bundling, in a throw-away folder: `env` as `cdk deploy` would give it (none: env-agnostic). The web app
 * is an `index.html` and, as Vite writes them, a bundle and its source map under `assets/`.
 */
export function synthStack(raw: RawStackInput, env?: Environment): SynthesizedStack {
  const { context } = JSON.parse(readFileSync(repoPath('cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const webDir = mkdtempSync(join(tmpdir(), 'hiring-web-'));
  const outdir = mkdtempSync(join(tmpdir(), 'hiring-out-'));
  try {
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>test</title>');
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(webDir, 'assets', 'app.js.map'), '{"version":3,"sources":["secret.ts"]}');
    const app = new App({ outdir, context: { ...context, 'aws:cdk:bundling-stacks': [] } });
    const stack = new HiringStack(app, 'Hiring', { input: parseStackInput(raw), webAssetDir: webDir, env });
    const template = Template.fromStack(stack);
    const nag = [new AwsSolutionsChecks(app), new ServerlessChecks(app)].flatMap((pack) =>
      pack
        .validateScope(stack)
        .violations.flatMap((v) =>
          v.violatingResources.map(
            (r) => `${v.ruleName} at ${'constructPath' in r ? String(r.constructPath) : '?'}`,
          ),
        ),
    );
    return { stack, template, nag, outdir };
  } finally {
    rmSync(webDir, { recursive: true, force: true });
    // The output stays until the process ends: Annotations.fromStack reads it.
    outdirs.push(outdir);
  }
}

/** Every resource of a type, by logical id. */
export function resourcesOf(template: Template, type: string): Record<string, CfnResource> {
  return template.findResources(type) as Record<string, CfnResource>;
}

/** Our Lambdas by logical id: Node.js 22 on arm64 (CDK's helper functions run Python or other runtimes). */
export function ourFunctions(template: Template): Record<string, CfnResource> {
  return Object.fromEntries(
    Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).filter(
      ([, f]) => f.Properties.Runtime === 'nodejs22.x' && f.Properties.Architectures?.[0] === 'arm64',
    ),
  );
}
