import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoPath } from '../constructs/paths';
import { STACK_INPUT_ENV } from '../stack-input';

/** Stack name and context the local artifact run synthesizes with. */
export const ARTIFACT_STACK = 'HiringPlatform';

/**
 * Context of the artifact synth: the offline AI provider (no Bedrock on this machine; the AI grants are
 * still in the template). Everything else is the stack's defaults, as `npx cdk deploy` would use them.
 */
export const ARTIFACT_CONTEXT: Record<string, string> = { aiProvider: 'offline' };

/** Model of the Bedrock artifact synth: a cross-region inference profile, as most accounts must use. */
export const ARTIFACT_BEDROCK_MODEL_ID = 'us.amazon.nova-lite-v1:0';

/**
 * Context of the Bedrock artifact synth (`MODEL_EMULATOR=bedrock npm run start:artifacts`): the Bedrock
 * provider on `modelId`, so its grants are checked on every call the functions make to the model emulator.
 */
export function bedrockArtifactContext(modelId = ARTIFACT_BEDROCK_MODEL_ID): Record<string, string> {
  return { aiProvider: 'bedrock', bedrockModelId: modelId };
}

/** Inputs of the synth: a newer file in these makes `cdk.out` stale. `infra/local` and `infra/artifacts` are runners, not the stack. */
const SOURCES = ['functions', 'shared', 'infra', 'package-lock.json', 'cdk.json', 'dist/web/index.html'];
const RUNNERS = ['infra/local', 'infra/artifacts'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  if (
    RUNNERS.some((r) => relative(repoPath(r), path) === '' || !relative(repoPath(r), path).startsWith('..'))
  )
    return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** Why `cdk.out` must be synthesized again, or undefined when it is up to date. */
export function staleReason(cdkOut: string, context = ARTIFACT_CONTEXT): string | undefined {
  const stampFile = join(cdkOut, 'artifacts-stamp.json');
  if (!existsSync(stampFile) || !existsSync(join(cdkOut, `${ARTIFACT_STACK}.template.json`)))
    return 'no cdk.out';
  const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as { context: unknown; synthesizedAt: number };
  if (JSON.stringify(stamp.context) !== JSON.stringify(context)) return 'other context';
  const newest = Math.max(...SOURCES.map((s) => newestMtime(repoPath(s))));
  return newest > stamp.synthesizedAt ? 'sources changed' : undefined;
}

/**
 * Runs `cdk synth` into `cdkOut` unless it is up to date (no source file newer than the last synth with
 * the same context). One run at a time: a lock directory makes a second caller wait and then reuse the
 * result (two test projects may start together).
 * @param context - the synth's context (default {@link ARTIFACT_CONTEXT}).
 * @returns whether it synthesized.
 * @throws Error with cdk's output when the synth fails.
 */
export async function ensureSynth(
  cdkOut = repoPath('cdk.out'),
  context = ARTIFACT_CONTEXT,
): Promise<boolean> {
  const lock = `${cdkOut}.lock`;
  const deadline = Date.now() + 600_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than the longest synth is left over from a killed run.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 600_000)
        rmSync(lock, { recursive: true });
      if (Date.now() > deadline) throw new Error(`Waited 10 minutes for ${lock}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    if (!staleReason(cdkOut, context)) return false;
    const startedAt = Date.now();
    const cdk = repoPath('node_modules/aws-cdk/bin/cdk');
    const args = [cdk, 'synth', '--quiet', '--output', cdkOut, ARTIFACT_STACK];
    for (const [k, v] of Object.entries(context)) args.push('-c', `${k}=${v}`);
    // Only the context above: stack input from this shell (EMAIL_FROM, LOG_LEVEL…) would change the template.
    const env = { ...process.env };
    for (const name of STACK_INPUT_ENV) delete env[name];
    const result = spawnSync(process.execPath, args, {
      cwd: repoPath(),
      env,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) {
      const why =
        result.error?.message ?? (result.signal ? `signal ${result.signal}` : `exit code ${result.status}`);
      throw new Error(`cdk synth failed (${why}):\n${result.stdout}\n${result.stderr}`);
    }
    writeFileSync(
      join(cdkOut, 'artifacts-stamp.json'),
      JSON.stringify({ context, synthesizedAt: startedAt }),
    );
    return true;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
