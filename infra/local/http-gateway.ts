import { randomUUID } from 'node:crypto';
import { credentialOf } from '../../shared/api-key-scopes';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { VIEWER_ADDRESS_HEADER } from '../../functions/http/client-address';
import { ORIGIN_SECRET_HEADER } from '../../shared/origin-secret';
import { refusedPathBody } from '../../shared/request-path';
import { compressAnswer } from './compression';
import { isLocalSecret, LOCAL_SECRET_HEADER, LOCAL_SECRET_REFUSED } from './local-secret';
import { checkPath, routeMatcher, type RoutePattern } from './route-matching';

export { LOCAL_SECRET_HEADER, newLocalSecret } from './local-secret';

/**
 * What the local HTTP APIs share with API Gateway's HTTP API, payload format 2.0: path checks, route
 * matching, the event a Lambda receives and how its answer becomes the HTTP response. Used by the API
 * of the source handlers (`api-server.ts`, `npm start`) and by the API of the synthesized template
 * (`infra/artifacts/http-api.ts`, `npm run start:artifacts`), so both hand the functions the same event.
 */

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded)|text\/)/;

/** Writes a JSON answer, unless one was already started. */
function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  if (res.headersSent) return res.end();
  const out = compressAnswer(res.req, Buffer.from(body), { 'content-type': 'application/json', ...headers });
  res.writeHead(status, out.headers);
  res.end(out.body);
}

/** The 400 body of a path refused by {@link checkPath}, in the API's error shape. */
const badPathBody = (message: string) => JSON.stringify(refusedPathBody(message));

/**
 * API Gateway's payload quota for HTTP APIs, 10 MB: a larger request is refused with 413 before any
 * function runs (https://docs.aws.amazon.com/apigateway/latest/developerguide/limits.html). Each route's
 * own, smaller limit is its `maxBodyBytes` (shared/route-def.ts), checked by the function.
 */
export const GATEWAY_MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

/** The whole request body, or `undefined` once it passes {@link GATEWAY_MAX_PAYLOAD_BYTES} (the rest is discarded). */
async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of req) {
    bytes += (chunk as Buffer).length;
    if (bytes > GATEWAY_MAX_PAYLOAD_BYTES) {
      req.resume();
      return undefined;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const TOO_LARGE = JSON.stringify({ message: 'Request Entity Too Large' });

/** The `Bearer` token of the request, or an API key sent as HTTP Basic's user name; or undefined. */
const bearerToken = (req: IncomingMessage): string | undefined => credentialOf(req.headers.authorization);

/**
 * The origin secret of the local runners: the gateway sends it as CloudFront does, the functions read it
 * from the Secrets Manager stand-in (`infra/local/secrets.ts`), and `npm run start:artifacts` resolves the
 * distribution's reference to it. Not a secret: nothing but this machine can reach the local API.
 */
export const LOCAL_ORIGIN_SECRET = 'local-origin-secret-not-for-the-cloud';

/** Headers CloudFront sets itself: a client-sent one is dropped, as CloudFront overwrites it. */
const CLOUDFRONT_HEADERS = new Set<string>([VIEWER_ADDRESS_HEADER, ORIGIN_SECRET_HEADER]);

/** What {@link gatewayEvent} needs besides the request. */
export interface GatewayEventInput {
  req: IncomingMessage;
  body: Buffer;
  method: string;
  rawPath: string;
  rawQuery: string;
  /** `METHOD /path/{param}` of the matched route. */
  routeKey: string;
  params: Record<string, string>;
  /** The verified JWT's claims, on routes with the JWT authorizer. */
  claims?: Record<string, unknown>;
  /** The context a Lambda authorizer answered (an API key: `{ apiKeyId, orgId }`). */
  lambdaContext?: Record<string, unknown>;
  requestId: string;
  accountId: string;
}

/**
 * The API Gateway v2 (payload format 2.0) event of a request, as it arrives through CloudFront.
 * `sourceIp` is the socket's address, never `X-Forwarded-For`; client-sent CloudFront headers (viewer
 * address, origin secret) are dropped, and the origin secret is added as CloudFront's origin does
 * (docs/decisions/0019-security-headers-and-client-address.md, 0040-origin-secret-and-viewer-address.md).
 */
export function gatewayEvent(input: GatewayEventInput) {
  const { req, body } = input;
  const isText = body.length === 0 || TEXT_TYPES.test(String(req.headers['content-type'] ?? ''));
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined && k !== 'cookie' && !CLOUDFRONT_HEADERS.has(k))
      headers[k] = Array.isArray(v) ? v.join(',') : v;
  }
  headers[ORIGIN_SECRET_HEADER] = LOCAL_ORIGIN_SECRET;
  const query: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(input.rawQuery)) query[k] = k in query ? `${query[k]},${v}` : v;
  const now = new Date();
  return {
    version: '2.0',
    routeKey: input.routeKey,
    rawPath: input.rawPath,
    rawQueryString: input.rawQuery,
    cookies: req.headers.cookie?.split(';').map((c) => c.trim()),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(input.params).length ? input.params : undefined,
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: !isText,
    requestContext: {
      accountId: input.accountId,
      apiId: 'local',
      domainName: req.headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: input.method,
        path: input.rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: String(req.headers['user-agent'] ?? ''),
      },
      requestId: input.requestId,
      routeKey: input.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      authorizer: input.lambdaContext
        ? { lambda: input.lambdaContext }
        : input.claims
          ? { principalId: '', integrationLatency: 0, jwt: { claims: input.claims, scopes: null } }
          : undefined,
    },
  };
}

