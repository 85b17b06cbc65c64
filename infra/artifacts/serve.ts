import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ReminderEvent } from '../../functions/reminders/schedules';
import { securityHeaders } from '../../shared/security-headers';
import { localVerifier } from '../local/jwt';
import { LocalScheduler } from '../local/scheduler';
import { LocalTtlSweeper } from '../local/ttl-sweeper';
import { startAwsEndpoint, type Denial, type InvokeApi, type SchedulesApi } from './aws-endpoint';
import { clockRequest, removalConsumer, startEventSources } from './event-sources';
import { createArtifactApi } from './http-api';
import { schedulerRefusal } from './scheduler-role';
import { LocalLambda, type InvokeOutcome } from './lambda-runtime';
import { readArtifacts } from './read-artifacts';
import { localWebhookPorts } from '../local/webhook-ports';
import { LOCAL_REGION, type CfnTemplate } from './template';
import type { ServeArtifactsOptions, ServedArtifacts } from './serve-options';

export type { ServeArtifactsOptions, ServedArtifacts } from './serve-options';

/**
 * Waits before Lambda's retries of a failed asynchronous invocation (ms). Lambda waits about one and
 * then two minutes; locally one and two seconds keep the same order of events.
 */
export const ASYNC_RETRY_DELAYS_MS = [1_000, 2_000];

/**
 * Serves the synthesized stack on this machine (docs/decisions/0014-serving-the-synthesized-stack.md): the
 * template's HTTP API routes and authorizer, each function from its `cdk.out` bundle in its own process
 * with its template environment, every AWS SDK call checked against its role's policies, and Lambda's
 * asynchronous invokes (202 at once, retries per `EventInvokeConfig`, then the failure destination),
 * EventBridge Scheduler's one-time schedules (the runner's scheduler invokes the target when due), SQS
 * queues and the table's stream with their event source mappings (`event-sources.ts`; `POST /local/clock`
 * moves the queues' clock only).
 * @throws Error when the template has a reference the local run cannot resolve.
 */
