import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The Node.js major version of a Lambda runtime id (`nodejs22.x` → 22). */
export function runtimeMajor(runtime: string): number {
  const major = /^nodejs(\d+)\.x$/.exec(runtime)?.[1];
  if (!major) throw new Error(`Not a Node.js Lambda runtime: ${runtime}`);
  return Number(major);
}

/** The `node` binary of the pinned `node` npm package (a devDependency), when it is installed. */
function packagedNode(): string | undefined {
  try {
    const bin = join(dirname(require.resolve('node/package.json')), 'bin', 'node');
    return existsSync(bin) ? bin : undefined;
  } catch {
    return undefined;
  }
}

const versions = new Map<string, string>();

/** `v22.23.3` of a node binary (asked once per path). */
function versionOf(path: string): string {
  let version = versions.get(path);
  if (!version) {
    version = execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
    versions.set(path, version);
  }
  return version;
}

/**
 * The Node.js that runs a function's bundle on `npm run start:artifacts`: the runtime's major version,
 * as Lambda runs it. `LAMBDA_NODE` (a path) wins; then the pinned `node` npm package
 * (`node_modules/node/bin/node`); then this process's Node when its major is the runtime's.
 * @throws Error naming the runtime, the Node found and how to get the right one, when none matches.
 */
export function lambdaNodeFor(runtime: string, env: NodeJS.ProcessEnv = process.env): string {
  const major = runtimeMajor(runtime);
  const candidates = [env.LAMBDA_NODE, packagedNode(), process.execPath].filter(
    (p): p is string => typeof p === 'string' && p.length > 0,
  );
  for (const path of candidates) {
    if (versionOf(path).startsWith(`v${major}.`)) return path;
  }
  throw new Error(
    `The functions run on ${runtime}, but no Node.js ${major} was found (tried ${candidates
      .map((p) => `${p} ${versionOf(p)}`)
      .join(
        ', ',
      )}). Run npm ci (it installs the pinned node package) or set LAMBDA_NODE to a Node.js ${major}.`,
  );
}
