import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
 * The output files a function can load, keyed as in `meta.outputs`: `index.mjs` and every chunk reached
 * from it through the imports of the code that is left after tree shaking, static or `import()` (or only
 * `import` statements with `staticOnly`: what loads with the entry itself). esbuild also writes a chunk for
 * an `import()` whose code was shaken away; it can never load.
 */
export function reachableOutputs(meta: Metafile, staticOnly = false): Set<string> {
  const entry = Object.keys(meta.outputs).find((o) => /(^|\/)index\.mjs$/.test(o));
  if (!entry) throw new Error('The bundle has no index.mjs');
  const reached = new Set([entry]);
  for (const out of reached)
    for (const imp of meta.outputs[out]!.imports)
      if (!imp.external && meta.outputs[imp.path] && (!staticOnly || imp.kind === 'import-statement'))
        reached.add(imp.path);
  return reached;
}

/**
 * Deletes the chunks of a bundle that can never load ({@link reachableOutputs}) with their source maps,
 * and returns the metafile of what is left, so an asset holds only code its function can run.
 * @param workingDir - the folder the metafile's paths are relative to.
 */
export function withoutUnreachableChunks(meta: Metafile, workingDir: string): Metafile {
  const reached = reachableOutputs(meta);
  const kept = (path: string) => reached.has(path.replace(/\.map$/, ''));
  for (const path of Object.keys(meta.outputs))
    if (!kept(path)) rmSync(resolve(workingDir, path), { force: true });
  return {
    inputs: meta.inputs,
    outputs: Object.fromEntries(Object.entries(meta.outputs).filter(([path]) => kept(path))),
  };
}

/**
 * Bundles the handler module `entry` (relative to the repository root) into `outdir`: `index.mjs` (the
 * Lambda handler `index.handler`), `chunks/`, their source maps, and `index.meta.json` (esbuild's
 * metafile of the files kept, read by the infrastructure tests for the AWS clients a bundle holds).
 * @throws Error with esbuild's messages when the build fails, so `cdk synth` stops.
 */
export function bundleFunction(entry: string, outdir: string): Metafile {
  const result = buildSync(functionBuildOptions(entry, outdir));
  const meta = withoutUnreachableChunks(result.metafile!, repoPath());
  writeFileSync(join(outdir, 'index.meta.json'), JSON.stringify(meta));
  return meta;
}
