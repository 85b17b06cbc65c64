import type { TestProject } from 'vitest/node';
import { startTestStack } from '../support/stack';

/** The synthesized stack (`npm run start:artifacts`) on real emulators, for the flows run against artifacts. */
export default async function setup(project: TestProject) {
  const o = Number(process.env.TEST_PORT_OFFSET ?? 0);
  const { provided, teardown } = await startTestStack(
    { web: 5573 + o, api: 3301 + o, dynamodb: 8300 + o, cognito: 9529 + o, ses: 8305 + o },
    false,
    'artifacts',
  );
  project.provide('stack', provided);
  return teardown;
}
