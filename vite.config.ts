import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { securityHeaders } from './shared/security-headers.ts';
import { apiPathGuard } from './web/build/api-path-guard.ts';
import { externalFonts } from './web/build/external-fonts.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

/**
 * The browser `buffer` package Swagger UI depends on (6.x). Without this, its dependencies' `require('buffer')`
 * finds the hoisted 4.x of a local emulator's AWS SDK v2, which reads Node's `global` and stops `/api-docs`
 * with "global is not defined" (docs/decisions/0129-the-web-build-takes-swagger-ui-s-buffer.md).
 */
const swaggerUiBuffer = createRequire(createRequire(import.meta.url).resolve('swagger-ui-react')).resolve(
  'buffer/',
);

/**
 * Nonce of the one inline script Vite's dev server writes (React Fast Refresh's preamble). A fixed value
 * is fine on this machine only; the built app has no inline script and CloudFront allows none.
 */
const DEV_SCRIPT_NONCE = 'local-dev-preamble';

/**
 * The SPA lives in `web/`; `/api/…` and `/runtime-config.json` go to the local API server on `npm start`.
 * The dev server sends the same security headers as CloudFront (`shared/security-headers.ts`).
 */
export default defineConfig(({ command }) => ({
  root: 'web',
  resolve: { alias: [{ find: /^buffer\/?$/, replacement: swaggerUiBuffer }] },
  plugins: [
    react(),
    apiPathGuard('/api'),
    externalFonts(fileURLToPath(new URL('node_modules/.cache/external-fonts', import.meta.url))),
  ],
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: 'hidden' },
  // Scan every page at start so all dependencies are pre-bundled before the first visit: otherwise a
  // lazily loaded page can make Vite re-optimize and reload the browser mid-session.
  optimizeDeps: { entries: ['index.html', 'src/**/*.tsx'] },
  ...(command === 'serve' ? { html: { cspNonce: DEV_SCRIPT_NONCE } } : {}),
  server: {
    headers: securityHeaders({ region: 'us-east-1', devScriptNonce: DEV_SCRIPT_NONCE }),
    proxy: {
      // `/api/` with its slash, as CloudFront's `/api/*` behaviour (infra/constructs/web.ts): a bare prefix
      // would also send the app's own `/api-docs` page to the API.
      '/api/': { target: apiTarget, changeOrigin: false },
      '/runtime-config.json': { target: apiTarget },
    },
  },
}));
