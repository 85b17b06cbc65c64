import type { Plugin } from 'vite';
import { checkPath, refusedPathBody } from '../../shared/request-path.ts';

/**
 * The dev server's `/api` proxy refuses what the local API refuses: a dot segment or an encoded `/` or `\`
 * in the path answers 400 here, before the proxy could resolve or forward it, so the front door is as
 * strict as the API behind it (docs/decisions/0076-paths-refused-before-routing.md).
 * @param prefix - the proxied path prefix (`/api`).
 */
export function apiPathGuard(prefix: string): Plugin {
  return {
    name: 'api-path-guard',
    apply: 'serve',
    // Hooks registered here run before Vite's own middlewares, the proxy among them.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const rawPath = (req.url ?? '/').split('?')[0]!;
        if (rawPath !== prefix && !rawPath.startsWith(`${prefix}/`)) return next();
        const path = checkPath(rawPath);
        if (path.ok) return next();
        res.statusCode = 400;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(refusedPathBody(path.message)));
      });
    },
  };
}
