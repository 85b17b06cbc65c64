import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { acknowledge } from './nag';

/**
 * An encrypted, TLS-only SQS queue that keeps what failed every retry for 14 days (SQS's longest
 * retention), for an operator to inspect; nothing consumes it, so it has no dead-letter queue or redrive
 * policy of its own (both cdk-nag findings acknowledged).
 * @param of - what fails into it, for the acknowledgements ("the worker", "the retention stream").
 */
export function failureQueue(scope: Construct, of: string): Queue {
  const queue = new Queue(scope, 'Failures', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  acknowledge(queue, 'AwsSolutions-SQS3', `This queue is itself the failure destination of ${of}.`);
  acknowledge(
    queue,
    'Serverless-SQSRedrivePolicy',
    `This queue is itself the failure destination of ${of}; nothing consumes it, so nothing is redriven.`,
  );
  return queue;
}
