import { Duration } from 'aws-cdk-lib';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ResourceFunction } from './function';
import { acknowledge, arnToken } from './nag';

/** Entry of the scoring worker, relative to the repository root. */
export const SCORING_WORKER_ENTRY = 'functions/scoring/worker.ts';

/** Properties of {@link Scoring}. */
export interface ScoringProps {
  /** Variables every function gets (`LOG_LEVEL`); the rest comes from the worker's capabilities. */
  environment: Record<string, string>;
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
    this.failures = new Queue(this, 'Failures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledge(
      this.failures,
      'AwsSolutions-SQS3',
      'This queue is itself the failure destination of the worker.',
    );
    acknowledge(
      this.failures,
      'Serverless-SQSRedrivePolicy',
      'This queue is itself the failure destination of the worker; nothing consumes it, so nothing is redriven.',
    );
    this.worker = new ResourceFunction(this, 'Worker', {
      entry: SCORING_WORKER_ENTRY,
      description: 'Hiring: scores a submitted session in the background',
      environment: props.environment,
      // Not behind API Gateway: a whole session is scored in one model call, which can take a minute.
      timeout: Duration.seconds(120),
      memorySize: 512,
    });
    acknowledge(
      this.worker.fn,
      'Serverless-LambdaDLQ',
      'Failed invokes go to the SQS on-failure destination below (EventInvokeConfig), which keeps the request and the error, unlike a DLQ.',
    );
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
