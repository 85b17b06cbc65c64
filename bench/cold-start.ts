/**
 * Cold start of every Lambda: each function is bundled with the very options `cdk synth` bundles it with
 * (`infra/constructs/bundle.ts`: code splitting, so a chunk imported with `import()` is not loaded), then
 * imported in a fresh Node process started with the functions' base environment
 * (tracing on, as deployed) and exactly the variables of its capability declaration (dummy values).
 * Beside each function, its libraries-only floor (`cold-start-floor.ts`) is imported the same way; the
 * figure with a budget is the product's own cost above that floor (`cold-start-figures.ts`), in process
 * CPU against an empty ESM import. The start-up reference (`start-up-reference.ts`) is measured the same
 * way and printed first: the own cost of the start-up every table function makes, and nothing else.
 * Standalone: `tsx bench/cold-start.ts [rounds]`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import {
  FUNCTION_BUNDLING,
  functionBuildOptions,
  reachableOutputs,
  withoutUnreachableChunks,
} from '../infra/constructs/bundle';
import { repoPath } from '../infra/constructs/paths';
import { FUNCTION_BASE_ENVIRONMENT } from '../infra/constructs/function';
import { coldStartFigures, median, OWN_COST_BUDGET, packageOf } from './cold-start-figures';
import {
  buildFloor,
  byPackage,
  importedNames,
  libraryImports,
  librariesAtStart,
  type LibraryImport,
} from './cold-start-floor';
import { functionCapabilities } from '../functions/capabilities';
import { capabilityEnvironment, functionEntries, functionEnvironment } from './cold-start-functions';

/**
 * The start-up reference (`start-up-reference.ts`), built and measured as a function with the table
 * capability: the own cost no table function can go below.
 */
const START_UP_REFERENCE = {
  name: '(start-up reference)',
  entry: 'bench/start-up-reference.ts',
  env: capabilityEnvironment({ table: { read: true } }, 'start-up reference'),
};

/** Prints CPU ms of the process when the module has been imported. */
const PROBE =
  'const m = process.argv[1]; await import(m); const u = process.cpuUsage(); ' +
  'process.stdout.write(String((u.user + u.system) / 1000)); process.exit(0);';

