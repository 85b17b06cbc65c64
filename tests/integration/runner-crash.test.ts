import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertPortFree } from '../../infra/local/processes';

/** Processes below `pid` (children, their children, …) with their command lines. */
function descendants(pid: number): { pid: number; args: string }[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line)!)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3]! }));
  const found: { pid: number; args: string }[] = [];
  const walk = (parent: number) => {
    for (const row of rows.filter((r) => r.ppid === parent)) {
      found.push({ pid: row.pid, args: row.args });
      walk(row.pid);
    }
  };
  walk(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('stops every emulator and names the child when the API child of `npm start` dies', async () => {
  const o = Number(process.env.TEST_PORT_OFFSET ?? 0);
  const ports = {
    WEB_PORT: 5573 + o,
    API_PORT: 3401 + o,
    DYNAMODB_PORT: 8400 + o,
    COGNITO_PORT: 9629 + o,
    SES_PORT: 8405 + o,
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'hiring-runner-'));
  const runner = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
      LOCAL_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  runner.stdout.on('data', (d: Buffer) => (output += d.toString()));
  runner.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => runner.once('exit', (code) => resolve(code)));
  let children: { pid: number; args: string }[] = [];
  try {
    const deadline = Date.now() + 150_000;
    while (!output.includes('Hiring platform is running.')) {
      if (Date.now() > deadline || runner.exitCode !== null)
        throw new Error(`Runner did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    children = descendants(runner.pid!);
    const apiChild = children.find((c) => c.args.includes('api-process.ts'));
    expect(apiChild, output).toBeDefined();
    expect(children.some((c) => c.args.includes('java'))).toBe(true);
    expect(children.some((c) => c.args.includes('cognito-local'))).toBe(true);

    process.kill(apiChild!.pid, 'SIGKILL');
    const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), 30_000))]);
    expect(code).toBe(1);
    expect(output).toContain('the local API was killed by SIGKILL; stopping the others.');
    // esbuild helpers of tsx end when their parent's pipe closes: give them a moment.
    for (let i = 0; i < 50 && children.some((c) => alive(c.pid)); i++)
      await new Promise((r) => setTimeout(r, 100));
    const left = children.filter((c) => alive(c.pid));
    expect(left, JSON.stringify(left)).toEqual([]);
    for (const [name, port] of Object.entries(ports)) await assertPortFree(port, name, name);
  } finally {
    // Whatever happened above, nothing of this test outlives it.
    try {
      process.kill(-runner.pid!, 'SIGKILL');
    } catch {
      // the group is gone already
    }
    for (const c of children) if (alive(c.pid)) process.kill(c.pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 200_000);
