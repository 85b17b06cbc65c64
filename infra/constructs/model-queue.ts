import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { acknowledge } from './nag';

/**
 * A queue of model work (docs/decisions/0149-model-work-paced-by-the-quota.md) and its dead-letter queue:
 * both encrypted and TLS-only; the work queue's visibility timeout is six times the worker's timeout (AWS
 * Lambda developer guide, "Using Lambda with Amazon SQS"), messages are kept a day, and a message
 * delivered `maxReceiveCount` times moves to the dead-letter queue, kept 14 days, on which an alarm fires
 * (`Monitoring`, `failures` of the constructs that use this).
 */
export function modelQueue(
  scope: Construct,
  options: { of: string; workerTimeoutSeconds: number; maxReceiveCount: number },
): { queue: Queue; deadLetters: Queue } {
  const deadLetters = new Queue(scope, 'Failures', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  acknowledge(
    deadLetters,
    'AwsSolutions-SQS3',
    `This queue is itself the dead-letter queue of ${options.of}.`,
  );
  acknowledge(
    deadLetters,
    'Serverless-SQSRedrivePolicy',
    `This queue is itself the dead-letter queue of ${options.of}; an operator redrives it by hand.`,
  );
  const queue = new Queue(scope, 'Queue', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    visibilityTimeout: Duration.seconds(6 * options.workerTimeoutSeconds),
    retentionPeriod: Duration.days(1),
    deadLetterQueue: { queue: deadLetters, maxReceiveCount: options.maxReceiveCount },
  });
  return { queue, deadLetters };
}
