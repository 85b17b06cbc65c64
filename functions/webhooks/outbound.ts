import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { config } from '../config';
import { loopbackPorts, portOf, refusedHost } from './target';

/**
 * The one way the product calls someone else's server: signed webhooks and the tracking systems'
 * callbacks (Greenhouse's completion `PATCH`, Ashby's `assessment.update`) all go out through
 * {@link sendOut}, so every outbound request gets the same timeout, no redirects and the same address
 * filtering.
 */

/** The loopback addresses a local receiver listens on. */
const LOOPBACK = ['127.0.0.1', '::1'];

/** Most bytes of an answer's body kept (`readBody`). */
const BODY_BYTES = 4096;

/** How long one try may take before it counts as failed (ms). */
export const DELIVERY_TIMEOUT_MS = 15_000;

/** The outcome of one try. */
export interface TryResult {
  ok: boolean;
  status?: number;
  error?: string;
  /** The answer's body, when the caller asked for it (`readBody`), at most 4 KiB of it. */
  body?: string;
}

/** One outbound request. */
export interface OutboundRequest {
  method: 'POST' | 'PATCH';
  headers: Record<string, string>;
  body?: string;
  /** Keep the first 4 KiB of the answer (a JSON API's verdict), instead of discarding it. */
  readBody?: boolean;
}

/** What a try records when the target's address is refused (shown to the owner with the delivery). */
export const REFUSED_ADDRESS =
  'Refused: the host is or resolves to a loopback, private, link-local, multicast or reserved address';

/** The loopback ports of a local receiver; undefined in the cloud (read at load). */
const localPorts = loopbackPorts(config().LOCAL_WEBHOOK_PORTS);

/**
 * Agents that connect only to public unicast addresses: every address a name resolves to is checked and
 * the socket connects to the checked one (request-filtering-agent, decision record 0136).
 */
const publicOnly = { http: new RequestFilteringHttpAgent(), https: new RequestFilteringHttpsAgent() };

/** The same with the loopback addresses allowed too: only for a port of `LOCAL_WEBHOOK_PORTS`. */
const loopbackToo = {
  http: new RequestFilteringHttpAgent({ allowIPAddressList: LOOPBACK }),
  https: new RequestFilteringHttpsAgent({ allowIPAddressList: LOOPBACK }),
};

/** Whether a connection error is the agent refusing a resolved address. */
const isRefusal = (error: unknown) =>
  error instanceof Error && / is not allowed\. Because,? /.test(error.message);

/**
 * Sends one request and reports its outcome: `ok` on a 2xx; a non-2xx, a redirect (never followed), a
 * timeout ({@link DELIVERY_TIMEOUT_MS}) or a refused address ({@link REFUSED_ADDRESS}) is a failed try with
 * a short reason that names no secret. The host is checked as text ({@link refusedHost}) and each address
 * it resolves to at connect time; a loopback address is reached only on a port of `LOCAL_WEBHOOK_PORTS`,
 * which only the local runners set. Never throws.
 */
export async function sendOut(target: string, request: OutboundRequest): Promise<TryResult> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { ok: false, error: 'Not a URL' };
  }
  const scheme = url.protocol === 'https:' ? 'https' : url.protocol === 'http:' ? 'http' : undefined;
  if (!scheme) return { ok: false, error: 'Not an http(s) URL' };
  const port = portOf(url);
  const local = localPorts !== undefined && port >= localPorts.first && port <= localPorts.last;
  if (!local && refusedHost(url.hostname)) return { ok: false, error: REFUSED_ADDRESS };
  const send = scheme === 'https' ? httpsRequest : httpRequest;
  return new Promise<TryResult>((resolve) => {
    const req = send(
      url,
      {
        method: request.method,
        agent: (local ? loopbackToo : publicOnly)[scheme],
        headers: {
          ...request.headers,
          ...(request.body !== undefined
            ? { 'content-length': String(Buffer.byteLength(request.body)) }
            : {}),
        },
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        const done = (body?: string) =>
          resolve({
            ok,
            status,
            ...(ok ? {} : { error: `HTTP ${status}` }),
            ...(body !== undefined ? { body } : {}),
          });
        if (!request.readBody) {
          response.resume();
          return done();
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < BODY_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () => done(Buffer.concat(chunks).toString('utf8').slice(0, BODY_BYTES)));
        response.on('error', () => done(Buffer.concat(chunks).toString('utf8').slice(0, BODY_BYTES)));
      },
    );
    req.on('error', (error) => {
      if (isRefusal(error)) return resolve({ ok: false, error: REFUSED_ADDRESS });
      const name = error.name;
      resolve({
        ok: false,
        error: name === 'TimeoutError' || name === 'AbortError' ? 'Timed out' : `No answer (${name})`,
      });
    });
    req.end(request.body);
  });
}
