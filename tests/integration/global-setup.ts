import type { TestProject } from 'vitest/node';
import { startTestStack } from '../support/stack';

/** One local API on real emulators for every integration test file. */
export default async function setup(project: TestProject) {
  const { provided, teardown } = await startTestStack(
    { web: 5273, api: 3101, dynamodb: 8100, cognito: 9329, ses: 8105 },
    false,
  );
  project.provide('stack', provided);
  return teardown;
}
