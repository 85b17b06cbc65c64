import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Test layers (STYLE.md): unit (mocked AWS clients), web (jsdom components), infra (CDK assertions),
 * integration (the local API on real emulators) and e2e (Chromium on the whole local stack).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    env: {
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      POWERTOOLS_DEV: 'false',
      POWERTOOLS_METRICS_DISABLED: 'true',
      LOG_LEVEL: 'ERROR',
    },
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      // Scoring evaluation on the labelled set of tests/ai (offline scorer; model providers in `npm run bench`).
      { extends: true, test: { name: 'ai', include: ['tests/ai/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          // beforeAll synthesizes whole stacks: seconds on a quiet machine, much more on a busy cold one.
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
