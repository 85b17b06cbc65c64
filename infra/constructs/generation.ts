import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { consumerConcurrency, GENERATION_MAX_RECEIVES } from '../../shared/model-queue';
import { GENERATION_WORKER_TIMEOUT_SECONDS } from '../../shared/generation';
import { ResourceFunction } from './function';
import { modelQueue } from './model-queue';
import { acknowledge } from './nag';

export { GENERATION_WORKER_TIMEOUT_SECONDS };

/** Entry of the generation worker, relative to the repository root. */
export const GENERATION_WORKER_ENTRY = 'functions/generation/worker.ts';

/** Properties of {@link Generation}. */
export interface GenerationProps {
  /** Variables every function gets (`LOG_LEVEL`); the rest comes from the worker's capabilities. */
  environment: Record<string, string>;
  /** The model's tokens-per-minute quota (stack input `aiTokensPerMinute`): sets the maximum concurrency. */
  tokensPerMinute: number;
}

/**
 * Background generation of interview templates (docs/architecture.md#ai) through a queue
 * (docs/decisions/0149-model-work-paced-by-the-quota.md): functions declaring `startGeneration` put
 * `{ orgId, interviewId }` on an encrypted, TLS-only SQS queue, consumed by the worker one message a batch
 * at a maximum concurrency set by the quota, so writing the questions has no API Gateway deadline and takes
 * its tokens from the same quota as scoring. A failed run is delivered again (the worker keeps the
 * questions already written; the template counts its runs and the last failed one leaves it `failed`);
 * after {@link GENERATION_MAX_RECEIVES} deliveries the message goes to the dead-letter queue (`failures`).
 */
export class Generation extends Construct {
  /** The worker Lambda (`functions/generation/worker.ts`), fed by {@link queue}. */
  readonly worker: ResourceFunction;
  /** The generation queue. */
  readonly queue: Queue;
  /** The dead-letter queue: generation messages after their last delivery. */
  readonly failures: Queue;

  constructor(scope: Construct, id: string, props: GenerationProps) {
    super(scope, id);
    const { queue, deadLetters } = modelQueue(this, {
      of: 'the generation queue',
      workerTimeoutSeconds: GENERATION_WORKER_TIMEOUT_SECONDS,
      maxReceiveCount: GENERATION_MAX_RECEIVES,
    });
    this.queue = queue;
    this.failures = deadLetters;
    this.worker = new ResourceFunction(this, 'Worker', {
      entry: GENERATION_WORKER_ENTRY,
      description: 'Hiring: writes the questions of interview templates from the generation queue',
      environment: props.environment,
      timeout: Duration.seconds(GENERATION_WORKER_TIMEOUT_SECONDS),
      memorySize: 512,
    });
    acknowledge(
      this.worker.fn,
      'Serverless-LambdaDLQ',
      'The worker is never invoked asynchronously: its queue has a dead-letter queue.',
    );
    this.worker.fn.addEventSource(
      new SqsEventSource(queue, {
        batchSize: 1,
        reportBatchItemFailures: true,
        maxConcurrency: consumerConcurrency(props.tokensPerMinute),
      }),
    );
    acknowledge(
      this.worker.fn,
      'Serverless-LambdaEventSourceMappingDestination',
      'The SQS mapping takes no on-failure destination (stream sources only); its messages go to the dead-letter queue of the redrive policy.',
    );
  }

  /**
   * Lets a function queue generation: `sqs:SendMessage` on the queue.
   * @returns the caller's generation settings: the `sqs` queue and its URL.
   */
  allowSendFrom(caller: ResourceFunction): { GENERATION_QUEUE: 'sqs'; GENERATION_QUEUE_URL: string } {
    this.queue.grantSendMessages(caller.fn);
    return { GENERATION_QUEUE: 'sqs', GENERATION_QUEUE_URL: this.queue.queueUrl };
  }
}
