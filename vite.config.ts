import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { securityHeaders } from './shared/security-headers.ts';
import { apiPathGuard } from './web/build/api-path-guard.ts';
import { externalFonts } from './web/build/external-fonts.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

/**
 * Nonce of the one inline script Vite's dev server writes (React Fast Refresh's preamble). A fixed value
 * is fine on this machine only; the built app has no inline script and CloudFront allows none.
 */
const DEV_SCRIPT_NONCE = 'local-dev-preamble';

/**
 * The SPA lives in `web/`; `/api` and `/runtime-config.json` go to the local API server on `npm start`.
 * The dev server sends the same security headers as CloudFront (`shared/security-headers.ts`).
 */
export default defineConfig(({ command }) => ({
  root: 'web',
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
      '/api': { target: apiTarget, changeOrigin: false },
      '/runtime-config.json': { target: apiTarget },
    },
  },
}));
