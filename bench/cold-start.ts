/**
 * Cold start of every Lambda: each function is bundled with the very bundling options of
 * `infra/constructs/function.ts` (translated to esbuild's API the way CDK's `NodejsFunction` passes
 * them to its CLI), then imported in a fresh Node process started with the functions' `NODE_OPTIONS` and
 * exactly the variables of its capability declaration (dummy values), as CDK sets them.
 * The figure is the process CPU (user + system, ms) until the import has finished, divided by the
 * same for an empty ESM module; the runs of all functions and the empty module are interleaved and the
 * median per function is printed next to the budget.
 * Standalone: `tsx bench/cold-start.ts [rounds]`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { FUNCTION_BASE_ENVIRONMENT, FUNCTION_BUNDLING } from '../infra/constructs/function';
import { functionCapabilities } from '../functions/capabilities';
import { API_KEY_AUTHORIZER_ENTRY } from '../infra/constructs/api-key-authorizer';
import { IDENTITY_LINKER_ENTRY, MAIL_EVENTS_ENTRY } from '../infra/constructs/account-events';
import { REMINDER_WORKER_ENTRY } from '../infra/constructs/reminders';
import { RETENTION_WORKER_ENTRY } from '../infra/constructs/retention';
import { WEBHOOK_WORKER_ENTRY } from '../infra/constructs/webhooks';
import { SCORING_WORKER_ENTRY } from '../infra/constructs/scoring';
import { GENERATION_WORKER_ENTRY } from '../infra/constructs/generation';
import { BASE_ENV, CAPABILITY_ENV, declaredCapabilities, type FunctionName } from '../shared/capabilities';
import type { Resource } from '../shared/route-def';
import { routes } from '../shared/routes';

/** Import CPU of a bundle at most this many times that of an empty ESM module. */
export const COLD_START_BUDGET = 2.5;

/**
 * CDK's bundling options as esbuild build options, mirroring the CLI flags `NodejsFunction` passes
 * (`--bundle --outfile=index.mjs --format --target --platform --minify --sourcemap --metafile
 * --main-fields --banner:js --external`).
 * @throws Error when the options carry a field this translation does not know, so the bench never
 * silently builds something else than CDK does.
 */
export function esbuildOptionsOf(bundling: Record<string, unknown>): BuildOptions {
  const known = new Set([
    'format',
    'target',
    'platform',
    'minify',
    'sourceMap',
    'metafile',
    'mainFields',
    'banner',
    'externalModules',
  ]);
  const unknown = Object.keys(bundling).filter((k) => !known.has(k));
  if (unknown.length) throw new Error(`bench/cold-start.ts cannot translate bundling ${unknown.join(', ')}`);
  return {
    bundle: true,
    format: bundling.format as BuildOptions['format'],
    target: bundling.target as string,
    platform: bundling.platform as BuildOptions['platform'],
    minify: Boolean(bundling.minify),
    sourcemap: Boolean(bundling.sourceMap),
    metafile: Boolean(bundling.metafile),
    mainFields: bundling.mainFields as string[],
    ...(bundling.banner ? { banner: { js: bundling.banner as string } } : {}),
    external: (bundling.externalModules as string[] | undefined) ?? ['@aws-sdk/*'],
    logLevel: 'silent',
  };
}

/**
 * Every function of the stack (each name of `functionCapabilities`) and its entry: one per resource of
 * the route table, plus the workers, the pre-sign-up trigger and the mail-events function.
 */
