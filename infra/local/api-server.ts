import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { routes, type Resource, type RouteDef } from '../../shared/routes';
import { VIEWER_ADDRESS_HEADER } from '../../functions/http/client-address';
import type { TokenVerifier } from './jwt';

type LambdaHandler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => Promise<unknown>;

/** Loads the handler module of a resource (`functions/<resource>/handler.ts`). */
export type HandlerLoader = (resource: Resource) => Promise<LambdaHandler>;

/** Loads handlers from `functions/`, once each. */
export const defaultLoader: HandlerLoader = async (resource) =>
  ((await import(`../../functions/${resource}/handler.ts`)) as { handler: LambdaHandler }).handler;

interface Match {
  def: RouteDef;
  params: Record<string, string>;
}

const compiled = (Object.values(routes) as RouteDef[]).map((def) => {
  const names: string[] = [];
  const pattern = def.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { def, names, regex: new RegExp(`^${pattern}/?$`), isStatic: names.length === 0 };
});
// API Gateway prefers the most specific route: static paths before paths with parameters.
compiled.sort((a, b) => Number(b.isStatic) - Number(a.isStatic));

function matchRoute(method: string, segments: string[]): Match | undefined {
  const path = '/' + segments.map((s) => encodeURIComponent(s)).join('/');
  for (const route of compiled) {
    if (route.def.method !== method) continue;
    const m = route.regex.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    route.names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1]!)));
    return { def: route.def, params };
  }
  return undefined;
}

/** Why a request path is refused before routing (400), or the decoded path segments. */
type PathCheck = { ok: true; segments: string[] } | { ok: false; message: string };

/**
 * Splits the raw request path into decoded segments. A malformed %-escape or a `.`/`..` segment (plain or
 * escaped) is refused: such paths are never resolved, so `…/candidates/..` can never name the position.
 */
export function checkPath(rawPath: string): PathCheck {
  if (!rawPath.startsWith('/')) return { ok: false, message: 'The request path must start with /.' };
  const segments: string[] = [];
  for (const raw of rawPath.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false, message: 'The request path has a malformed %-escape.' };
    }
    if (segment === '.' || segment === '..')
      return { ok: false, message: 'The request path may not contain . or .. segments.' };
    segments.push(segment);
  }
  // A trailing slash matches like API Gateway's `/?`.
  if (segments.length > 1 && segments.at(-1) === '') segments.pop();
  return { ok: true, segments };
}

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded)|text\/)/;

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  if (res.headersSent) return res.end();
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body);
}

const badRequest = (message: string) =>
  JSON.stringify({ error: 'ValidationFailed', message, details: { path: [message] } });

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Options of {@link createApiServer}. */
export interface ApiServerOptions {
  verify: TokenVerifier;
  load?: HandlerLoader;
  /** Answered at `GET /runtime-config.json`. */
  runtimeConfig?: unknown;
  /** Sent on every answer, as CloudFront's response-headers policy adds them (`shared/security-headers.ts`). */
  responseHeaders?: Record<string, string>;
}

/**
 * The local HTTP API: reads the route table, checks the JWT of `manager` routes as the HTTP API
 * authorizer would (401 `{"message":"Unauthorized"}` before the handler runs), builds the API Gateway v2
 * event and calls the resource's handler in-process. A path with a malformed %-escape or a dot segment
 * is a 400 before routing; any error of a request is answered (500) and logged, never thrown, so one
 * request cannot stop the server. `sourceIp` is the socket's address, never `X-Forwarded-For`.
 */
