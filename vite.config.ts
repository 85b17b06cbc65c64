import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

/** The SPA lives in `web/`; `/api` and `/runtime-config.json` go to the local API server on `npm start`. */
export default defineConfig({
  root: 'web',
  plugins: [react()],
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true },
  // Scan every page at start so all dependencies are pre-bundled before the first visit: otherwise a
  // lazily loaded page can make Vite re-optimize and reload the browser mid-session.
  optimizeDeps: { entries: ['index.html', 'src/**/*.tsx'] },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/runtime-config.json': { target: apiTarget },
    },
  },
});
