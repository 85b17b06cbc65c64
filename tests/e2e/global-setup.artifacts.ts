import type { TestProject } from 'vitest/node';
import { startTestStack } from '../support/stack';
import { ensureChromium } from './support/chromium';

/** The whole product with the synthesized stack as its API (`npm run start:artifacts`), plus Chromium. */
export default async function setup(project: TestProject) {
  ensureChromium();
  const o = Number(process.env.TEST_PORT_OFFSET ?? 0);
  const { provided, teardown } = await startTestStack(
    { web: 5673 + o, api: 3401 + o, dynamodb: 8400 + o, cognito: 9629 + o, ses: 8405 + o },
    true,
    'artifacts',
  );
  project.provide('stack', provided);
  return teardown;
}