export function functionEntries(): { name: FunctionName; entry: string }[] {
  const entries: Record<FunctionName, string> = {
    ...(Object.fromEntries(
      [...new Set(Object.values(routes).map((r) => r.resource as Resource))].map((name) => [
        name,
        `functions/${name}/handler.ts`,
      ]),
    ) as Record<Resource, string>),
    'scoring-worker': SCORING_WORKER_ENTRY,
    'generation-worker': GENERATION_WORKER_ENTRY,
    'reminder-worker': REMINDER_WORKER_ENTRY,
    'retention-worker': RETENTION_WORKER_ENTRY,
    'identity-linker': IDENTITY_LINKER_ENTRY,
    'mail-events': MAIL_EVENTS_ENTRY,
    'api-key-authorizer': API_KEY_AUTHORIZER_ENTRY,
    'webhook-worker': WEBHOOK_WORKER_ENTRY,
  };
  return (Object.keys(functionCapabilities) as FunctionName[]).map((name) => ({
    name,
    entry: entries[name],
  }));
}

/** A dummy value for every variable a capability brings; nothing is called while a bundle is imported. */
const VARIABLE_VALUES: Record<string, string> = {
  LOG_LEVEL: 'ERROR',
  TABLE_NAME: 'bench',
  USER_POOL_ID: 'eu-west-1_bench',
  USER_POOL_CLIENT_ID: 'bench',
  EMAIL_FROM: 'bench@example.com',
  TEAM_EMAIL: 'team@example.com',
  APP_ORIGIN: 'https://app.example.com',
  EMAIL_CONFIGURATION_SET: 'bench',
  AI_PROVIDER: 'bedrock',
  BEDROCK_MODEL_ID: 'bench',
  SCORING_SAMPLES: '3',
  SCORING_CONCURRENCY: '4',
  AI_MONTHLY_BUDGET_USD: '50',
  SCORING_QUEUE: 'lambda',
  SCORING_FUNCTION_NAME: 'bench',
  GENERATION_QUEUE: 'lambda',
  GENERATION_FUNCTION_NAME: 'bench',
  AI_NEW_ORG_MONTHLY_BUDGET_USD: '2',
  MAIL_DAILY_CAP_PER_USER: '200',
  MAIL_DAILY_CAP_PER_ORG: '1000',
  MAIL_DAILY_CAP_NEW_ORG: '20',
  REMINDER_SCHEDULER: 'eventbridge',
  REMINDER_SCHEDULE_GROUP: 'bench',
  REMINDER_TARGET_ARN: 'arn:aws:lambda:eu-west-1:000000000000:function:bench',
  REMINDER_ROLE_ARN: 'arn:aws:iam::000000000000:role/bench',
  ORIGIN_SECRET: 'bench-origin-secret-0123456789',
  WEBHOOK_URLS: 'https',
  WEBHOOK_QUEUE_URL: 'https://sqs.eu-west-1.amazonaws.com/000000000000/bench',
};

/**
 * The environment a function starts with in Lambda: the runtime's region and credentials,
 * {@link FUNCTION_BASE_ENVIRONMENT}, and exactly the variables of its declared capabilities (as CDK sets
 * them), so a bundle that reads a setting it does not declare fails here as it would in the cloud.
 */
export function functionEnvironment(name: FunctionName): Record<string, string> {
  const names = [
    ...BASE_ENV,
    ...declaredCapabilities(functionCapabilities[name]).flatMap((c) => CAPABILITY_ENV[c]),
  ];
  return {
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'bench',
    AWS_SECRET_ACCESS_KEY: 'bench',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...Object.fromEntries(names.filter((n) => VARIABLE_VALUES[n]).map((n) => [n, VARIABLE_VALUES[n]!])),
    ...FUNCTION_BASE_ENVIRONMENT,
  };
}

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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** Biggest packages in a bundle, by their minified output bytes. */
function topPackages(meta: Metafile, count: number): string {
  const output = Object.values(meta.outputs).find((o) => o.entryPoint)!;
  const sizes = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
    const name = m ? m[1]! : path.startsWith('functions/ai/') ? 'functions/ai' : '(own code)';
    sizes.set(name, (sizes.get(name) ?? 0) + bytesInOutput);
  }
  return [...sizes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([n, b]) => `${n} ${kib(b)}`)
    .join(', ');
}

