/**
 * Path checks and route matching as API Gateway's HTTP API does them, for both local APIs
 * (`http-gateway.ts`).
 */

export { checkPath, type PathCheck } from '../../shared/request-path';

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
