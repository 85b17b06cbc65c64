import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { failureQueue } from './failure-queue';
import { ResourceFunction } from './function';
import { acknowledge } from './nag';

/** Entry of the retention function, relative to the repository root. */
export const RETENTION_WORKER_ENTRY = 'functions/retention/handler.ts';

/** Properties of {@link Retention}. */
export interface RetentionProps {
  /** Variables every function gets (`LOG_LEVEL`); the rest comes from the worker's capabilities. */
  environment: Record<string, string>;
  /** The product's table, with its stream of old images. */
  table: ITable;
}

/**
 * Retention (docs/decisions/0035-retention-by-ttl.md): DynamoDB TTL removes a session item at its
 * `purgeAt`; the table's stream, filtered to exactly those removals (by the DynamoDB service, of items of
 * the `session` entity), feeds the retention function, which deletes the session's answers, history and
 * result. Batches that still fail after the retries are recorded in an encrypted, TLS-only queue kept 14
 * days.
 */
export class Retention extends Construct {
  /** The retention function (`functions/retention/handler.ts`). */
  readonly worker: ResourceFunction;
  /** Stream batches that failed every retry (their shard positions, to delete by hand). */
  readonly failures: Queue;

  constructor(scope: Construct, id: string, props: RetentionProps) {
    super(scope, id);
    this.failures = failureQueue(this, 'the retention stream');
    this.worker = new ResourceFunction(this, 'Worker', {
      entry: RETENTION_WORKER_ENTRY,
      description: 'Hiring: deletes the answers, history and result of sessions past their retention',
      environment: props.environment,
      timeout: Duration.seconds(60),
      memorySize: 256,
    });
    acknowledge(
      this.worker.fn,
      'Serverless-LambdaDLQ',
      'Stream batches that fail every retry go to the on-failure destination of the event source mapping below, not to a DLQ of asynchronous invokes (the function is never invoked asynchronously).',
    );
    this.worker.fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 25,
        bisectBatchOnError: true,
        retryAttempts: 5,
        onFailure: new SqsDlq(this.failures),
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('REMOVE'),
            userIdentity: {
              type: FilterRule.isEqual('Service'),
              principalId: FilterRule.isEqual('dynamodb.amazonaws.com'),
            },
            dynamodb: { OldImage: { __edb_e__: { S: FilterRule.isEqual('session') } } },
          }),
        ],
      }),
    );
  }
}
