import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { RuntimeConfig } from '../../shared/runtime-config';
import { createApiServer } from './api-server';
import { ensureTable, ensureUser, ensureUserPool } from './bootstrap';
import { startEmulators } from './emulators';
import { localVerifier } from './jwt';
import type { LocalPorts } from './ports';
import { assertPortFree, ProcessGroup, waitForPort } from './processes';

const require = createRequire(import.meta.url);

/** Options of {@link startLocalStack}. */
export interface LocalStackOptions {
  /** Where the emulators keep their data (`.local/` for `npm start`). */
  dataDir: string;
  ports: LocalPorts;
  demo: { email: string; password: string };
  /** Also run Vite (`npm start`); tests that only need the API leave it off. */
  web: boolean;
  /** Environment for the handlers on top of the endpoints (e.g. `AI_PROVIDER`). */
  env?: Record<string, string>;
  /**
   * Serves the API on `ports.api` instead of the source handlers (`npm run start:artifacts` serves the
   * synthesized stack). Default: `createApiServer` on the route table.
   */
  serveApi?: (context: ApiContext) => Promise<{ server: Server; stop(): Promise<void> }>;
}

/** What an API server of the local stack gets: where everything runs. */
export interface ApiContext {
  port: number;
  dataDir: string;
  tableName: string;
  userPoolId: string;
  clientId: string;
  appUrl: string;
  dynamoUrl: string;
  cognitoUrl: string;
  sesUrl: string;
  runtimeConfig: RuntimeConfig;
}

/** A running local stack. */
export interface LocalStack {
  appUrl: string;
  apiUrl: string;
  inboxUrl: string;
  sesUrl: string;
  userPoolId: string;
  clientId: string;
  /** The environment the handlers run with. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

const TABLE_NAME = 'hiring';

/**
 * Brings the whole product up on this machine: emulators, table, user pool, demo manager, the API on the
 * route table and (with `web`) Vite with `/api` proxied. Every child is ended by `stop()`.
 * @throws SetupError (one line, with the fix) when Java is missing or a port is busy.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { ports, dataDir } = options;
  mkdirSync(dataDir, { recursive: true });
  await assertPortFree(ports.api, 'the local API', 'API_PORT');
  if (options.web) await assertPortFree(ports.web, 'the web app', 'WEB_PORT');
  const group = new ProcessGroup();
  let server: Server | undefined;
  let stopApi: (() => Promise<void>) | undefined;
  const stop = async () => {
    if (stopApi) await stopApi();
    else {
      await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
      server?.closeAllConnections();
    }
    await group.stop();
  };
  try {
    await startEmulators(group, dataDir, ports);
    const dynamoUrl = `http://127.0.0.1:${ports.dynamodb}`;
    const cognitoUrl = `http://127.0.0.1:${ports.cognito}`;
    const sesUrl = `http://127.0.0.1:${ports.ses}`;
    const appUrl = `http://localhost:${ports.web}`;
    await ensureTable(dynamoUrl, TABLE_NAME);
    const pool = await ensureUserPool(cognitoUrl, 'hiring-local');

    const env: Record<string, string> = {
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      TABLE_NAME,
      DYNAMODB_ENDPOINT: dynamoUrl,
      COGNITO_ENDPOINT: cognitoUrl,
      SES_ENDPOINT: sesUrl,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.clientId,
      APP_ORIGIN: appUrl,
      EMAIL_FROM: 'no-reply@hiring.local',
      TEAM_EMAIL: 'team@hiring.local',
      AI_PROVIDER: 'offline',
      BEDROCK_MODEL_ID: 'amazon.nova-lite-v1:0',
      // Scoring runs in this process; `npm run start:artifacts` invokes the worker Lambda instead.
      SCORING_QUEUE: 'in-process',
      LOG_LEVEL: 'WARN',
      POWERTOOLS_DEV: 'false',
      // CloudWatch's embedded metric format means nothing on this machine.
      POWERTOOLS_METRICS_DISABLED: 'true',
      ...options.env,
    };
    Object.assign(process.env, env);

    const userId = await ensureUser(
      cognitoUrl,
      pool.userPoolId,
      options.demo.email,
      options.demo.password,
      'Demo Manager',
    );
    // Imported only now: these modules read their settings when they load.
    const { serveScoringInProcess } = await import('../../functions/scoring/queue');
    const { scoreSessionById } = await import('../../functions/scoring/score-session');
    serveScoringInProcess(scoreSessionById);
    const { seedDemo } = await import('./seed');
    await seedDemo(userId, options.demo.email);

    const runtimeConfig: RuntimeConfig = {
      mode: 'local',
      apiBaseUrl: '',
      region: 'us-east-1',
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.clientId,
      googleEnabled: false,
      supportEmail: process.env.SUPPORT_EMAIL ?? 'support@hiring.local',
      inboxUrl: sesUrl,
    };
    if (options.serveApi) {
      const served = await options.serveApi({
        port: ports.api,
        dataDir,
        tableName: TABLE_NAME,
        userPoolId: pool.userPoolId,
        clientId: pool.clientId,
        appUrl,
        dynamoUrl,
        cognitoUrl,
        sesUrl,
        runtimeConfig,
      });
      server = served.server;
      stopApi = served.stop;
    } else {
      const verify = await localVerifier(`${cognitoUrl}/${pool.userPoolId}`, pool.clientId);
      server = createApiServer({ verify, runtimeConfig });
      await new Promise<void>((r) => server!.listen(ports.api, '127.0.0.1', r));
    }

    if (options.web) {
      const vite = join(resolve(require.resolve('vite/package.json'), '..'), 'bin/vite.js');
      group.node(
        'vite',
        vite,
        [
          '--port',
          String(ports.web),
          '--strictPort',
          '--host',
          'localhost',
          '--clearScreen',
          'false',
          '--logLevel',
          'warn',
        ],
        { env: { API_PROXY_TARGET: `http://127.0.0.1:${ports.api}` } },
      );
      await waitForPort(ports.web, 'Vite', 60_000);
    }
    return {
      appUrl,
      apiUrl: `http://127.0.0.1:${ports.api}`,
      inboxUrl: sesUrl,
      sesUrl,
      userPoolId: pool.userPoolId,
      clientId: pool.clientId,
      env,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
