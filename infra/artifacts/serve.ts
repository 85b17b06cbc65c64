import { appendFileSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { securityHeaders } from '../../shared/security-headers';
import { localVerifier } from '../local/jwt';
import { startAwsEndpoint, type Backends, type Denial, type InvokeApi } from './aws-endpoint';
import { createArtifactApi } from './http-api';
import { LocalLambda, type InvokeOutcome } from './lambda-runtime';
import { LOCAL_REGION, readArtifacts, type CfnTemplate, type LocalNames } from './template';

/**
 * Waits before Lambda's retries of a failed asynchronous invocation (ms). Lambda waits about one and
 * then two minutes; locally one and two seconds keep the same order of events.
 */
export const ASYNC_RETRY_DELAYS_MS = [1_000, 2_000];

/** Options of {@link serveArtifacts}. */
export interface ServeArtifactsOptions {
  template: CfnTemplate;
  cdkOut: string;
  /** Template whose bundled assets to run (default: `template`). */
  assetsFrom?: CfnTemplate;
  names: LocalNames;
  backends: Backends;
  /** cognito-local's base URL: the issuer `https://cognito-idp.<region>.amazonaws.com/<pool>` maps to `<url>/<pool>`. */
  cognitoUrl: string;
  runtimeConfig: unknown;
  port: number;
  /** Function logs and failure-destination records go here. */
  dataDir: string;
  /** Called for every call IAM denies (also logged to stderr). */
  onDenied?: (denial: Denial) => void;
}

/** A running artifact API. */
export interface ServedArtifacts {
  server: Server;
  /** Calls IAM denied so far. */
  denials: Denial[];
  /** Events that failed every retry, by failure destination. */
  failures: { destination: string; functionId: string; error: unknown }[];
  stop(): Promise<void>;
}

/**
 * Serves the synthesized stack on this machine (docs/decisions/0014-serving-the-synthesized-stack.md): the
 * template's HTTP API routes and authorizer, each function from its `cdk.out` bundle in its own process
 * with its template environment, every AWS SDK call checked against its role's policies, and Lambda's
 * asynchronous invokes (202 at once, retries per `EventInvokeConfig`, then the failure destination).
 * @throws Error when the template has a reference the local run cannot resolve.
 */
export async function serveArtifacts(options: ServeArtifactsOptions): Promise<ServedArtifacts> {
  const artifacts = readArtifacts(options.template, options.cdkOut, options.names, options.assetsFrom);
  const denials: Denial[] = [];
  const failures: ServedArtifacts['failures'] = [];
  const logDir = join(options.dataDir, 'artifacts-logs');
  mkdirSync(logDir, { recursive: true });
  const lambdas = new Map<string, LocalLambda>();
  const endpoints: Server[] = [];
  const running = new Set<Promise<unknown>>();

  const invokeAsync = async (target: LocalLambda, event: unknown) => {
    const retries = target.fn.async?.maximumRetryAttempts ?? 2;
    let outcome: InvokeOutcome | undefined;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt) await new Promise((r) => setTimeout(r, ASYNC_RETRY_DELAYS_MS[attempt - 1] ?? 2_000));
      outcome = await target.invoke(event);
      if (outcome.ok) return;
    }
    const destination = target.fn.async?.onFailure ?? 'none';
    const error = outcome && !outcome.ok ? outcome.error : undefined;
    failures.push({ destination, functionId: target.fn.id, error });
    const record = { requestPayload: event, responsePayload: error, condition: 'RetriesExhausted' };
    appendFileSync(
      join(logDir, 'failure-destination.jsonl'),
      `${JSON.stringify({ destination, ...record })}\n`,
    );
    console.error(`Async invoke of ${target.fn.id} failed ${retries + 1} times; sent to ${destination}`);
  };

  const invokeApi: InvokeApi = async (name, type, payload) => {
    const target = lambdas.get(name);
    if (!target) {
      return {
        status: 404,
        headers: { 'x-amzn-errortype': 'ResourceNotFoundException' },
        body: JSON.stringify({ Type: 'User', message: `Function not found: ${name}` }),
      };
    }
    const event = payload.length ? (JSON.parse(payload.toString('utf8')) as unknown) : {};
    if (type === 'DryRun') return { status: 204, body: '' };
    if (type === 'Event') {
      const run = invokeAsync(target, event).finally(() => running.delete(run));
      running.add(run);
      return { status: 202, body: '' };
    }
    const outcome = await target.invoke(event);
    const headers: Record<string, string> = { 'x-amz-executed-version': '$LATEST' };
    if (outcome.ok) return { status: 200, headers, body: JSON.stringify(outcome.result) };
    headers['x-amz-function-error'] = 'Unhandled';
    return { status: 200, headers, body: JSON.stringify(outcome.error) };
  };

  for (const fn of artifacts.functions.values()) {
    const endpoint = await startAwsEndpoint({
      fn,
      backends: options.backends,
      invoke: invokeApi,
      onDenied: (denial) => {
        denials.push(denial);
        console.error(`IAM denied ${denial.function}: ${denial.action} on ${denial.resource}`);
        options.onDenied?.(denial);
      },
    });
    endpoints.push(endpoint.server);
    lambdas.set(fn.id, new LocalLambda(fn, endpoint.url, logDir));
  }

  // Every function starts now, in parallel: init errors (a missing variable) show at once.
  await Promise.all([...lambdas.values()].map((l) => l.warm()));

  const cognitoIssuer = new RegExp(`^https://cognito-idp\\.${LOCAL_REGION}\\.amazonaws\\.com/(.+)$`);
  const server = createArtifactApi({
    routes: artifacts.routes,
    runtimeConfig: options.runtimeConfig,
    responseHeaders: securityHeaders({ region: LOCAL_REGION }),
    verifierFor: (jwt) => {
      const pool = cognitoIssuer.exec(jwt.issuer)?.[1];
      const issuer = pool ? `${options.cognitoUrl}/${pool}` : jwt.issuer;
      return localVerifier(issuer, jwt.audience[0]!);
    },
    invoke: (functionId, event, requestId) => lambdas.get(functionId)!.invoke(event, requestId),
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));

  return {
    server,
    denials,
    failures,
    async stop() {
      await new Promise<void>((r) => server.close(() => r()));
      server.closeAllConnections();
      await Promise.allSettled([...running]);
      await Promise.all([...lambdas.values()].map((l) => l.stop()));
      for (const e of endpoints) {
        e.close();
        e.closeAllConnections();
      }
    },
  };
}
