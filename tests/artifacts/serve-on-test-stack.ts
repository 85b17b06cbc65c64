import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { inject } from 'vitest';
import { serveArtifacts, type ServedArtifacts } from '../../infra/artifacts/serve';
import type { SesAccount } from '../../infra/artifacts/ses-account';
import { ARTIFACT_STACK, bedrockArtifactContext } from '../../infra/artifacts/synth';
import { readTemplate, type CfnTemplate } from '../../infra/artifacts/template';
import { repoPath } from '../../infra/constructs/paths';
import { HiringStack } from '../../infra/stack';
import { parseStackInput } from '../../infra/stack-input';
import {
  startModelEmulator,
  type ModelEmulator,
  type ModelEmulatorOptions,
} from '../../infra/local/model-emulator/server';
import { TEST_CDK_OUT } from '../support/stack';

/**
 * Serves a (possibly changed) synthesized template with the test stack's bundles in `cdk.out`, on the test
 * stack's emulators, at `http://127.0.0.1:<port>`.
 * @param dataDir - where the function processes write their logs.
 * @param options - the SES account (default: out of the sandbox); `bedrockUrl`, the model emulator the
 * functions' Bedrock calls go to once IAM allows them.
 */
export function serveOnTestStack(
  template: CfnTemplate,
  port: number,
  dataDir: string,
  options: { ses?: SesAccount; bedrockUrl?: string } = {},
): Promise<ServedArtifacts> {
  const { env, cognitoUrl } = inject('stack');
  const { bedrockUrl, ...rest } = options;
  return serveArtifacts({
    template,
    assetsFrom: readTemplate(TEST_CDK_OUT, ARTIFACT_STACK),
    cdkOut: TEST_CDK_OUT,
    names: {
      tableName: env.TABLE_NAME!,
      userPoolId: env.USER_POOL_ID!,
      userPoolClientId: env.USER_POOL_CLIENT_ID!,
      factorClientId: env.USER_POOL_FACTOR_CLIENT_ID!,
      appUrl: env.APP_ORIGIN!,
    },
    backends: {
      dynamodb: env.DYNAMODB_ENDPOINT!,
      'cognito-idp': env.COGNITO_ENDPOINT!,
      ses: env.SES_ENDPOINT!,
      ...(bedrockUrl ? { bedrock: bedrockUrl } : {}),
    },
    cognitoUrl,
    runtimeConfig: {},
    port,
    dataDir,
    ...rest,
  });
}

/**
 * The stack's template synthesized for Bedrock on `modelId` (the same construct tree as `cdk.out`, so the
 * logical ids match its bundles; no bundling), with `generationModelId` set on the generation worker
 * instead when given (a model the template does not grant).
 * @param webAssetDir - the web files the stack deploys (a placeholder folder is enough).
 * @throws Error when the template has no generation worker.
 */
export function bedrockTemplate(
  webAssetDir: string,
  modelId: string,
  generationModelId?: string,
): CfnTemplate {
  const { context } = JSON.parse(readFileSync(repoPath('cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const app = new App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  const stack = new HiringStack(app, ARTIFACT_STACK, {
    input: parseStackInput(bedrockArtifactContext(modelId)),
    webAssetDir,
  });
  const template = Template.fromStack(stack).toJSON() as CfnTemplate;
  const generation = Object.entries(template.Resources).find(
    ([id, r]) => r.Type === 'AWS::Lambda::Function' && /Generation.*Worker/.test(id),
  );
  if (!generation) throw new Error('No generation worker in the template');
  if (generationModelId) {
    const variables = (generation[1].Properties as { Environment: { Variables: Record<string, unknown> } })
      .Environment.Variables;
    variables.BEDROCK_MODEL_ID = generationModelId;
  }
  return template;
}

/** A JSON request to a served stack at `apiUrl`, with a bearer `token` when given; the status and parsed body. */
export async function callServed(
  apiUrl: string,
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
): Promise<{ status: number; text: string; body: Record<string, any> }> {
  const response = await fetch(apiUrl + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, body: (text ? JSON.parse(text) : {}) as Record<string, any> };
}

/** A stack served on Bedrock ({@link serveOnBedrock}): its API, the model emulator behind it, the served stack. */
export interface BedrockRun {
  apiUrl: string;
  emulator: ModelEmulator;
  served: ServedArtifacts;
  /** Where the function processes write their logs (removed by `stop`). */
  dataDir: string;
  /** Stops the stack and the emulator and removes the run's folder. */
  stop(): Promise<void>;
}

/**
 * Serves the stack synthesized for Bedrock on `modelId` ({@link bedrockTemplate}, with `generationModelId`
 * on the generation worker when given) at `http://127.0.0.1:<port>`, its Bedrock calls answered by a model
 * emulator started with `emulator`, in a fresh folder with a placeholder web page.
 */
export async function serveOnBedrock(options: {
  port: number;
  modelId: string;
  generationModelId?: string;
  emulator: ModelEmulatorOptions;
}): Promise<BedrockRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hiring-bedrock-'));
  writeFileSync(join(dataDir, 'index.html'), '<!doctype html><title>test</title>');
  const emulator = await startModelEmulator(options.emulator);
  const template = bedrockTemplate(dataDir, options.modelId, options.generationModelId);
  const served = await serveOnTestStack(template, options.port, dataDir, { bedrockUrl: emulator.url });
  return {
    apiUrl: `http://127.0.0.1:${options.port}`,
    emulator,
    served,
    dataDir,
    async stop() {
      await served.stop();
      await emulator.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
