import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalPorts } from '../../infra/local/ports';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';

/** Demo manager of test stacks. */
export const TEST_DEMO = { email: 'demo@hiring.local', password: 'Demo-Passw0rd!' };

/** Values a test stack hands to test files through vitest's `provide`/`inject`. */
export interface ProvidedStack {
  env: Record<string, string>;
  apiUrl: string;
  appUrl: string;
  sesUrl: string;
  demoEmail: string;
  demoPassword: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: ProvidedStack;
  }
}

/**
 * Starts a throw-away local stack (fresh data in a temp folder, its own ports so it never meets a running
 * `npm start`) and returns what tests need plus a teardown that stops it and deletes its data.
 */
export async function startTestStack(ports: LocalPorts, web: boolean) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dataDir = mkdtempSync(join(tmpdir(), 'hiring-test-'));
  let stack: LocalStack;
  try {
    stack = await startLocalStack({ dataDir, ports, demo: TEST_DEMO, web, env: { LOG_LEVEL: 'ERROR' } });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const provided: ProvidedStack = {
    env: stack.env,
    apiUrl: stack.apiUrl,
    appUrl: stack.appUrl,
    sesUrl: stack.sesUrl,
    demoEmail: TEST_DEMO.email,
    demoPassword: TEST_DEMO.password,
  };
  const teardown = async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { provided, teardown };
}
