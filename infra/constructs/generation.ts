import { Duration } from 'aws-cdk-lib';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { GENERATION_RETRIES } from '../../shared/generation';
import { failureQueue } from './failure-queue';
import { ResourceFunction } from './function';
import { acknowledge, arnToken } from './nag';

/** Entry of the generation worker, relative to the repository root. */
export const GENERATION_WORKER_ENTRY = 'functions/generation/worker.ts';

/**
 * Lambda timeout of the generation worker, seconds: a 30-question template is two or three model calls at
 * once plus a re-ask (docs/decisions/0050-model-limits-and-batches.md), each a few thousand output tokens,
 * a minute or more at the speed of the larger models; the worker's own deadline ends 30 s earlier.
 */
export const GENERATION_WORKER_TIMEOUT_SECONDS = 300;

/** Properties of {@link Generation}. */
export interface GenerationProps {
  /** Variables every function gets (`LOG_LEVEL`); the rest comes from the worker's capabilities. */
  environment: Record<string, string>;
}

/**
 * Background generation of interview templates (docs/architecture.md#ai): the worker Lambda that functions
 * declaring `startGeneration` invoke asynchronously, so writing the questions has no API Gateway deadline.
 * Lambda retries a failed invocation {@link GENERATION_RETRIES} times (the worker keeps the questions
 * already written); an event that still fails lands in an encrypted, TLS-only SQS queue kept 14 days, and
 * the template is `failed` for the manager to retry.
 */
export class Generation extends Construct {
  /** The worker Lambda (`functions/generation/worker.ts`), invoked with `{ orgId, interviewId }`. */
  readonly worker: ResourceFunction;
  /** Failed generation events after all retries. */
  readonly failures: Queue;

  constructor(scope: Construct, id: string, props: GenerationProps) {
    super(scope, id);
    this.failures = failureQueue(this, 'the generation worker');
    this.worker = new ResourceFunction(this, 'Worker', {
      entry: GENERATION_WORKER_ENTRY,
      description: 'Hiring: writes the questions of an interview template in the background',
      environment: props.environment,
      timeout: Duration.seconds(GENERATION_WORKER_TIMEOUT_SECONDS),
      memorySize: 512,
    });
    acknowledge(
      this.worker.fn,
      'Serverless-LambdaDLQ',
      'Failed invokes go to the SQS on-failure destination below (EventInvokeConfig), which keeps the request and the error, unlike a DLQ.',
    );
    this.worker.fn.configureAsyncInvoke({
      retryAttempts: GENERATION_RETRIES,
      onFailure: new SqsDestination(this.failures),
    });
  }

  /**
   * Lets a function start generation: `lambda:InvokeFunction` on the worker.
   * @returns the caller's generation settings: the `lambda` queue and the worker's name.
   */
  allowInvokeFrom(caller: ResourceFunction): {
    GENERATION_QUEUE: 'lambda';
    GENERATION_FUNCTION_NAME: string;
  } {
    this.worker.fn.grantInvoke(caller.fn);
    acknowledge(
      caller,
      `AwsSolutions-IAM5[Resource::${arnToken(this.worker.fn)}:*]`,
      'grantInvoke adds <worker>:* for its versions and aliases: this one function only.',
    );
    return { GENERATION_QUEUE: 'lambda', GENERATION_FUNCTION_NAME: this.worker.fn.functionName };
  }
}
