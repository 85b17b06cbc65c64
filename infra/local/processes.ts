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

/** Child processes of the stack, ended together. */
export class ProcessGroup {
  private readonly children: { name: string; child: ChildProcess }[] = [];

  /** Starts `node <script>` (never through npx, so killing it leaves no orphans). */
  node(
    name: string,
    script: string,
    args: string[],
    options: { cwd?: string; env?: NodeJS.ProcessEnv; quiet?: boolean } = {},
  ) {
    return this.add(
      name,
      spawn(process.execPath, [script, ...args], {
        cwd: options.cwd,
        env: { ...process.env, ...options.env },
        stdio: options.quiet ? ['ignore', 'ignore', 'pipe'] : ['ignore', 'inherit', 'inherit'],
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
      if (this.stopping || signal) return;
      if (code !== 0) process.stderr.write(`${name} exited with code ${code}\n${stderr}`);
    });
    return child;
  }

  private stopping = false;
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