/**
 * Builds every function as CDK does, then imports each (and an empty module) `rounds` times,
 * interleaved, and prints size, the biggest packages and the CPU ratio against {@link COLD_START_BUDGET}.
 * @returns the number of functions over budget.
 */
export async function coldStarts(rounds = 7): Promise<number> {
  const options = esbuildOptionsOf(FUNCTION_BUNDLING);
  const out = mkdtempSync(join(tmpdir(), 'bench-cold-'));
  try {
    const fns = functionEntries();
    const built: {
      name: string;
      file: string;
      env: Record<string, string>;
      bytes: number;
      mapBytes: number;
      meta: Metafile;
    }[] = [];
    for (const fn of fns) {
      const dir = join(out, fn.name);
      mkdirSync(dir);
      const file = join(dir, 'index.mjs');
      const result = await build({ ...options, entryPoints: [fn.entry], outfile: file });
      built.push({
        name: fn.name,
        file,
        env: functionEnvironment(fn.name),
        bytes: statSync(file).size,
        mapBytes: options.sourcemap ? statSync(`${file}.map`).size : 0,
        meta: result.metafile!,
      });
    }
    // Not a function: the libraries alone, printed for reference after the functions.
    const libraries = join(out, 'libraries.mjs');
    const librariesMeta = await build({
      ...options,
      entryPoints: ['bench/cold-start-libraries.ts'],
      outfile: libraries,
    });
    const librariesEnv = functionEnvironment('retention-worker');
    const empty = join(out, 'empty.mjs');
    writeFileSync(empty, '');
    const samples = new Map<string, number[]>(
      ['(empty)', '(libraries)', ...built.map((b) => b.name)].map((n) => [n, []]),
    );
    importCpuMs(empty, { ...FUNCTION_BASE_ENVIRONMENT }); // warm the file cache
    for (let round = 0; round < rounds; round++) {
      samples.get('(empty)')!.push(importCpuMs(empty, { ...FUNCTION_BASE_ENVIRONMENT }));
      for (const b of built) samples.get(b.name)!.push(importCpuMs(b.file, b.env));
      samples.get('(libraries)')!.push(importCpuMs(libraries, librariesEnv));
    }
    const base = median(samples.get('(empty)')!);
    console.log(
      `\nLambda cold start: import CPU of each bundle / empty ESM import (CDK bundling options, ` +
        `NODE_OPTIONS=${JSON.stringify(FUNCTION_BASE_ENVIRONMENT.NODE_OPTIONS ?? '')}, median of ${rounds} interleaved runs; ` +
        `empty import ${base.toFixed(0)} ms CPU)`,
    );
    let over = 0;
    for (const b of built) {
      const ms = median(samples.get(b.name)!);
      const ratio = ms / base;
      const ok = ratio <= COLD_START_BUDGET;
      if (!ok) over++;
      const gz = gzipSync(readFileSync(b.file)).length;
      console.log(
        `  ${b.name.padEnd(18)} ${ratio.toFixed(2)}× (budget ≤ ${COLD_START_BUDGET}×) ${ok ? 'ok  ' : 'OVER'} ` +
          `${ms.toFixed(0)} ms CPU; ${kib(b.bytes)} (gzip ${kib(gz)}), map ${kib(b.mapBytes)}; ` +
          topPackages(b.meta, 4),
      );
    }
    const libMs = median(samples.get('(libraries)')!);
    console.log(
      `  ${'(libraries only)'.padEnd(18)} ${(libMs / base).toFixed(2)}× (reference, not a function) ` +
        `${libMs.toFixed(0)} ms CPU; ${kib(statSync(libraries).size)}: the SDK's DynamoDB document client, ` +
        `Powertools Logger, Metrics and Tracer (X-Ray SDK), middy, ElectroDB and zod, as every table function ` +
        `loads them (bench/cold-start-libraries.ts); ${topPackages(librariesMeta.metafile!, 4)}`,
    );
    return over;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('cold-start.ts')) await coldStarts(Number(process.argv[2] ?? 7));
