import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Test layers (docs/architecture.md#tests): unit (mocked AWS clients), web (jsdom components), infra (CDK
 * assertions), integration (the local API on real emulators) and e2e (Chromium on the whole local stack).
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
      // Settings of functions/config.ts have no defaults: unit tests name every backend too.
      AWS_REGION: 'us-east-1',
      TABLE_NAME: 'hiring-unit',
      SESSION_LIST_INDEX: 'gsi5',
      SESSION_NAME_INDEX: 'gsi6',
      EMAIL_FROM: 'no-reply@hiring.local',
      EMAIL_CONFIGURATION_SET: 'hiring-unit',
      TEAM_EMAIL: 'team@hiring.local',
      MAIL_DAILY_CAP_PER_USER: '200',
      MAIL_DAILY_CAP_PER_ORG: '1000',
      MAIL_DAILY_CAP_NEW_ORG: '20',
      AI_NEW_ORG_MONTHLY_BUDGET_USD: '2',
      APP_ORIGIN: 'http://localhost:5173',
      AI_PROVIDER: 'offline',
      BEDROCK_MODEL_ID: 'amazon.nova-lite-v1:0',
      SCORING_SAMPLES: '3',
      SCORING_CONCURRENCY: '4',
      AI_TOKENS_PER_MINUTE: '4000000',
      USER_POOL_ID: 'local_unit',
      USER_POOL_CLIENT_ID: 'unit-client',
      USER_POOL_FACTOR_CLIENT_ID: 'unit-factor-client',
      SCORING_QUEUE: 'in-process',
      GENERATION_QUEUE: 'in-process',
      REMINDER_SCHEDULER: 'in-process',
      WEBHOOK_URLS: 'https-or-loopback',
      POWERTOOLS_TRACE_ENABLED: 'false',
      // The origin secret's ARN, and the value tests/unit/setup.ts answers for it as Secrets Manager would.
      ORIGIN_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:000000000000:secret:hiring-unit-origin-AbCdEf',
      TRACKING_SECRET_PREFIX: 'hiring-unit/tracking-systems/',
      ORIGIN_SECRET: 'unit-origin-secret-0123456789',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
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
          // beforeAll synthesizes whole stacks: seconds on a quiet machine, much more on a busy cold one;
          // the capability checks run `cdk synth` with bundling once (cdk.out is reused while up to date).
          hookTimeout: 300_000,
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
          // The same flows against the synthesized stack: cdk.out bundles, template env, IAM enforced.
          name: 'integration-artifacts',
          include: [
            'tests/integration/sessions.test.ts',
            'tests/integration/job-positions.test.ts',
            'tests/integration/lists-*.test.ts',
            'tests/integration/ranking-pages.test.ts',
            'tests/integration/answer-versions.test.ts',
            // Flows whose code loads on first use (chunks of the bundles,
            // docs/decisions/0131-functions-load-code-on-first-use.md). Time limits need the local clock.
            'tests/integration/follow-ups.test.ts',
            'tests/integration/rescore-answer.test.ts',
            'tests/integration/template-generation.test.ts',
            // The factor client and token scopes as the template declares them (decision record 0139).
            'tests/integration/factor-change-proof.test.ts',
            'tests/artifacts/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.artifacts.ts'],
          setupFiles: ['tests/integration/setup.ts'],
          testTimeout: 60_000,
          // The first run synthesizes the stack (cdk synth, about half a minute); later runs reuse cdk.out.
          hookTimeout: 300_000,
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
          setupFiles: ['tests/integration/setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-artifacts',
          include: ['tests/e2e/applicant-session.test.ts', 'tests/e2e/job-positions.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.artifacts.ts'],
          setupFiles: ['tests/integration/setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
