import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const read = (path: string) => readFileSync(resolve(__dirname, '../..', path), 'utf8');

/**
 * docs/integrations.md shows the code of its worked example, which the integration test runs: the page
 * must show that code as it is, so what a reader copies is what was tested.
 */
describe('the worked example of docs/integrations.md', () => {
  it.each(['docs/examples/tracking-system.ts', 'docs/examples/webhook-receiver.ts'])(
    'shows %s as it is',
    (file) => {
      expect(read('docs/integrations.md')).toContain(read(file).trimEnd());
    },
  );
});
