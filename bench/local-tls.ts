/**
 * TLS for the bench's web server: browsers speak HTTP/2 only over TLS, and CloudFront serves the app over
 * HTTP/2 and HTTP/3, so the bench does too (docs/decisions/0073-bench-serves-http2-like-cloudfront.md).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Chromium flag that accepts the bench's self-signed certificate. */
export const ACCEPT_SELF_SIGNED = '--ignore-certificate-errors';

/**
 * A throw-away self-signed certificate for `localhost` (RSA 2048, one day), made with the system's
 * `openssl` in a temporary folder that is removed afterwards.
 * @throws Error naming `openssl` when it is not installed (Debian: `apt-get install -y openssl`).
 */
export function localhostCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'hiring-bench-tls-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } catch (error) {
    throw new Error(
      `The bench needs openssl for its HTTPS server (apt-get install -y openssl): ${String(error)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Headers HTTP/2 forbids in a response (hop-by-hop in HTTP/1.1); dropped when proxying the local API. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/** A header set without the hop-by-hop headers and HTTP/2 pseudo-headers (`:path`, …), for forwarding. */
export function forwardableHeaders<T extends Record<string, unknown>>(headers: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  ) as Partial<T>;
}
