import { build } from 'esbuild';
import { FUNCTION_BUNDLING } from '../../infra/constructs/bundle';
import { REMINDER_WORKER_ENTRY } from '../../infra/constructs/reminders';
import { repoPath } from '../../infra/constructs/paths';

/**
 * What esbuild keeps of a bundle, with the options CDK bundles every function with: a bare import made
 * for its side effect (the reminder function's SES client, made at start rather than on the first
 * reminder) survives only when the module is declared to have side effects (`functions/package.json`).
 */
describe('function bundles', () => {
  it('keep the reminder function’s SES client preload: esbuild ignores no import', async () => {
    const result = await build({
      entryPoints: [repoPath(REMINDER_WORKER_ENTRY)],
      bundle: true,
      write: false,
      logLevel: 'silent',
      format: 'esm',
      platform: FUNCTION_BUNDLING.platform,
      target: FUNCTION_BUNDLING.target,
      mainFields: [...FUNCTION_BUNDLING.mainFields],
      metafile: true,
    });
    expect(result.warnings.map((w) => w.text)).toEqual([]);
    expect(Object.keys(result.metafile.inputs)).toContain('functions/email/ses-client.ts');
  });
});
