import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ServedArtifacts } from '../../infra/artifacts/serve';
import { ARTIFACT_STACK } from '../../infra/artifacts/synth';
import type { CfnTemplate } from '../../infra/artifacts/template';
import { repoPath } from '../../infra/constructs/paths';
import { HiringStack } from '../../infra/stack';
import { parseStackInput } from '../../infra/stack-input';
import { functionCapabilities } from '../../functions/capabilities';
import { serveOnTestStack } from './serve-on-test-stack';

/**
 * The IAM check of the artifact run bites: a stack synthesized with the applicants function declared
 * `table: { read: true }` only (no `write`), its other capabilities kept (so it lacks the write grant, while
 * TABLE_NAME is still set)
 * makes creating an applicant fail, and the denial names the function and the DynamoDB write action.
 */
let served: ServedArtifacts;
let apiUrl: string;
let webDir: string;

function synthWithout(): CfnTemplate {
  const { context } = JSON.parse(readFileSync(repoPath('cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  // Same construct tree as cdk.out, so the logical ids match its bundles; no bundling needed here.
  const app = new App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  const stack = new HiringStack(app, ARTIFACT_STACK, {
    input: parseStackInput({ aiProvider: 'offline' }),
    webAssetDir: webDir,
    capabilities: {
      ...functionCapabilities,
      applicants: { ...functionCapabilities.applicants, table: { read: true, indexes: ['gsi4'] } },
    },
  });
  return Template.fromStack(stack).toJSON() as CfnTemplate;
}

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'hiring-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>test</title>');
  const port = 3351 + Number(process.env.TEST_PORT_OFFSET ?? 0);
  served = await serveOnTestStack(synthWithout(), port, webDir);
  apiUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await served?.stop();
  rmSync(webDir, { recursive: true, force: true });
});

async function call(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(apiUrl + path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function signIn(): Promise<string> {
  const { demoEmail, demoPassword } = inject('stack');
  const response = await fetch(`${apiUrl}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoEmail, password: demoPassword }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

describe('IAM on the artifact run', () => {
  it('denies a write the declaration does not grant, naming the function and the action', async () => {
    const token = await signIn();
    const list = await call('GET', '/api/applicants', token);
    expect(list.status).toBe(200);
    expect(served.denials).toEqual([]);

    const created = await call('POST', '/api/applicants', token, {
      firstName: 'Denied',
      lastName: 'Write',
      jobTitle: 'Engineer',
      email: 'denied.write@example.com',
    });
    expect(created.status).toBe(500);
    expect(served.denials).toContainEqual(
      expect.objectContaining({
        function: expect.stringMatching(/^ApiApplicantsFunction/),
        // The first write is the organization's flood counter (shared/flood-limits.ts), then the applicant.
        action: expect.stringMatching(/^dynamodb:(UpdateItem|PutItem)$/),
        resource: expect.stringContaining(`:table/${inject('stack').env.TABLE_NAME}`),
      }),
    );
  });
});
