import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lambdaNodeFor } from './lambda-node';
import type { ArtifactFunction } from './read-artifacts';
import { LOCAL_REGION } from './template';

const HOST = fileURLToPath(new URL('./host.mjs', import.meta.url));

/** What an invocation returned: the handler's result, or the error Lambda reports. */
export type InvokeOutcome =
  { ok: true; result: unknown } | { ok: false; error: { errorType: string; errorMessage: string } };

type Pending = { resolve: (o: InvokeOutcome) => void; timer: NodeJS.Timeout };

/**
 * One function of the template, run from its bundled asset in its own Node.js process with exactly the
 * variables of its `AWS::Lambda::Function` resource plus what the Lambda runtime itself sets (region,
 * function name, credentials) and `AWS_ENDPOINT_URL`, which sends every AWS SDK call of the function to its
 * IAM-checking endpoint. Started on the first invocation (a cold start); an init error (e.g. a missing
 * variable) fails that invocation and the next one starts the process again, as Lambda does.
 */
export class LocalLambda {
  private child?: ChildProcess;
  private ready?: Promise<void>;
  private readonly pending = new Map<string, Pending>();
  private readonly log: WriteStream;

  constructor(
    readonly fn: ArtifactFunction,
    /** URL of the function's AWS endpoint (IAM check, then the emulators). */
    private readonly awsEndpoint: string,
    logDir: string,
    /** Variables this machine adds (`COGNITO_ENDPOINT` of a Lambda authorizer: the emulator's JWKS). */
    private readonly localEnv: Record<string, string> = {},
  ) {
    mkdirSync(logDir, { recursive: true });
    this.log = createWriteStream(join(logDir, `${fn.id}.log`), { flags: 'a' });
  }

  /** The process environment: the template's variables, then the runtime's own. */
  environment(): Record<string, string> {
    return {
      ...this.fn.env,
      AWS_REGION: LOCAL_REGION,
      AWS_DEFAULT_REGION: LOCAL_REGION,
      AWS_LAMBDA_FUNCTION_NAME: this.fn.id,
      AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
      AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '512',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_SESSION_TOKEN: 'local',
      LAMBDA_TASK_ROOT: this.fn.codeDir,
      _HANDLER: this.fn.handler,
      TZ: 'UTC',
      AWS_ENDPOINT_URL: this.awsEndpoint,
      // The template turns tracing on; this machine has no X-Ray daemon to send segments to.
      POWERTOOLS_TRACE_ENABLED: 'false',
      // The bundled SDK warns on every start that this machine's Node.js is older than Lambda's.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...this.localEnv,
    };
  }

  private start(): Promise<void> {
    const child = fork(HOST, [this.fn.codeDir, this.fn.handler], {
      // The runtime's Node.js major version, as Lambda runs the bundle (infra/artifacts/lambda-node.ts).
      execPath: lambdaNodeFor(this.fn.runtime),
      env: this.environment(),
      execArgv: [],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    this.child = child;
    child.stdout!.pipe(this.log, { end: false });
    child.stderr!.on('data', (d: Buffer) => {
      this.log.write(d);
      const text = d.toString();
      // Powertools warns on stderr when a request published no metric; CloudWatch shows it, the terminal need not.
      if (!text.startsWith('No application metrics to publish'))
        process.stderr.write(`[${this.fn.id}] ${text}`);
    });
    const ready = new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`${this.fn.id} failed to start (exit code ${code})`)));
      child.on(
        'message',
        (message: {
          ready?: true;
          id?: string;
          result?: unknown;
          error?: { errorType: string; errorMessage: string };
        }) => {
          if (message.ready) return resolve();
          const waiting = this.pending.get(message.id!);
          if (!waiting) return;
          this.pending.delete(message.id!);
          clearTimeout(waiting.timer);
          waiting.resolve(
            message.error ? { ok: false, error: message.error } : { ok: true, result: message.result },
          );
        },
      );
    });
    child.once('exit', (code) => {
      if (this.child === child) {
        this.child = undefined;
        this.ready = undefined;
      }
      for (const [id, waiting] of this.pending) {
        clearTimeout(waiting.timer);
        this.pending.delete(id);
        waiting.resolve({
          ok: false,
          error: { errorType: 'Runtime.ExitError', errorMessage: `Runtime exited with code ${code}` },
        });
      }
    });
    return ready;
  }

  /**
   * Starts the process ahead of the first invocation (a provisioned instance, so the first request does
   * not wait for a cold start). An init error is printed and the next invocation tries again.
   */
  async warm(): Promise<void> {
    this.ready ??= this.start();
    await this.ready.catch(() => {
      this.ready = undefined;
    });
  }

  /**
   * Runs the handler with `event`. Never throws: an init error, a thrown error or the function's timeout
   * comes back as `{ ok: false }` with Lambda's error type.
   */
  async invoke(event: unknown, requestId: string = randomUUID()): Promise<InvokeOutcome> {
    this.ready ??= this.start();
    try {
      await this.ready;
    } catch (error) {
      this.ready = undefined;
      return { ok: false, error: { errorType: 'Runtime.InitError', errorMessage: (error as Error).message } };
    }
    const child = this.child!;
    const deadline = Date.now() + this.fn.timeoutMs;
    return new Promise<InvokeOutcome>((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(requestId);
        resolve({
          ok: false,
          error: {
            errorType: 'Sandbox.Timedout',
            errorMessage: `Task timed out after ${this.fn.timeoutMs / 1000} seconds`,
          },
        });
        // Lambda ends the sandbox of a timed-out invocation.
        child.kill('SIGKILL');
      }, this.fn.timeoutMs);
      this.pending.set(requestId, { resolve, timer });
      child.send({
        id: requestId,
        event,
        context: {
          awsRequestId: requestId,
          functionName: this.fn.id,
          functionVersion: '$LATEST',
          invokedFunctionArn: this.fn.arn,
          memoryLimitInMB: '512',
          logGroupName: `/aws/lambda/${this.fn.id}`,
          logStreamName: 'local',
          deadline,
        },
      });
    });
  }

  /** Ends the process. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
    this.log.end();
  }
}
