import type { TestProject } from 'vitest/node';
import { startTestStack } from '../support/stack';
import { ensureChromium } from './support/chromium';

/** The whole local product (emulators, API, Vite) on its own ports, plus Chromium, for the browser tests. */
export default async function setup(project: TestProject) {
  ensureChromium();
  const o = Number(process.env.TEST_PORT_OFFSET ?? 0);
  const { provided, teardown } = await startTestStack(
    { web: 5373 + o, api: 3201 + o, dynamodb: 8200 + o, cognito: 9429 + o, ses: 8205 + o },
    true,
  );
  project.provide('stack', provided);
  return teardown;
}