export function createApiServer(options: ApiServerOptions): Server {
  const load = options.load ?? defaultLoader;
  const cache = new Map<Resource, Promise<LambdaHandler>>();
  const handlerOf = (resource: Resource) => {
    if (!cache.has(resource)) cache.set(resource, load(resource));
    return cache.get(resource)!;
  };

  const extra = options.responseHeaders ?? {};
  const server = createServer((req, res) => {
    const reply = (status: number, body: string, headers: Record<string, string> = {}) =>
      send(res, status, body, { ...extra, ...headers });
    // A broken request never takes the server down: it is answered, logged and forgotten.
    handle(req, reply, res).catch((error: unknown) => {
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
    reply: (status: number, body: string, headers?: Record<string, string>) => void,
    res: ServerResponse,
  ): Promise<void> {
    const rawUrl = req.url ?? '/';
    const queryAt = rawUrl.indexOf('?');
    const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
    const rawQuery = queryAt === -1 ? '' : rawUrl.slice(queryAt + 1);
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'GET' && rawPath === '/runtime-config.json' && options.runtimeConfig) {
      return reply(200, JSON.stringify(options.runtimeConfig), { 'cache-control': 'no-store' });
    }
    const path = checkPath(rawPath);
    if (!path.ok) return reply(400, badRequest(path.message));
    const match = matchRoute(method, path.segments);
    if (!match) return reply(404, JSON.stringify({ message: 'Not Found' }));

    let claims: Record<string, unknown> | undefined;
    if (match.def.access === 'manager') {
      const [scheme, token] = (req.headers.authorization ?? '').split(' ');
      if (scheme !== 'Bearer' || !token) return reply(401, JSON.stringify({ message: 'Unauthorized' }));
      try {
        claims = (await options.verify(token)) as Record<string, unknown>;
      } catch {
        return reply(401, JSON.stringify({ message: 'Unauthorized' }));
      }
    }

    const raw = await readBody(req);
    const contentType = String(req.headers['content-type'] ?? '');
    const isText = raw.length === 0 || TEXT_TYPES.test(contentType);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) {
      // CloudFront writes the viewer address itself; a client-sent one never reaches the handler.
      if (v !== undefined && k !== 'cookie' && k !== VIEWER_ADDRESS_HEADER)
        headers[k] = Array.isArray(v) ? v.join(',') : v;
    }
    const query: Record<string, string> = {};
    for (const [k, v] of new URLSearchParams(rawQuery)) query[k] = k in query ? `${query[k]},${v}` : v;
    const requestId = randomUUID();
    const now = new Date();
    const routeKey = `${match.def.method} ${match.def.path}`;
    const event = {
      version: '2.0',
      routeKey,
      rawPath,
      rawQueryString: rawQuery,
      cookies: req.headers.cookie?.split(';').map((c) => c.trim()),
      headers,
      queryStringParameters: Object.keys(query).length ? query : undefined,
      pathParameters: Object.keys(match.params).length ? match.params : undefined,
      body: raw.length ? (isText ? raw.toString('utf8') : raw.toString('base64')) : undefined,
      isBase64Encoded: !isText,
      requestContext: {
        accountId: 'local',
        apiId: 'local',
        domainName: req.headers.host ?? 'localhost',
        domainPrefix: 'localhost',
        http: {
          method,
          path: rawPath,
          protocol: 'HTTP/1.1',
          // The connection's address, as API Gateway's sourceIp; X-Forwarded-For is the client's to forge.
          sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
          userAgent: String(req.headers['user-agent'] ?? ''),
        },
        requestId,
        routeKey,
        stage: '$default',
        time: now.toUTCString(),
        timeEpoch: now.getTime(),
        authorizer: claims
          ? { principalId: '', integrationLatency: 0, jwt: { claims, scopes: null } }
          : undefined,
      },
    } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
    const deadline = Date.now() + 29_000;
    const context = {
      awsRequestId: requestId,
      functionName: `hiring-${match.def.resource}`,
      functionVersion: '$LATEST',
      invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:hiring-${match.def.resource}`,
      memoryLimitInMB: '512',
      logGroupName: `/aws/lambda/hiring-${match.def.resource}`,
      logStreamName: 'local',
      callbackWaitsForEmptyEventLoop: false,
      getRemainingTimeInMillis: () => deadline - Date.now(),
    } as unknown as Context;

    const handler = await handlerOf(match.def.resource);
    const result = (await handler(event, context)) as APIGatewayProxyStructuredResultV2;
    const body = result.body ?? '';
    res.writeHead(result.statusCode ?? 200, { ...extra, ...(result.headers as Record<string, string>) });
    res.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
  }
}
