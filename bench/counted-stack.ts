import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalPorts } from '../infra/local/ports';
import { startLocalStack, type LocalStack } from '../infra/local/stack';
import { TEST_DEMO } from '../tests/support/stack';
import { startDynamoDbCounter, type DynamoDbCounter } from './dynamodb-counter';

/** The local stack of a bench part, its DynamoDB calls counted. */
export interface CountedStack {
  stack: LocalStack;
  counter: DynamoDbCounter;
  ports: LocalPorts;
  /** Stops the stack and the counter and removes the data directory. */
  stop(): Promise<void>;
}

/**
 * Starts the local stack on `offset`'s ports (the README's defaults plus `offset`): source handlers, no
 * web server, the demo manager of the tests, DynamoDB Local behind the counting proxy (on the DynamoDB
 * port + 7). Its data lives on tmpfs when there is one: DynamoDB Local writes its SQLite file far faster
 * there (seeding 10,000 items). Until `stop()`, a crash (an unhandled rejection) stops the stack and
 * exits, so no emulator is left on the bench's ports.
 * @throws the stack's start error, with the counter stopped and the data directory removed.
 */
export async function startCountedStack(offset: number): Promise<CountedStack> {
  const ports = {
    web: 5173 + offset,
    api: 3001 + offset,
    dynamodb: 8000 + offset,
    cognito: 9229 + offset,
    ses: 8005 + offset,
  };
  const counter = await startDynamoDbCounter(ports.dynamodb + 7, `http://127.0.0.1:${ports.dynamodb}`);
  const dataDir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'hiring-bench-'));
  const stack = await startLocalStack({
    dataDir,
    ports,
    demo: TEST_DEMO,
    web: false,
    // The local webhook delivery loop polls the table; its calls would count as the measured request's rounds.
    webhookRunner: false,
    env: { LOG_LEVEL: 'ERROR', POWERTOOLS_METRICS_DISABLED: 'true', DYNAMODB_ENDPOINT: counter.url },
  }).catch(async (error: unknown) => {
    await counter.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const onCrash = (reason: unknown) => {
    console.error(reason);
    void stack.stop().finally(() => process.exit(1));
  };
  process.once('unhandledRejection', onCrash);
  return {
    stack,
    counter,
    ports,
    async stop() {
      process.off('unhandledRejection', onCrash);
      await stack.stop();
      await counter.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
