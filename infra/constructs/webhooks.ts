import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { DELIVERY_KEY_PREFIXES } from '../../functions/webhooks/keys';
import { ResourceFunction } from './function';
import { acknowledge } from './nag';

/** Entry of the webhook worker, relative to the repository root. */
export const WEBHOOK_WORKER_ENTRY = 'functions/webhooks/handler.ts';

/** Lambda timeout of the webhook worker, seconds: one try waits at most 15 s for a receiver. */
export const WEBHOOK_WORKER_TIMEOUT_SECONDS = 30;

/**
 * Receives of one message before SQS moves it to the dead-letter queue (the queue's redrive policy). A
 * message comes back only when the worker failed on it (a table or SQS error), not when a receiver failed:
 * a receiver's failure is the next, delayed message.
 */
export const WEBHOOK_MAX_RECEIVES = 5;

/** Properties of {@link Webhooks}. */
export interface WebhooksProps {
  /** Variables every function gets (`LOG_LEVEL`); the rest comes from the worker's capabilities. */
  environment: Record<string, string>;
  /** The product's table, with its stream. */
  table: ITable;
}

/**
 * Webhook delivery in the cloud (docs/decisions/0124-webhook-delivery-queue.md): the table's stream,
 * filtered by DynamoDB to new delivery items, feeds the worker, which queues each on an encrypted, TLS-only
 * SQS queue; the same worker reads the queue, tries the delivery and queues the next try with a delay (at
 * most 900 s a message). A message the worker fails on 5 times, and a stream batch that fails every retry,
 * go to the dead-letter queue, kept 14 days, on which an alarm fires (`Monitoring`).
 */
export class Webhooks extends Construct {
  /** The webhook worker (`functions/webhooks/handler.ts`). */
  readonly worker: ResourceFunction;
  /** The queue of tries. */
  readonly queue: Queue;
  /** What the worker failed on: messages after 5 receives, and stream batches after every retry. */
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: WebhooksProps) {
    super(scope, id);
    this.deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledge(
      this.deadLetters,
      'AwsSolutions-SQS3',
      'This queue is itself the dead-letter queue of the webhook queue.',
    );
    acknowledge(
      this.deadLetters,
      'Serverless-SQSRedrivePolicy',
      'This queue is itself the dead-letter queue of the webhook queue; an operator redrives it by hand.',
    );
    this.queue = new Queue(this, 'Tries', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // At least six times the function timeout (AWS Lambda developer guide, "Using Lambda with Amazon SQS").
      visibilityTimeout: Duration.seconds(6 * WEBHOOK_WORKER_TIMEOUT_SECONDS),
      retentionPeriod: Duration.days(1),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: WEBHOOK_MAX_RECEIVES },
    });
    this.worker = new ResourceFunction(this, 'Worker', {
      entry: WEBHOOK_WORKER_ENTRY,
      description: 'Hiring: sends signed webhook deliveries and queues their retries',
      environment: props.environment,
      timeout: Duration.seconds(WEBHOOK_WORKER_TIMEOUT_SECONDS),
      memorySize: 256,
    });
    acknowledge(
      this.worker.fn,
      'Serverless-LambdaDLQ',
      'The worker is never invoked asynchronously: its queue has a dead-letter queue, its stream mapping an on-failure destination.',
    );
    this.worker.fn.addEventSource(
      new SqsEventSource(this.queue, { batchSize: 10, reportBatchItemFailures: true, maxConcurrency: 5 }),
    );
    acknowledge(
      this.worker.fn,
      'Serverless-LambdaEventSourceMappingDestination',
      'The SQS mapping takes no on-failure destination (stream sources only); its messages go to the dead-letter queue of the redrive policy above.',
    );
    this.worker.fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        bisectBatchOnError: true,
        retryAttempts: 5,
        onFailure: new SqsDlq(this.deadLetters),
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { Keys: { sk: { S: FilterRule.beginsWith(DELIVERY_KEY_PREFIXES.sort) } } },
          }),
        ],
      }),
    );
  }

  /**
   * Lets a function queue webhook tries: `sqs:SendMessage` on the queue.
   * @returns the caller's `WEBHOOK_QUEUE_URL`.
   */
  allowSendFrom(fn: ResourceFunction): { WEBHOOK_QUEUE_URL: string } {
    this.queue.grantSendMessages(fn.fn);
    return { WEBHOOK_QUEUE_URL: this.queue.queueUrl };
  }
}
