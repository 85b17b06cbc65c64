import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { artifactApi } from '../../infra/artifacts/local-stack';
import { ensureSynth } from '../../infra/artifacts/synth';
import { repoPath } from '../../infra/constructs/paths';
import type { LocalPorts } from '../../infra/local/ports';
import { testReceiverPorts } from './webhook-ports';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';

/** Demo manager of test stacks. */
export const TEST_DEMO = { email: 'demo@hiring.local', password: 'Demo-Passw0rd!' };

/** Values a test stack hands to test files through vitest's `provide`/`inject`. */
export interface ProvidedStack {
  env: Record<string, string>;
  apiUrl: string;
  appUrl: string;
  sesUrl: string;
  /** cognito-local itself, the issuer of the managers' tokens. */
  cognitoUrl: string;
  demoEmail: string;
  demoPassword: string;
  /** The secret requests under `/local/` carry (`x-local-secret`), made by the runner at this start. */
  localSecret: string;
  /** What serves the API: the source handlers (`npm start`) or the synthesized stack (`npm run start:artifacts`). */
  target: 'source' | 'artifacts';
}

/** Where the synthesized stack is kept; synthesized once and reused while the sources are unchanged. */
export const TEST_CDK_OUT = repoPath('cdk.out');

declare module 'vitest' {
  export interface ProvidedContext {
    stack: ProvidedStack;
  }
}

/**
 * Starts a throw-away local stack (fresh data in a temp folder, its own ports so it never meets a running
 * `npm start`) and returns what tests need plus a teardown that stops it and deletes its data. With
 * `target: 'artifacts'` the API is the synthesized stack (`cdk synth` first unless `cdk.out` is up to date).
 */
export async function startTestStack(
  ports: LocalPorts,
  web: boolean,
  target: 'source' | 'artifacts' = 'source',
) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  // Deliveries reach the tests' receivers (`tests/support/webhooks.ts`) on these loopback ports only.
  const receivers = testReceiverPorts();
  process.env.WEBHOOK_RECEIVER_PORTS = `${receivers.first}-${receivers.last}`;
  if (target === 'artifacts') await ensureSynth(TEST_CDK_OUT);
  const dataDir = mkdtempSync(join(tmpdir(), 'hiring-test-'));
  let stack: LocalStack;
  try {
    stack = await startLocalStack({
      dataDir,
      ports,
      demo: TEST_DEMO,
      web,
      // Generation waits this long in the in-process queue (as in Lambda's), so tests can see `generating`.
      // (The bench sets 0 in its own environment: it times generation without that wait.)
      env: { LOG_LEVEL: 'ERROR', LOCAL_GENERATION_DELAY_MS: process.env.LOCAL_GENERATION_DELAY_MS ?? '150' },
      ...(target === 'artifacts' ? { serveApi: artifactApi(TEST_CDK_OUT) } : {}),
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const provided: ProvidedStack = {
    env: stack.env,
    apiUrl: stack.apiUrl,
    appUrl: stack.appUrl,
    sesUrl: stack.sesUrl,
    cognitoUrl: stack.cognitoUrl,
    demoEmail: TEST_DEMO.email,
    demoPassword: TEST_DEMO.password,
    localSecret: stack.localSecret,
    target,
  };
  const teardown = async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { provided, teardown };
}
