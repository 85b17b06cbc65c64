import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { TokenVerifier } from '../local/jwt';
import type { InvokeOutcome } from './lambda-runtime';
import type { ArtifactRoute } from './template';

/** Options of {@link createArtifactApi}. */
export interface ArtifactApiOptions {
  routes: ArtifactRoute[];
  /** Verifies tokens for a route's JWT authorizer (issuer and audience of the template). */
  verifierFor: (jwt: NonNullable<ArtifactRoute['jwt']>) => Promise<TokenVerifier>;
  invoke: (functionId: string, event: unknown, requestId: string) => Promise<InvokeOutcome>;
  /** Answered at `GET /runtime-config.json` (CloudFront serves this file from S3 in the cloud). */
  runtimeConfig: unknown;
}

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded)|text\/)/;

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The HTTP API of the synthesized template: its `AWS::ApiGatewayV2::Route` keys (static paths before
 * parameterized ones, as API Gateway prefers the most specific), the JWT authorizer of routes that have
 * one (401 `{"message":"Unauthorized"}` before any function runs), a payload format 2.0 event, and the
 * integration's function answering as API Gateway maps it (a thrown error or timeout is
 * 500 `{"message":"Internal Server Error"}`).
 */
export function createArtifactApi(options: ArtifactApiOptions): Server {
  const compiled = options.routes
    .map((route) => {
      const names: string[] = [];
      const pattern = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
      return { route, names, regex: new RegExp(`^${pattern}$`), isStatic: names.length === 0 };
    })
    .sort((a, b) => Number(b.isStatic) - Number(a.isStatic));
  const verifiers = new Map<string, Promise<TokenVerifier>>();

  return createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = (req.method ?? 'GET').toUpperCase();
      if (method === 'GET' && url.pathname === '/runtime-config.json') {
        return send(res, 200, JSON.stringify(options.runtimeConfig), { 'cache-control': 'no-store' });
      }
      let match: { route: ArtifactRoute; params: Record<string, string> } | undefined;
      for (const c of compiled) {
        if (c.route.method !== method) continue;
        const m = c.regex.exec(url.pathname);
        if (!m) continue;
        const params: Record<string, string> = {};
        c.names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1]!)));
        match = { route: c.route, params };
        break;
      }
      if (!match) return send(res, 404, JSON.stringify({ message: 'Not Found' }));

      let claims: Record<string, unknown> | undefined;
      const { jwt } = match.route;
      if (jwt) {
        const [scheme, token] = (req.headers.authorization ?? '').split(' ');
        if (scheme !== 'Bearer' || !token) return send(res, 401, JSON.stringify({ message: 'Unauthorized' }));
        const key = `${jwt.issuer} ${jwt.audience.join(',')}`;
        if (!verifiers.has(key)) verifiers.set(key, options.verifierFor(jwt));
        try {
          claims = (await (await verifiers.get(key)!)(token)) as Record<string, unknown>;
        } catch {
          return send(res, 401, JSON.stringify({ message: 'Unauthorized' }));
        }
      }

      const raw = await readBody(req);
      const isText = raw.length === 0 || TEXT_TYPES.test(String(req.headers['content-type'] ?? ''));
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) {
        if (v !== undefined && k !== 'cookie') headers[k] = Array.isArray(v) ? v.join(',') : v;
      }
      const query: Record<string, string> = {};
      for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
      const requestId = randomUUID();
      const now = new Date();
      const routeKey = `${match.route.method} ${match.route.path}`;
      const event = {
        version: '2.0',
        routeKey,
        rawPath: url.pathname,
        rawQueryString: url.search.slice(1),
        cookies: req.headers.cookie?.split(';').map((c) => c.trim()),
        headers,
        queryStringParameters: Object.keys(query).length ? query : undefined,
        pathParameters: Object.keys(match.params).length ? match.params : undefined,
        body: raw.length ? (isText ? raw.toString('utf8') : raw.toString('base64')) : undefined,
        isBase64Encoded: !isText,
        requestContext: {
          accountId: '000000000000',
          apiId: 'local',
          domainName: req.headers.host ?? 'localhost',
          domainPrefix: 'localhost',
          http: {
            method,
            path: url.pathname,
            protocol: 'HTTP/1.1',
            sourceIp: String(req.headers['x-forwarded-for'] ?? req.socket.remoteAddress ?? '127.0.0.1')
              .split(',')[0]!
              .trim(),
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
      };
      const outcome = await options.invoke(match.route.functionId, event, requestId);
      if (!outcome.ok) return send(res, 500, JSON.stringify({ message: 'Internal Server Error' }));
      const result = outcome.result as {
        statusCode?: number;
        headers?: Record<string, string>;
        cookies?: string[];
        body?: string;
        isBase64Encoded?: boolean;
      } | null;
      // Payload format 2.0: an object with statusCode is the response; anything else is a 200 JSON body.
      if (result && typeof result === 'object' && 'statusCode' in result) {
        const out: Record<string, string | string[]> = { ...(result.headers ?? {}) };
        if (Array.isArray(result.cookies) && result.cookies.length) out['set-cookie'] = result.cookies;
        res.writeHead(Number(result.statusCode), out);
        const body = String(result.body ?? '');
        return res.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
      }
      send(res, 200, typeof result === 'string' ? result : JSON.stringify(result));
    })().catch((error: unknown) => {
      console.error(error);
      send(res, 500, JSON.stringify({ message: 'Internal Server Error' }));
    });
  });
}
