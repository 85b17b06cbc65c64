import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';

/** A problem the user can fix: printed as one line with the fix, then the runner exits. */
export class SetupError extends Error {}

/**
 * Fails fast when a port is taken.
 * @throws SetupError naming the port, what needs it and how to free or move it.
 */
export async function assertPortFree(port: number, what: string, envVar: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', () =>
      reject(
        new SetupError(
          `Port ${port} (${what}) is busy: stop whatever uses it (\`lsof -i :${port}\`) or pick another with ${envVar}=<port>.`,
        ),
      ),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/**
 * DynamoDB Local runs on Java 17 or newer.
 * @throws SetupError with the install command when `java` is missing.
 */
export function assertJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new SetupError(
      'Java 17+ is needed for DynamoDB Local and was not found: install it (Debian: `apt-get install -y openjdk-17-jre-headless`).',
    );
  }
}

/** Resolves once something accepts TCP connections on the port, or rejects after `timeoutMs`. */
export async function waitForPort(port: number, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new SetupError(`${what} did not start on port ${port} within ${timeoutMs / 1000} s.`);
}

/** How a child ended: its exit code, or the signal that ended it. */
export interface ChildExit {
  name: string;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The last lines it wrote to stderr (quiet children only). */
  stderr: string;
}

/** `cognito-local exited with code 1` / `the local API was killed by SIGKILL`. */
export function describeExit({ name, code, signal }: ChildExit): string {
  return signal ? `${name} was killed by ${signal}` : `${name} exited with code ${code}`;
}

/**
 * Child processes of the stack, ended together. When one ends while the group is not stopping, the group
 * names it and calls the `onUnexpectedExit` handler (the runner stops the others and exits), so no child is
 * ever left behind holding its port.
 */
export class ProcessGroup {
  private readonly children: { name: string; child: ChildProcess }[] = [];

  /** @param onUnexpectedExit - called once, for the first child that ends on its own or is killed. */
  constructor(private readonly onUnexpectedExit?: (exit: ChildExit) => void) {}

  /** Starts `node <script>` (never through npx, so killing it leaves no orphans). */
  node(
    name: string,
    script: string,
    args: string[],
    options: {
      cwd?: string;
      env?: NodeJS.ProcessEnv;
      quiet?: boolean;
      /** Options for node itself, before the script (`--import tsx`). */
      nodeArgs?: string[];
      /** Open an IPC channel: a child of ours can end itself when the runner disappears. */
      ipc?: boolean;
    } = {},
  ) {
    const stdio: ('ignore' | 'inherit' | 'pipe' | 'ipc')[] = options.quiet
      ? ['ignore', 'ignore', 'pipe']
      : ['ignore', 'inherit', 'inherit'];
    if (options.ipc) stdio.push('ipc');
    return this.add(
      name,
      spawn(process.execPath, [...(options.nodeArgs ?? []), script, ...args], {
        cwd: options.cwd,
        env: { ...process.env, ...options.env },
        stdio,
      }),
    );
  }

  /** Tracks a child started elsewhere. */
  add(name: string, child: ChildProcess): ChildProcess {
    this.children.push({ name, child });
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-4000);
    });
    child.once('exit', (code, signal) => {
      if (this.stopping || this.failed) return;
      this.failed = true;
      const exit = { name, code, signal, stderr };
      if (this.onUnexpectedExit) this.onUnexpectedExit(exit);
      else process.stderr.write(`${describeExit(exit)}\n${stderr}`);
    });
    return child;
  }

  private stopping = false;
  private failed = false;
  private readonly cleanups: (() => void)[] = [];

  /** Runs `cleanup` when the group stops (timers, watchers). */
  onStop(cleanup: () => void): void {
    this.cleanups.push(cleanup);
  }

  /** Ends every child (SIGTERM, then SIGKILL after 3 s) and waits for them. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    await Promise.all(
      this.children.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  }
}
