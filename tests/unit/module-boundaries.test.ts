import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../..');
const PROBE = 'functions/job-positions/boundary-probe.ts';
const probe = join(ROOT, PROBE);

/** Runs `npm run lint:modules`' check (dependency-cruiser with the repository's rules) on `files`. */
async function cruise(files: string[]): Promise<{ code: number; output: string }> {
  const bin = join(ROOT, 'node_modules/.bin/depcruise');
  try {
    const { stdout } = await run(bin, [...files, '--config', '.dependency-cruiser.cjs'], { cwd: ROOT });
    return { code: 0, output: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string };
    return { code: e.code, output: e.stdout };
  }
}

describe('module boundaries (npm run lint:modules)', () => {
  afterEach(() => rm(probe, { force: true }));

  it('fails on a file inside another domain module and on a Lambda entry', async () => {
    await writeFile(
      probe,
      "import { toSessionSummary } from '../sessions/session-view';\n" +
        "import { handler } from '../sessions/handler';\n" +
        'export const probe = [toSessionSummary, handler];\n',
    );
    const { code, output } = await cruise([PROBE]);
    expect(code).not.toBe(0);
    expect(output).toContain(
      'domain-through-index: functions/job-positions/boundary-probe.ts → functions/sessions/session-view.ts',
    );
    expect(output).toContain(
      'entries-are-not-imported: functions/job-positions/boundary-probe.ts → functions/sessions/handler.ts',
    );
  }, 60_000);

  it('accepts the same use through the module index', async () => {
    await writeFile(
      probe,
      "import { toSessionSummary } from '../sessions';\nexport const probe = toSessionSummary;\n",
    );
    const { code } = await cruise([PROBE]);
    expect(code).toBe(0);
  }, 60_000);
});
