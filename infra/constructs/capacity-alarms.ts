import { Duration } from 'aws-cdk-lib';
import { ComparisonOperator, MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { ResourceFunction } from './function';
import type { Monitoring } from './monitoring';

const FIVE_MINUTES = Duration.minutes(5);

/** What {@link addCapacityAlarms} watches. */
export interface CapacityAlarmsProps {
  /** The table's name and its GSIs' names (throttles are counted per table and per index). */
  table: { tableName: string; indexNames: readonly string[] };
  /** The Bedrock model or inference profile id the functions call; none with the offline provider. */
  bedrockModelId?: string;
  /** Functions invoked asynchronously (Lambda's own queue), by name: their dropped events are watched. */
  asyncFunctions: Record<string, ResourceFunction>;
  /**
   * Dead-letter and on-failure queues not yet watched by the monitoring construct, by alarm name: any
   * message there is work that failed every retry.
   */
  failureQueues: Record<string, { queue: IQueue; description: string }>;
}

/**
 * Alarms on the limits a cohort reaches first (docs/architecture.md#operations): DynamoDB read and write
 * throttles of the table and of each GSI (AWS/DynamoDB `ReadThrottleEvents`, `WriteThrottleEvents`;
 * on-demand tables throttle too, at a partition's 3,000 reads / 1,000 writes a second or above twice the
 * previous peak), Bedrock throttles and client errors of the configured model (AWS/Bedrock
 * `InvocationThrottles`: the tokens- or requests-per-minute quota; `InvocationClientErrors`: access,
 * Marketplace subscription or model-id errors), events Lambda dropped from an asynchronous invoke's queue
 * (AWS/Lambda `AsyncEventsDropped`: too old or retried out without a destination), and messages in every
 * failure queue. Metric names: Amazon DynamoDB developer guide "DynamoDB metrics and dimensions", Amazon
 * Bedrock user guide "Monitor Amazon Bedrock with Amazon CloudWatch", AWS Lambda developer guide "Types of
 * metrics for Lambda functions".
 */
export function addCapacityAlarms(monitoring: Monitoring, props: CapacityAlarmsProps): void {
  const dynamo = (metricName: string, index?: string) =>
    new Metric({
      namespace: 'AWS/DynamoDB',
      metricName,
      statistic: 'Sum',
      period: FIVE_MINUTES,
      dimensionsMap: {
        TableName: props.table.tableName,
        ...(index ? { GlobalSecondaryIndexName: index } : {}),
      },
    });
  const throttles = (index?: string) =>
    new MathExpression({
      expression: 'reads + writes',
      usingMetrics: {
        reads: dynamo('ReadThrottleEvents', index),
        writes: dynamo('WriteThrottleEvents', index),
      },
      period: FIVE_MINUTES,
      label: `${index ?? 'table'} throttle events`,
    });
  monitoring.addAlarm(
    'TableThrottles',
    throttles(),
    1,
    'DynamoDB throttled reads or writes on the table: a hot partition (one organization or key written too often) or a sudden peak: see docs/architecture.md#operations.',
  );
  for (const index of props.table.indexNames) {
    monitoring.addAlarm(
      `TableThrottles-${index}`,
      throttles(index),
      1,
      `DynamoDB throttled writes into the index ${index} (its writes back-pressure the table's) or reads from it: a hot index key: see docs/architecture.md#operations.`,
    );
  }

  if (props.bedrockModelId) {
    const bedrock = (metricName: string) =>
      new Metric({
        namespace: 'AWS/Bedrock',
        metricName,
        statistic: 'Sum',
        period: FIVE_MINUTES,
        dimensionsMap: { ModelId: props.bedrockModelId! },
      });
    monitoring.addAlarm(
      'BedrockThrottles',
      bedrock('InvocationThrottles'),
      1,
      "Bedrock refused calls to the model for the account's tokens- or requests-per-minute quota: work waits and retries; request a quota increase if it persists (README, Deploy guide).",
    );
    monitoring.addAlarm(
      'BedrockClientErrors',
      bedrock('InvocationClientErrors'),
      1,
      "Bedrock answered the model's calls with a client error: access denied (model access or Marketplace subscription), a wrong model id or region, or a rejected request. Nothing is scored until it is fixed.",
    );
  }

  for (const [name, fn] of Object.entries(props.asyncFunctions)) {
    monitoring.addAlarm(
      `${name}-AsyncEventsDropped`,
      new Metric({
        namespace: 'AWS/Lambda',
        metricName: 'AsyncEventsDropped',
        statistic: 'Sum',
        period: FIVE_MINUTES,
        dimensionsMap: { FunctionName: fn.fn.functionName },
      }),
      1,
      `Lambda dropped asynchronous events of ${name} (too old, or retried out with no destination): that work never ran.`,
    );
  }

  for (const [name, { queue, description }] of Object.entries(props.failureQueues)) {
    monitoring.addAlarm(
      name,
      queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }),
      0,
      description,
      ComparisonOperator.GREATER_THAN_THRESHOLD,
    );
  }
}
