import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync, type BuildOptions, type Metafile } from 'esbuild';
import { repoPath } from './paths';

/**
 * Lets CommonJS dependencies that call `require` (some of the AWS SDK's and Powertools' transitive
 * dependencies) run inside an ESM bundle. The alias avoids clashing with a bundled `createRequire` import.
 * esbuild puts the banner at the top of every output file, so each chunk has its own `require`.
 */
const ESM_REQUIRE_BANNER =
  "import { createRequire as __cjsCreateRequire } from 'node:module'; const require = __cjsCreateRequire(import.meta.url);";

/**
 * How every function is bundled (docs/decisions/0131-functions-load-code-on-first-use.md): a minified ESM
 * bundle for Node.js 22 with its AWS SDK (decision 0003), source maps written but not loaded, and **code
 * splitting**. What a function imports statically is in `index.mjs` and the chunks it imports. What it
 * imports with `import()` (an AI provider, the SES client, the AI's prompts where only some routes use
 * them) is in chunks loaded on first use, so the function does not compile them when it starts. Exported
 * so `npm run bench` builds the very same bundles when it measures cold starts.
 */
export const FUNCTION_BUNDLING = {
  bundle: true,
  format: 'esm',
  target: 'node22',
  platform: 'node',
  minify: true,
  sourcemap: true,
  metafile: true,
  splitting: true,
  mainFields: ['module', 'main'],
  banner: { js: ESM_REQUIRE_BANNER },
  entryNames: 'index',
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  logLevel: 'silent',
} as const satisfies BuildOptions;

/** The esbuild options of one function: {@link FUNCTION_BUNDLING} with its entry and output folder. */
export function functionBuildOptions(entry: string, outdir: string): BuildOptions {
  return {
    ...FUNCTION_BUNDLING,
    mainFields: [...FUNCTION_BUNDLING.mainFields],
    entryPoints: [repoPath(entry)],
    outdir,
    absWorkingDir: repoPath(),
  };
}

/**
 * Bundles the handler module `entry` (relative to the repository root) into `outdir`: `index.mjs` (the
 * Lambda handler `index.handler`), `chunks/`, their source maps, and `index.meta.json` (esbuild's
 * metafile, read by the infrastructure tests for the AWS clients a bundle holds).
 * @throws Error with esbuild's messages when the build fails, so `cdk synth` stops.
 */
export function bundleFunction(entry: string, outdir: string): Metafile {
  const result = buildSync(functionBuildOptions(entry, outdir));
  writeFileSync(join(outdir, 'index.meta.json'), JSON.stringify(result.metafile));
  return result.metafile!;
}