/**
 * Writes a function's answer as API Gateway maps payload format 2.0: an object with `statusCode` is the
 * response (headers, cookies, base64 body); anything else is a 200 JSON body. `extra` headers (the
 * security headers CloudFront adds) go under the function's own.
 */
function writeLambdaResult(res: ServerResponse, result: unknown, extra: Record<string, string> = {}) {
  if (result && typeof result === 'object' && 'statusCode' in result) {
    const r = result as {
      statusCode: number;
      headers?: Record<string, string>;
      cookies?: string[];
      body?: string;
      isBase64Encoded?: boolean;
    };
    const out: Record<string, string | string[]> = { ...extra, ...(r.headers ?? {}) };
    if (Array.isArray(r.cookies) && r.cookies.length) out['set-cookie'] = r.cookies;
    const body = String(r.body ?? '');
    const answer = compressAnswer(res.req, Buffer.from(body, r.isBase64Encoded ? 'base64' : 'utf8'), out);
    res.writeHead(Number(r.statusCode), answer.headers);
    res.end(answer.body);
    return;
  }
  send(res, 200, typeof result === 'string' ? result : JSON.stringify(result), extra);
}

/** What {@link createGatewayServer} serves. */
export interface GatewayServerOptions<T extends RoutePattern> {
  routes: readonly T[];
  /** Answered at `GET /runtime-config.json` (CloudFront serves this file from S3 in the cloud). */
  runtimeConfig?: unknown;
  /** Sent on every answer, as CloudFront's response-headers policy adds them (`shared/security-headers.ts`). */
  responseHeaders?: Record<string, string>;
  /**
   * The JWT authorizer: `undefined` for a route without one, the verified claims, or `false` to answer
   * 401 `{"message":"Unauthorized"}` before any function runs.
   */
  authorize: (route: T, token: string | undefined) => Promise<Record<string, unknown> | undefined | false>;
  /**
   * The Lambda authorizer of routes that also take API keys (docs/decisions/0105-api-keys-and-their-authorizer.md):
   * the context to hand the function, `false` to answer 401, or `undefined` when the token is not its kind
   * (then {@link authorize} decides).
   */
  authorizeLambda?: (
    route: T,
    token: string | undefined,
  ) => Promise<Record<string, unknown> | undefined | false>;
  /** Runs the route's function with its event; what it returns is written as API Gateway maps it. */
  invoke: (route: T, event: ReturnType<typeof gatewayEvent>, requestId: string) => Promise<unknown>;
  /** Account id in the events' request context. */
  accountId: string;
  /**
   * Requests under `/local/` the local runner answers itself before routing (`POST /local/clock`):
   * `undefined` passes the request on to the route table.
   */
  localRequest?: (
    method: string,
    path: string,
    body: Buffer,
  ) => Promise<{ status: number; body: string } | undefined>;
  /**
   * The secret a request under `/local/` must carry in {@link LOCAL_SECRET_HEADER}: the local runner
   * makes one at each start and prints it ({@link newLocalSecret}). Without it (or with another) such a
   * request is refused with 403 before it is read, so no web page can move the clock or purge data with a
   * plain `POST` (a custom header also needs a CORS preflight, which this server never grants).
   */
  localSecret?: string;
}

