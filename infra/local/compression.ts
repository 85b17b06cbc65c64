import type { IncomingMessage } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** CloudFront compresses answers of 1,000 bytes up to 10 MB; smaller ones are sent as they are. */
const MIN_BYTES = 1000;
const COMPRESSIBLE = /^(application\/(json|javascript)|text\/)/;

/**
 * Compresses an answer as CloudFront does on `/api/*` (`compress: true`): Brotli when the client accepts
 * `br`, else gzip when it accepts `gzip`, only for text-like types of at least 1,000 bytes, with
 * `content-encoding` and `vary: accept-encoding` set. Anything else is returned unchanged.
 */
export function compressAnswer(
  req: IncomingMessage | undefined,
  body: Buffer,
  headers: Record<string, string | string[]>,
): { body: Buffer; headers: Record<string, string | string[]> } {
  const accepts = String(req?.headers['accept-encoding'] ?? '').toLowerCase();
  const type = String(headers['content-type'] ?? headers['Content-Type'] ?? '');
  const already = headers['content-encoding'] ?? headers['Content-Encoding'];
  if (already || body.length < MIN_BYTES || !COMPRESSIBLE.test(type)) return { body, headers };
  const encodings = accepts.split(',').map((e) => e.trim().split(';')[0]);
  const vary = { vary: 'accept-encoding' };
  if (encodings.includes('br')) {
    const compressed = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    return { body: compressed, headers: { ...headers, ...vary, 'content-encoding': 'br' } };
  }
  if (encodings.includes('gzip')) {
    return { body: gzipSync(body), headers: { ...headers, ...vary, 'content-encoding': 'gzip' } };
  }
  return { body, headers };
}
