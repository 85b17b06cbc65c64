import type { TestProject } from 'vitest/node';
import { startTestStack } from '../support/stack';

/** One local API on real emulators for every integration test file. */
export default async function setup(project: TestProject) {
  // TEST_PORT_OFFSET moves every port, so two test runs on one machine do not collide.
  const o = Number(process.env.TEST_PORT_OFFSET ?? 0);
  const { provided, teardown } = await startTestStack(
    { web: 5273 + o, api: 3101 + o, dynamodb: 8100 + o, cognito: 9329 + o, ses: 8105 + o },
    false,
  );
  project.provide('stack', provided);
  return teardown;
}