function importCpuMs(file: string, env: Record<string, string> = {}): number {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', PROBE, file], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  return Number(out);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** Bytes of the JavaScript files of a bundle: those its static imports load, and all of them. */
function jsBytes(meta: Metafile): { atStart: number; all: number } {
  const js = Object.entries(meta.outputs).filter(([path]) => path.endsWith('.mjs'));
  const start = reachableOutputs(meta, true);
  const sum = (files: typeof js) => files.reduce((n, [, o]) => n + o.bytes, 0);
  return { atStart: sum(js.filter(([path]) => start.has(path))), all: sum(js) };
}

/** Biggest packages of the code a bundle's static imports load, by their minified output bytes. */
function topPackages(meta: Metafile, count: number): string {
  const sizes = new Map<string, number>();
  for (const out of reachableOutputs(meta, true))
    for (const [path, { bytesInOutput }] of Object.entries(meta.outputs[out]!.inputs)) {
      const name = path.startsWith('functions/ai/') ? 'functions/ai' : packageOf(path);
      sizes.set(name, (sizes.get(name) ?? 0) + bytesInOutput);
    }
  return [...sizes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([n, b]) => `${n} ${kib(b)}`)
    .join(', ');
}

/** A bundle to import in every round, with the environment it starts with. */
interface Measured {
  file: string;
  env: Record<string, string>;
}

/**
 * Builds every function as CDK does, and beside each its libraries-only floor (`cold-start-floor.ts`), and
 * each library package of the floors alone; imports all of them and an empty module `rounds` times,
 * interleaved, and prints per function the product's own cost above the floor against
 * {@link OWN_COST_BUDGET}, the floor, and then the floor's parts.
 * @returns the number of functions whose own cost is over budget.
 */
export async function coldStarts(rounds = 7): Promise<number> {
  const options = { ...FUNCTION_BUNDLING, mainFields: [...FUNCTION_BUNDLING.mainFields] };
  const out = mkdtempSync(join(tmpdir(), 'bench-cold-'));
  try {
    const built: (Measured & {
      name: string;
      bytes: { atStart: number; all: number };
      mapBytes: number;
      meta: Metafile;
      schemas: number;
      /** Has the table capability, so the start-up reference applies. */
      table: boolean;
    })[] = [];
    const floors = new Map<string, Measured & { bytes: number; meta: Metafile }>();
    const floorOf = new Map<string, string>();
    const parts = new Map<string, { env: Record<string, string>; libs: Map<string, LibraryImport> }>();
    const partNames = new Map<string, Set<string>>();
    const measured = [
      ...functionEntries().map((fn) => ({
        ...fn,
        env: functionEnvironment(fn.name),
        table: !!functionCapabilities[fn.name].table,
      })),
      { ...START_UP_REFERENCE, table: true },
    ];
    for (const fn of measured) {
      const dir = join(out, fn.name);
      mkdirSync(dir);
      const file = join(dir, 'index.mjs');
      const result = await build(functionBuildOptions(fn.entry, dir));
      const env = fn.env;
      // As `cdk synth` ships it: without the chunks no code can load.
      const meta = withoutUnreachableChunks(result.metafile!, repoPath());
      const {
        libraries: atStart,
        ownModules,
        schemas,
      } = await librariesAtStart(options, fn.entry, libraryImports(meta), join(dir, 'marked'), env);
      built.push({
        name: fn.name,
        file,
        env,
        bytes: jsBytes(meta),
        mapBytes: Object.keys(meta.outputs)
          .filter((path) => path.endsWith('.map'))
          .reduce((n, path) => n + meta.outputs[path]!.bytes, 0),
        meta,
        schemas,
        table: fn.table,
      });
      const names = importedNames(meta, ownModules);
      const floor = await buildFloor(options, atStart, names, join(dir, 'floor'));
      // Functions with the same libraries share one floor bundle, measured once.
      const key = readFileSync(floor.file, 'utf8');
      if (!floors.has(key))
        floors.set(key, { file: floor.file, env, bytes: jsBytes(floor.meta).atStart, meta: floor.meta });
      floorOf.set(fn.name, key);
      for (const [pkg, libs] of byPackage(atStart)) {
        const part = parts.get(pkg) ?? { env, libs: new Map() };
        for (const lib of libs) part.libs.set(lib.file, lib);
        parts.set(pkg, part);
      }
      for (const lib of atStart)
        for (const n of names.get(lib.specifier) ?? [])
          partNames.set(lib.specifier, (partNames.get(lib.specifier) ?? new Set()).add(n));
    }
    const partsDir = join(out, '(parts)');
    mkdirSync(partsDir);
    const partBundles = new Map<string, Measured & { bytes: number }>();
    let p = 0;
    for (const [pkg, part] of parts) {
      const { file, meta } = await buildFloor(
        options,
        [...part.libs.values()],
        partNames,
        join(partsDir, `part-${p++}`),
      );
      partBundles.set(pkg, { file, env: part.env, bytes: jsBytes(meta).atStart });
    }
    const empty = join(out, 'empty.mjs');
    writeFileSync(empty, '');
    const emptyEnv = { ...FUNCTION_BASE_ENVIRONMENT };
    const samples = new Map<string, number[]>();
    const sample = (key: string, m: Measured) =>
      samples.set(key, [...(samples.get(key) ?? []), importCpuMs(m.file, m.env)]);
    importCpuMs(empty, emptyEnv); // warm the file cache
    for (let round = 0; round < rounds; round++) {
      sample('(empty)', { file: empty, env: emptyEnv });
      for (const b of built) sample(b.name, b);
      for (const [key, f] of floors) sample(`floor:${key}`, f);
      for (const [pkg, part] of partBundles) sample(`part:${pkg}`, part);
    }
    const emptySamples = samples.get('(empty)')!;
    const emptyMs = median(emptySamples);
    console.log(
      `\nLambda cold start: process CPU of importing each bundle (CDK bundling options, ` +
        `NODE_OPTIONS=${JSON.stringify(FUNCTION_BASE_ENVIRONMENT.NODE_OPTIONS ?? '')}, the variables of its ` +
        `capabilities, ` +
        `${process.env.BENCH_TRACING === 'off' ? 'tracing off (BENCH_TRACING=off)' : 'tracing on as deployed'}; median of ${rounds} interleaved runs). ` +
        `Floor: the third-party libraries the function runs at start, bundled alone the same way. ` +
        `Own: the product's code above that floor, with the zod schema objects it builds at start, budget ≤ ${OWN_COST_BUDGET}× an empty import ` +
        `(${emptyMs.toFixed(0)} ms CPU).`,
    );
    const figuresOf = (b: (typeof built)[number]) =>
      coldStartFigures({
        empty: emptySamples,
        floor: samples.get(`floor:${floorOf.get(b.name)!}`)!,
        bundle: samples.get(b.name)!,
      });
    const reference = figuresOf(built.find((b) => b.name === START_UP_REFERENCE.name)!);
    console.log(
      `  ${START_UP_REFERENCE.name}: settings checked at load, the DynamoDB client, Logger, Metrics and ` +
        `Tracer, as every table function makes them, and nothing else: own ${reference.ownRatio.toFixed(2)}× ` +
        `${reference.ownMs.toFixed(0)} ms of the ${OWN_COST_BUDGET}× budget`,
    );
    let over = 0;
    for (const b of built.filter((x) => x.name !== START_UP_REFERENCE.name)) {
      const floor = floors.get(floorOf.get(b.name)!)!;
      const f = figuresOf(b);
      if (!f.ok) over++;
      console.log(
        `  ${b.name.padEnd(19)} own ${f.ownRatio.toFixed(2)}× (budget ≤ ${OWN_COST_BUDGET}×) ${f.ok ? 'ok  ' : 'OVER'} ` +
          `${f.ownMs.toFixed(0).padStart(3)} ms${b.table ? ` (${(Math.round(f.ownMs - reference.ownMs) || 0).toFixed(0).padStart(3)} above the start-up reference)` : ''}, ` +
          `${String(b.schemas).padStart(4)} schemas | floor ${f.floorRatio.toFixed(2)}× ${f.floorMs.toFixed(0)} ms, ` +
          `${kib(floor.bytes)}: ${topPackages(floor.meta, 4)} | bundle ${f.bundleMs.toFixed(0)} ms, ` +
          `${kib(b.bytes.atStart)} statically imported of ${kib(b.bytes.all)}, map ${kib(b.mapBytes)}`,
      );
    }
    console.log(
      `  Floor parts, each package alone with its own dependencies (shared ones count in each), ` +
        `CPU ms above the empty import:`,
    );
    const partLines = [...partBundles]
      .map(([pkg, part]) => ({ pkg, bytes: part.bytes, ms: median(samples.get(`part:${pkg}`)!) - emptyMs }))
      .sort((a, b) => b.ms - a.ms);
    for (const part of partLines)
      console.log(
        `    ${part.pkg.padEnd(40)} ${kib(part.bytes).padStart(8)} ${part.ms.toFixed(0).padStart(4)} ms`,
      );
    return over;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('cold-start.ts')) await coldStarts(Number(process.argv[2] ?? 7));
