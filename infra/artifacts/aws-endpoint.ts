import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenHttp1And2 } from '../local/dual-protocol-listener';
import { answerSecretsCall } from '../local/secrets';
import { accessDenied, deniedCheck, describeCall, type AwsCall } from './aws-calls';
import { recipientsOf, sandboxRejection, type SesAccount } from './ses-account';
import type { ArtifactFunction } from './read-artifacts';
import { LOCAL_REGION } from './template';

/** A call IAM refused: logged and kept, so tests can name what was missing. */
export interface Denial {
  function: string;
  action: string;
  resource: string;
}

/** Where the emulators listen, by SigV4 service name. */
export interface Backends {
  dynamodb: string;
  'cognito-idp': string;
  ses: string;
  /** The model emulator (Bedrock Converse); without it an allowed Bedrock call is answered 501. */
  bedrock?: string;
}

/** Lambda's Invoke API, served by the local runner. */
export type InvokeApi = (
  functionName: string,
  invocationType: string,
  payload: Buffer,
) => Promise<{ status: number; headers?: Record<string, string>; body: Buffer | string }>;

/**
 * EventBridge Scheduler's schedule API (`CreateSchedule`, `GetSchedule`, `DeleteSchedule`), served by the
 * local runner's scheduler: `name` and `group` of the schedule, the request's JSON body.
 */
export type SchedulesApi = (
  operation: string,
  name: string,
  group: string,
  body: Record<string, unknown>,
) => Promise<{ status: number; headers?: Record<string, string>; body: string }>;

/** Options of {@link startAwsEndpoint}. */
export interface AwsEndpointOptions {
  fn: ArtifactFunction;
  backends: Backends;
  invoke: InvokeApi;
  schedules: SchedulesApi;
  /** SQS's JSON API (`AmazonSQS.<operation>`), served by the runner's queues (`sqs-queue.ts`). */
  sqs: (
    operation: string,
    body: Record<string, unknown>,
  ) => { status: number; headers: Record<string, string>; body: string };
  onDenied: (denial: Denial) => void;
  /** The SES account: in the sandbox, sends to unverified recipients are rejected as SES does. */
  ses?: SesAccount;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function answer(res: ServerResponse, status: number, headers: Record<string, string>, body: Buffer | string) {
  res.writeHead(status, headers);
  res.end(body);
}

/** Headers HTTP/2 forbids (connection-specific) or carries as pseudo-headers: not forwarded either way. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'host',
]);
const passable = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(
    Object.entries(headers).filter(([k, v]) => v !== undefined && !k.startsWith(':') && !HOP_BY_HOP.has(k)),
  );

function forward(backend: string, req: IncomingMessage, body: Buffer, res: ServerResponse) {
  const target = new URL(req.url ?? '/', backend);
  const upstream = request(
    target,
    { method: req.method, headers: { ...passable(req.headers), host: target.host } },
    (up) => {
      res.writeHead(up.statusCode ?? 502, passable(up.headers));
      up.pipe(res);
    },
  );
  upstream.on('error', (error) =>
    answer(res, 502, { 'content-type': 'application/json' }, JSON.stringify({ message: error.message })),
  );
  upstream.end(body);
}

/**
 * The AWS endpoint of one function (`AWS_ENDPOINT_URL` of its process): every SDK call is checked
 * against the function's role policies from the template with `@cloud-copilot/iam-simulate`. A denied
 * call gets AWS's `AccessDeniedException` and is reported with the function, action and resource; an
 * allowed one goes to the emulator of its service, to the local Lambda service for `Invoke`, or to the
 * local scheduler for EventBridge Scheduler's schedule calls.
 * An allowed Bedrock call goes to the model emulator when `backends.bedrock` is set (501 otherwise). The
 * Bedrock Runtime client speaks HTTP/2, the other clients HTTP/1.1: one port serves both, as the model
 * emulator's does (`infra/local/model-emulator/server.ts`).
 */
export async function startAwsEndpoint(options: AwsEndpointOptions): Promise<{ url: string; close(): void }> {
  const { fn } = options;
  const principal = `arn:aws:sts::000000000000:assumed-role/${fn.id}Role/${fn.id}`;
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const body = await readBody(req);
      let call: AwsCall;
      try {
        call = describeCall(
          { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body },
          { ses: options.ses },
        );
      } catch (error) {
        return answer(
          res,
          400,
          { 'content-type': 'application/json', 'x-amzn-errortype': 'UnrecognizedClientException' },
          JSON.stringify({ message: (error as Error).message }),
        );
      }
      const denied = await deniedCheck(principal, fn.policies, call);
      if (denied) {
        options.onDenied({ function: fn.id, action: denied.action, resource: denied.resource });
        const message = `User: ${principal} is not authorized to perform: ${denied.action} on resource: ${denied.resource} because no identity-based policy allows the ${denied.action} action`;
        const { status, headers, body: denial } = accessDenied(call.service, message);
        return answer(res, status, headers, denial);
      }
      if (call.service === 'lambda') {
        const name = decodeURIComponent(/functions\/([^/]+)\//.exec(req.url ?? '')![1]!);
        const type = String(req.headers['x-amz-invocation-type'] ?? 'RequestResponse');
        const out = await options.invoke(name.split(':').pop()!, type, body);
        return answer(res, out.status, { 'content-type': 'application/json', ...out.headers }, out.body);
      }
      if (call.service === 'scheduler') {
        const url = new URL(req.url ?? '/', 'http://local');
        const name = decodeURIComponent(url.pathname.split('/').pop() ?? '');
        const parsed = body.length ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
        const group = String(
          (req.method === 'POST' ? parsed.GroupName : url.searchParams.get('groupName')) ?? 'default',
        );
        const out = await options.schedules(call.operation, name, group, parsed);
        return answer(res, out.status, { 'content-type': 'application/json', ...out.headers }, out.body);
      }
      if (call.service === 'secretsmanager') {
        const out = answerSecretsCall(String(req.headers['x-amz-target'] ?? ''), body, fn.secrets);
        return answer(res, out.status, out.headers, out.body);
      }
      if (call.service === 'sqs') {
        const out = options.sqs(call.operation, JSON.parse(body.toString('utf8') || '{}') as never);
        return answer(res, out.status, out.headers, out.body);
      }
      if (call.service === 'ses' && options.ses) {
        const parsed = body.length ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
        const rejected = sandboxRejection(recipientsOf(parsed), options.ses, LOCAL_REGION);
        if (rejected) return answer(res, rejected.status, rejected.headers, rejected.body);
      }
      const backend = options.backends[call.service as keyof Backends];
      if (!backend) {
        return answer(
          res,
          501,
          { 'content-type': 'application/json', 'x-amzn-errortype': 'ServiceUnavailableException' },
          JSON.stringify({ message: `${call.service} is not emulated on this machine` }),
        );
      }
      forward(backend, req, body, res);
    })().catch((error: unknown) => {
      answer(res, 500, { 'content-type': 'application/json' }, JSON.stringify({ message: String(error) }));
    });
  };
  const server = await listenHttp1And2(listener);
  return {
    url: server.url,
    close: () => {
      void server.close();
    },
  };
}
