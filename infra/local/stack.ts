import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RuntimeConfig } from '../../shared/runtime-config';
import { securityHeaders } from '../../shared/security-headers';
import { createApiServer } from './api-server';
import { newLocalSecret } from './http-gateway';
import { ensureTable, ensureUser, ensureUserPool } from './bootstrap';
import { EMAIL_FROM, handlerEnvironment, TABLE_NAME } from './handler-env';
import { startEmulators } from './emulators';
import { localVerifier } from './jwt';
import type { LocalPorts } from './ports';
import { cognitoMailFromEnv } from './cognito-mail';
import { startCognitoProxy } from './cognito-proxy';
import { startSecretsStandIn } from './secrets';
import { assertPortFree, ProcessGroup, waitForPort, type ChildExit } from './processes';
import { startInProcessSweeper } from './in-process-sweeper';
import { startWebhookRunner, type WebhookRunner } from './webhook-runner';
import { LocalScheduler } from './scheduler';
import type { LocalTtlSweeper } from './ttl-sweeper';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));

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
   * Run the webhook delivery loop (default true). The bench turns it off: its polling of the due
   * deliveries would be counted among a measured request's DynamoDB round trips.
   */
  webhookRunner?: boolean;
  /** Keep reminder schedules and the clock in `<dataDir>/schedules.json` across restarts (`npm start`). */
  persistSchedules?: boolean;
  /**
   * Run the API in a child process (`npm start`) instead of in this one (tests, which import the data
   * layer beside it). Either way the handlers are the same. Ignored with `serveApi`.
   */
  apiInChild?: boolean;
  /** Called when a child process ends on its own or is killed; without it the exit is only printed. */
  onChildExit?: (exit: ChildExit) => void;
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
  /** The factor client (decision record 0139). */
  factorClientId: string;
  /** The secret requests under `/local/` must carry (`x-local-secret`). */
  localSecret: string;
  appUrl: string;
  dynamoUrl: string;
  /** cognito-local itself: the issuer of its tokens. */
  cognitoUrl: string;
  /** Where functions send their Cognito calls: the proxy that adds `ResendConfirmationCode`. */
  cognitoApiUrl: string;
  sesUrl: string;
  runtimeConfig: RuntimeConfig;
}