export async function serveArtifacts(options: ServeArtifactsOptions): Promise<ServedArtifacts> {
  const artifacts = readArtifacts(options.template, options.cdkOut, options.names, options.assetsFrom);
  const denials: Denial[] = [];
  const failures: ServedArtifacts['failures'] = [];
  const logDir = join(options.dataDir, 'artifacts-logs');
  mkdirSync(logDir, { recursive: true });
  const lambdas = new Map<string, LocalLambda>();
  const endpoints: { close(): void }[] = [];
  const running = new Set<Promise<unknown>>();
  const ses = options.ses && {
    ...options.ses,
    verified: [...options.ses.verified, ...templateIdentities(options.template)],
  };

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

  // EventBridge Scheduler: the schedules the functions create (after the IAM check of their endpoint) are
  // kept by the runner's scheduler, which invokes each schedule's target function asynchronously when due.
  const targets = new Map<string, { group: string; expression: string; target: Record<string, unknown> }>();
  const scheduler = new LocalScheduler(async (event: ReminderEvent, name: string) => {
    const planned = [...targets.entries()].find(([key]) => key.endsWith(`/${name}`));
    if (!planned) return;
    targets.delete(planned[0]);
    // Scheduler assumes the schedule's role and invokes with it: that role's IAM check, as AWS makes it.
    const targetArn = String(planned[1].target.Arn);
    const refusal = await schedulerRefusal(
      options.template,
      options.names,
      String(planned[1].target.RoleArn ?? ''),
      targetArn,
    );
    if (refusal) {
      const denial = { function: `schedule ${name}`, action: refusal.action, resource: refusal.resource };
      denials.push(denial);
      console.error(
        `IAM denied ${denial.function}: ${denial.action} on ${denial.resource} (${refusal.reason})`,
      );
      options.onDenied?.(denial);
      return;
    }
    await invokeApi(targetArn.split(':').pop()!, 'Event', Buffer.from(JSON.stringify(event)));
  });
  scheduler.start();
  const notFound = (what: string) => ({
    status: 404,
    headers: { 'x-amzn-errortype': 'ResourceNotFoundException' },
    body: JSON.stringify({ message: `Schedule ${what} does not exist.` }),
  });
  const schedulesApi: SchedulesApi = async (operation, name, group, body) => {
    const key = `${group}/${name}`;
    if (operation === 'CreateSchedule') {
      if (targets.has(key)) {
        return {
          status: 409,
          headers: { 'x-amzn-errortype': 'ConflictException' },
          body: JSON.stringify({ message: `Schedule ${key} already exists.` }),
        };
      }
      const expression = String(body.ScheduleExpression ?? '');
      const at = /^at\((\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\)$/.exec(expression);
      const target = (body.Target ?? {}) as Record<string, unknown>;
      if (!at || typeof target.Input !== 'string') {
        return {
          status: 400,
          headers: { 'x-amzn-errortype': 'ValidationException' },
          body: JSON.stringify({
            message: 'Only one-time at(...) schedules with an Input are served locally.',
          }),
        };
      }
      targets.set(key, { group, expression, target });
      await scheduler.schedule(name, Date.parse(`${at[1]}Z`), JSON.parse(target.Input) as ReminderEvent);
      return {
        status: 200,
        body: JSON.stringify({
          ScheduleArn: `arn:aws:scheduler:${LOCAL_REGION}:000000000000:schedule/${key}`,
        }),
      };
    }
    const planned = targets.get(key);
    if (!planned) return notFound(key);
    if (operation === 'DeleteSchedule') {
      targets.delete(key);
      await scheduler.cancel(name);
      return { status: 200, body: '{}' };
    }
    if (operation === 'GetSchedule') {
      return {
        status: 200,
        body: JSON.stringify({
          Name: name,
          GroupName: group,
          ScheduleExpression: planned.expression,
          State: 'ENABLED',
          Target: planned.target,
        }),
      };
    }
    return {
      status: 400,
      headers: { 'x-amzn-errortype': 'ValidationException' },
      body: JSON.stringify({ message: `${operation} is not served locally.` }),
    };
  };

  const authorizerIds = new Set(artifacts.routes.flatMap((r) => r.lambdaAuthorizer?.functionId ?? []));
  for (const fn of artifacts.functions.values()) {
    const endpoint = await startAwsEndpoint({
      fn,
      backends: options.backends,
      invoke: invokeApi,
      schedules: schedulesApi,
      sqs: (operation, body) => sources.sqs.api(operation, body),
      ses,
      onDenied: (denial) => {
        denials.push(denial);
        console.error(`IAM denied ${denial.function}: ${denial.action} on ${denial.resource}`);
        options.onDenied?.(denial);
      },
    });
    endpoints.push(endpoint);
    // A Lambda authorizer fetches the pool's JWKS from Cognito over HTTPS in the cloud; here from the
    // emulator, whose tokens it then verifies (`functions/api-key-authorizer/token-verifier.ts`).
    const localEnv: Record<string, string> = authorizerIds.has(fn.id)
      ? { COGNITO_ENDPOINT: options.cognitoUrl }
      : {};
    // A function that sends webhooks may reach a receiver on this machine on the runner's ports only
    // (`infra/local/webhook-ports.ts`); the template never carries this variable.
    if (fn.env.WEBHOOK_QUEUE_URL !== undefined || fn.env.WEBHOOK_URLS !== undefined)
      localEnv.LOCAL_WEBHOOK_PORTS = localWebhookPorts();
    lambdas.set(fn.id, new LocalLambda(fn, endpoint.url, logDir, localEnv));
  }

  // Every function starts now, in parallel: init errors (a missing variable) show at once.
  await Promise.all([...lambdas.values()].map((l) => l.warm()));

  // Queues and the table's stream feed their mappings' functions; the runner's TTL sweep hands removed
  // sessions to the mapping that takes removals (DynamoDB Local's stream does not mark them as TTL's).
  const { dynamodb } = options.backends;
  const sources = startEventSources(options.template, lambdas, dynamodb, options.names.tableName);
  const streamConsumer = removalConsumer(options.template);
  const sweeper = new LocalTtlSweeper({
    endpoint: options.backends.dynamodb,
    tableName: options.names.tableName,
    now: () => Date.now(),
    onSessionsRemoved: async (event) => {
      const target = streamConsumer?.Ref ? lambdas.get(streamConsumer.Ref) : undefined;
      if (!target) throw new Error('The template has no function reading the table stream');
      const outcome = await target.invoke(event);
      if (!outcome.ok) console.error('The retention function failed on removed sessions', outcome.error);
    },
  });
  sweeper.start();

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
    localRequest: (method, path, body) => clockRequest(sources.sqs, method, path, body),
    ...(options.localSecret ? { localSecret: options.localSecret } : {}),
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));

  return {
    server,
    denials,
    failures,
    async stop() {
      scheduler.stop();
      sweeper.stop();
      await sources.stop();
      await new Promise<void>((r) => server.close(() => r()));
      server.closeAllConnections();
      await Promise.allSettled([...running]);
      await Promise.all([...lambdas.values()].map((l) => l.stop()));
      for (const e of endpoints) e.close();
    },
  };
}

/** The SES identities the template creates (the sender, its domain): verified once deployed. */
function templateIdentities(template: CfnTemplate): string[] {
  return Object.values(template.Resources)
    .filter((r) => r.Type === 'AWS::SES::EmailIdentity')
    .map((r) => String(r.Properties?.EmailIdentity));
}
