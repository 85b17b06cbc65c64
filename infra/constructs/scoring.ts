import { Duration } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { failureQueue } from './failure-queue';
import { ResourceFunction } from './function';
import { acknowledge, arnToken } from './nag';

/** Entry of the scoring worker, relative to the repository root. */
export const SCORING_WORKER_ENTRY = 'functions/scoring/worker.ts';

/** Lambda timeout of the scoring worker, seconds. */
export const SCORING_WORKER_TIMEOUT_SECONDS = 600;

/** Properties of {@link Scoring}. */
export interface ScoringProps {
  /** Variables every function gets (`LOG_LEVEL`); the rest comes from the worker's capabilities. */
  environment: Record<string, string>;
  /** Reserved concurrency of the worker (stack input `scoringReservedConcurrency`); 0 reserves none. */
  reservedConcurrency: number;
}

/**
 * Background scoring: the worker Lambda that functions declaring `startScoring` (sessions, applicant-session)
 * invoke asynchronously after an applicant submits. Lambda retries a failed invocation twice (the
 * worker is idempotent); an event that still fails lands in an encrypted, TLS-only SQS queue kept 14 days
 * for inspection, and "Check for completion" can run scoring again.
 */
export class Scoring extends Construct {
  /** The worker Lambda (`functions/scoring/worker.ts`), invoked with `{ sessionId }`. */
  readonly worker: ResourceFunction;
  /** Failed scoring events after all retries. */
  readonly failures: Queue;

  constructor(scope: Construct, id: string, props: ScoringProps) {
    super(scope, id);
    this.failures = failureQueue(this, 'the worker');
    this.worker = new ResourceFunction(this, 'Worker', {
      entry: SCORING_WORKER_ENTRY,
      description: 'Hiring: scores a submitted session in the background',
      environment: props.environment,
      // Not behind API Gateway: 30 questions × 3 samples are 90 model calls, 4 at a time. The worker's own
      // deadline ends a minute before this (`functions/scoring/worker.ts`), so a slow run is recorded.
      timeout: Duration.seconds(SCORING_WORKER_TIMEOUT_SECONDS),
      memorySize: 512,
    });
    acknowledge(
      this.worker.fn,
      'Serverless-LambdaDLQ',
      'Failed invokes go to the SQS on-failure destination below (EventInvokeConfig), which keeps the request and the error, unlike a DLQ.',
    );
    // At most this many sessions scored at once: a burst of submissions cannot take the account's whole
    // concurrency or Bedrock quota (the queued invocations wait and are retried by Lambda).
    if (props.reservedConcurrency > 0) {
      (this.worker.fn.node.defaultChild as CfnFunction).reservedConcurrentExecutions =
        props.reservedConcurrency;
    }
    this.worker.fn.configureAsyncInvoke({
      retryAttempts: 2,
      onFailure: new SqsDestination(this.failures),
    });
  }

  /**
   * Lets a function start scoring: `lambda:InvokeFunction` on the worker.
   * @returns the caller's scoring settings: the `lambda` queue and the worker's name.
   */
  allowInvokeFrom(caller: ResourceFunction): { SCORING_QUEUE: 'lambda'; SCORING_FUNCTION_NAME: string } {
    this.worker.fn.grantInvoke(caller.fn);
    acknowledge(
      caller,
      `AwsSolutions-IAM5[Resource::${arnToken(this.worker.fn)}:*]`,
      'grantInvoke adds <worker>:* for its versions and aliases: this one function only.',
    );
    return { SCORING_QUEUE: 'lambda', SCORING_FUNCTION_NAME: this.worker.fn.functionName };
  }
}