/** A running local stack. */
export interface LocalStack {
  appUrl: string;
  apiUrl: string;
  inboxUrl: string;
  sesUrl: string;
  /** cognito-local itself, the issuer of its tokens (handlers reach it through a proxy, `env.COGNITO_ENDPOINT`). */
  cognitoUrl: string;
  userPoolId: string;
  clientId: string;
  /**
   * The secret of this start that requests under `/local/` (`POST /local/clock`) must carry in the
   * `x-local-secret` header; `npm start` prints it, the test support reads it from here.
   */
  localSecret: string;
  /** The environment the handlers run with. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

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
  const group = new ProcessGroup(options.onChildExit);
  let server: Server | undefined;
  let scheduler: LocalScheduler | undefined;
  let sweeper: LocalTtlSweeper | undefined;
  let webhooks: WebhookRunner | undefined;
  const modelQueues: { stop(): void }[] = [];
  let stopApi: (() => Promise<void>) | undefined;
  let stopCognitoProxy: (() => Promise<void>) | undefined;
  let stopSecrets: (() => Promise<void>) | undefined;
  const stop = async () => {
    scheduler?.stop();
    sweeper?.stop();
    webhooks?.stop();
    modelQueues.forEach((q) => q.stop());
    if (stopApi) await stopApi();
    else {
      await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
      server?.closeAllConnections();
    }
    await stopCognitoProxy?.();
    await stopSecrets?.();
    await group.stop();
  };
  try {
    // The pool's own mail follows `COGNITO_EMAIL` as in the cloud (Cognito's sender, or SES and its sandbox).
    const cognitoMail = cognitoMailFromEnv(EMAIL_FROM);
    await startEmulators(group, dataDir, ports, cognitoMail);
    const dynamoUrl = `http://127.0.0.1:${ports.dynamodb}`;
    const cognitoUrl = `http://127.0.0.1:${ports.cognito}`;
    const sesUrl = `http://127.0.0.1:${ports.ses}`;
    const appUrl = `http://localhost:${ports.web}`;
    await ensureTable(dynamoUrl, TABLE_NAME);
    const pool = await ensureUserPool(cognitoUrl, 'hiring-local');
    const localSecret = newLocalSecret();
    // The handlers reach cognito-local through a proxy that adds the one call it lacks (resending codes).
    const proxy = await startCognitoProxy({
      target: cognitoUrl,
      dbDir: join(dataDir, 'cognito', '.cognito', 'db'),
      sesEndpoint: sesUrl,
      mail: cognitoMail,
      userPoolId: pool.userPoolId,
    });
    stopCognitoProxy = proxy.stop;
    // The origin secret is read at run time from Secrets Manager, here from its stand-in.
    const secrets = await startSecretsStandIn();
    stopSecrets = secrets.stop;

    const env = handlerEnvironment(
      {
        dynamoUrl,
        cognitoApiUrl: proxy.url,
        sesUrl,
        secretsUrl: secrets.url,
        appUrl,
        userPoolId: pool.userPoolId,
        clientId: pool.clientId,
        factorClientId: pool.factorClientId,
      },
      options.env,
    );
    Object.assign(process.env, env);

    const userId = await ensureUser(
      cognitoUrl,
      pool.userPoolId,
      options.demo.email,
      options.demo.password,
      'Demo Manager',
    );
    // Imported only now: these modules read their settings when they load.
    // The model queues, paced by the model's quota as the cloud's workers are (decision record 0149).
    modelQueues.push(await (await import('./model-queues')).serveScoringLocally());
    modelQueues.push(await (await import('./generation')).serveGenerationLocally());
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
      offlineAi: env.AI_PROVIDER === 'offline',
      inboxUrl: sesUrl,
    };
    const issuer = `${cognitoUrl}/${pool.userPoolId}`;
    if (options.serveApi) {
      const served = await options.serveApi({
        port: ports.api,
        dataDir,
        tableName: TABLE_NAME,
        userPoolId: pool.userPoolId,
        clientId: pool.clientId,
        factorClientId: pool.factorClientId,
        localSecret,
        appUrl,
        dynamoUrl,
        cognitoUrl,
        cognitoApiUrl: proxy.url,
        sesUrl,
        runtimeConfig,
      });
      server = served.server;
      stopApi = served.stop;
    } else if (options.apiInChild) {
      group.node('the local API', join(here, 'api-process.ts'), [], {
        nodeArgs: ['--import', 'tsx'],
        ipc: true,
        env: {
          ...env,
          LOCAL_API_PORT: String(ports.api),
          LOCAL_API_ISSUER: issuer,
          LOCAL_SECRET: localSecret,
          LOCAL_RUNTIME_CONFIG: JSON.stringify(runtimeConfig),
          ...(options.persistSchedules ? { LOCAL_SCHEDULES_FILE: join(dataDir, 'schedules.json') } : {}),
        },
      });
      await waitForPort(ports.api, 'The local API', 60_000);
    } else {
      // The reminder schedules: the same function the cloud's EventBridge schedules invoke.
      const { sendDueReminder } = await import('../../functions/reminders/send-reminder');
      const { useLocalScheduler } = await import('../../functions/reminders/schedules');
      scheduler = new LocalScheduler(
        sendDueReminder,
        options.persistSchedules ? join(dataDir, 'schedules.json') : undefined,
      );
      useLocalScheduler(scheduler);
      scheduler.start();
      // Test stacks: expired items go when POST /local/clock moves the clock, never in the middle of a test.
      sweeper = await startInProcessSweeper(false);
      if (options.webhookRunner !== false) webhooks = await startWebhookRunner();
      server = createApiServer({
        scheduler,
        sweeper,
        verify: await localVerifier(issuer, pool.clientId),
        runtimeConfig,
        responseHeaders: securityHeaders({ region: env.AWS_REGION! }),
        localSecret,
      });
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
      cognitoUrl,
      userPoolId: pool.userPoolId,
      clientId: pool.clientId,
      localSecret,
      env,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
