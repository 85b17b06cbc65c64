import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

/** The SPA lives in `web/`; `/api` and `/runtime-config.json` go to the local API server on `npm start`. */
export default defineConfig({
  root: 'web',
  plugins: [react()],
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/runtime-config.json': { target: apiTarget },
    },
  },
});
