/**
 * Path rules every front door applies before routing: the local APIs (`infra/local/http-gateway.ts`), the
 * web app's dev proxy (`vite.config.ts`) and every API function itself (`functions/http/resource.ts`), so
 * a path parameter can never name another route (docs/decisions/0076-paths-refused-before-routing.md).
 */

/** Why a request path is refused before routing (400), or its decoded segments. */
export type PathCheck = { ok: true; segments: string[] } | { ok: false; message: string };

const DOT_SEGMENT = 'The request path may not contain . or .. segments.';
const ENCODED_SEPARATOR = 'The request path may not contain an encoded / or \\.';

/**
 * Why one decoded path parameter value may not be used (`.`, `..`, or one holding `/` or `\`, which only
 * an encoded separator can put there), or undefined when it is fine.
 */
export function pathParameterProblem(value: string): string | undefined {
  if (value === '.' || value === '..') return DOT_SEGMENT;
  if (/[/\\]/.test(value)) return ENCODED_SEPARATOR;
  return undefined;
}

/**
 * Splits a raw request path (without the query) into decoded segments. Refused: a path not starting with
 * `/`, a malformed %-escape, a `.`/`..` segment (plain or escaped) and an encoded `/` or `\` (`%2F`,
 * `%5C`): such paths are never resolved, so `…/candidates/..` can never name the position and
 * `…/session/x%2F..%2F..%2Faccount%2Fme` never reaches another route. RFC 3986 section 5.2.4 is what a
 * resolver would do with dot segments; nothing here resolves them.
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
    const problem = pathParameterProblem(segment);
    if (problem) return { ok: false, message: problem };
    segments.push(segment);
  }
  // A trailing slash matches like API Gateway's `/?`.
  if (segments.length > 1 && segments.at(-1) === '') segments.pop();
  return { ok: true, segments };
}

/** The 400 body of a refused path, in the API's error shape (docs/architecture.md#errors). */
export const refusedPathBody = (message: string) => ({
  error: 'ValidationFailed',
  message,
  details: { path: [message] },
});