/**
 * An HTTP server that behaves as API Gateway's HTTP API in front of `routes`: a path with a malformed
 * %-escape or a dot segment is a 400 before routing, an unknown route a 404, a refused token a 401; any
 * error of a request is answered (500) and logged, never thrown, so one request cannot stop the server.
 */
export function createGatewayServer<T extends RoutePattern>(options: GatewayServerOptions<T>): Server {
  const matchRoute = routeMatcher(options.routes);
  const extra = options.responseHeaders ?? {};
  const server = createServer((req, res) => {
    const reply = (status: number, body: string, headers: Record<string, string> = {}) =>
      send(res, status, body, { ...extra, ...headers });
    // A broken request never takes the server down: it is answered, logged and forgotten.
    handle(req, res, reply).catch((error: unknown) => {
      console.error(error);
      reply(500, JSON.stringify({ message: 'Internal Server Error' }));
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
  return server;

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    reply: (status: number, body: string, headers?: Record<string, string>) => void,
  ): Promise<void> {
    const rawUrl = req.url ?? '/';
    const queryAt = rawUrl.indexOf('?');
    const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
    const rawQuery = queryAt === -1 ? '' : rawUrl.slice(queryAt + 1);
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'GET' && rawPath === '/runtime-config.json' && options.runtimeConfig) {
      return reply(200, JSON.stringify(options.runtimeConfig), { 'cache-control': 'no-store' });
    }
    if (options.localRequest && rawPath.startsWith('/local/')) {
      if (!isLocalSecret(options.localSecret, req.headers[LOCAL_SECRET_HEADER]))
        return reply(403, LOCAL_SECRET_REFUSED);
      const body = await readBody(req);
      if (!body) return reply(413, TOO_LARGE);
      const answered = await options.localRequest(method, rawPath, body);
      if (answered) return reply(answered.status, answered.body);
    }
    const path = checkPath(rawPath);
    if (!path.ok) return reply(400, badPathBody(path.message));
    const match = matchRoute(method, path.segments);
    if (!match) return reply(404, JSON.stringify({ message: 'Not Found' }));

    const token = bearerToken(req);
    const lambdaContext = await options.authorizeLambda?.(match.route, token);
    if (lambdaContext === false) return reply(401, JSON.stringify({ message: 'Unauthorized' }));
    const claims = lambdaContext ? undefined : await options.authorize(match.route, token);
    if (claims === false) return reply(401, JSON.stringify({ message: 'Unauthorized' }));

    const body = await readBody(req);
    if (!body) return reply(413, TOO_LARGE);
    const requestId = randomUUID();
    const event = gatewayEvent({
      req,
      body,
      method,
      rawPath,
      rawQuery,
      routeKey: `${match.route.method} ${match.route.path}`,
      params: match.params,
      claims,
      lambdaContext,
      requestId,
      accountId: options.accountId,
    });
    writeLambdaResult(res, await options.invoke(match.route, event, requestId), extra);
  }
}
