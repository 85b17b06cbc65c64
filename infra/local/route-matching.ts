/**
 * Path checks and route matching as API Gateway's HTTP API does them, for both local APIs
 * (`http-gateway.ts`).
 */

/** Why a request path is refused before routing (400), or the decoded path segments. */
export type PathCheck = { ok: true; segments: string[] } | { ok: false; message: string };

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

/** A route to match: its method and its path with `{name}` parameters. */
export interface RoutePattern {
  method: string;
  path: string;
}

/** A matched route and its decoded path parameters. */
export interface RouteMatch<T> {
  route: T;
  params: Record<string, string>;
}

/**
 * A matcher over `routes`. API Gateway prefers the most specific route: static paths before paths with
 * parameters. Parameters match one whole segment.
 */
export function routeMatcher<T extends RoutePattern>(
  routes: readonly T[],
): (method: string, segments: string[]) => RouteMatch<T> | undefined {
  const compiled = routes
    .map((route) => {
      const names: string[] = [];
      const pattern = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
      return { route, names, regex: new RegExp(`^${pattern}/?$`), isStatic: names.length === 0 };
    })
    .sort((a, b) => Number(b.isStatic) - Number(a.isStatic));
  return (method, segments) => {
    const path = '/' + segments.map((s) => encodeURIComponent(s)).join('/');
    for (const c of compiled) {
      if (c.route.method !== method) continue;
      const m = c.regex.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      c.names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1]!)));
      return { route: c.route, params };
    }
    return undefined;
  };
}
