import { Duration } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  consumerConcurrency,
  SCORING_MAX_RECEIVES,
  SCORING_WORKER_TIMEOUT_SECONDS,
} from '../../shared/model-queue';
import { ResourceFunction } from './function';
import { modelQueue } from './model-queue';
import { acknowledge } from './nag';

export { SCORING_WORKER_TIMEOUT_SECONDS };

/** Entry of the scoring worker, relative to the repository root. */
export const SCORING_WORKER_ENTRY = 'functions/scoring/worker.ts';

/** Properties of {@link Scoring}. */
export interface ScoringProps {
  /** Variables every function gets (`LOG_LEVEL`); the rest comes from the worker's capabilities. */
  environment: Record<string, string>;
  /** Reserved concurrency of the worker (stack input `scoringReservedConcurrency`); 0 reserves none. */
  reservedConcurrency: number;
  /** The model's tokens-per-minute quota (stack input `aiTokensPerMinute`): sets the maximum concurrency. */
  tokensPerMinute: number;
}

/**
 * Background scoring through a queue sized to the model's quota (docs/decisions/0149-model-work-paced-by-the-quota.md):
 * functions declaring `startScoring` (sessions, applicant-session) put `{ sessionId }` on an encrypted,
 * TLS-only SQS queue; the worker Lambda consumes it one message a batch, at most
 * `consumerConcurrency(tokensPerMinute)` at once, and every model call takes its tokens from the shared
 * quota first. A throttled run is put back with a delay; a run that fails is delivered again, and after
 * {@link SCORING_MAX_RECEIVES} deliveries goes to the dead-letter queue (`failures`, kept 14 days, alarmed
 * by `Monitoring`).
 */
export class Scoring extends Construct {
  /** The worker Lambda (`functions/scoring/worker.ts`), fed by {@link queue}. */
  readonly worker: ResourceFunction;
  /** The scoring queue. */
  readonly queue: Queue;
  /** The dead-letter queue: scoring messages after their last delivery. */
  readonly failures: Queue;
  /** Workers at once: the event source mapping's maximum concurrency. */
  readonly maxConcurrency: number;

  constructor(scope: Construct, id: string, props: ScoringProps) {
    super(scope, id);
    const { queue, deadLetters } = modelQueue(this, {
      of: 'the scoring queue',
      workerTimeoutSeconds: SCORING_WORKER_TIMEOUT_SECONDS,
      maxReceiveCount: SCORING_MAX_RECEIVES,
    });
    this.queue = queue;
    this.failures = deadLetters;
    this.worker = new ResourceFunction(this, 'Worker', {
      entry: SCORING_WORKER_ENTRY,
      description: 'Hiring: scores submitted sessions from the scoring queue',
      environment: props.environment,
      // Not behind API Gateway: 30 questions × 3 samples are 90 model calls, 4 at a time. The worker's own
      // deadline ends a minute before this (`functions/scoring/worker.ts`), so a slow run is recorded.
      timeout: Duration.seconds(SCORING_WORKER_TIMEOUT_SECONDS),
      memorySize: 512,
    });
    acknowledge(
      this.worker.fn,
      'Serverless-LambdaDLQ',
      'The worker is never invoked asynchronously: its queue has a dead-letter queue.',
    );
    if (props.reservedConcurrency > 0) {
      (this.worker.fn.node.defaultChild as CfnFunction).reservedConcurrentExecutions =
        props.reservedConcurrency;
    }
    this.maxConcurrency = consumerConcurrency(props.tokensPerMinute);
    this.worker.fn.addEventSource(
      new SqsEventSource(queue, {
        batchSize: 1,
        reportBatchItemFailures: true,
        maxConcurrency: this.maxConcurrency,
      }),
    );
    acknowledge(
      this.worker.fn,
      'Serverless-LambdaEventSourceMappingDestination',
      'The SQS mapping takes no on-failure destination (stream sources only); its messages go to the dead-letter queue of the redrive policy.',
    );
  }

  /**
   * Lets a function queue scoring: `sqs:SendMessage` on the queue.
   * @returns the caller's scoring settings: the `sqs` queue and its URL.
   */
  allowSendFrom(caller: ResourceFunction): { SCORING_QUEUE: 'sqs'; SCORING_QUEUE_URL: string } {
    this.queue.grantSendMessages(caller.fn);
    return { SCORING_QUEUE: 'sqs', SCORING_QUEUE_URL: this.queue.queueUrl };
  }
}
