import { createHash, randomUUID } from 'node:crypto';
import type { InvokeOutcome } from './lambda-runtime';

/**
 * Amazon SQS, as strict as the product uses it (standard queues):
 * - `SendMessageBatch`: 1 to 10 entries (`EmptyBatchRequest`, `TooManyEntriesInBatchRequest`), distinct
 *   ids of at most 80 letters, digits, `-` and `_` (`BatchEntryIdsNotDistinct`, `InvalidBatchEntryId`), a
 *   batch of at most 262,144 bytes (`BatchRequestTooLong`), `DelaySeconds` 0 to 900 per entry (refused
 *   entries are listed in `Failed`, code `InvalidParameterValue`) (Amazon SQS API reference,
 *   "SendMessageBatch" and "SendMessageBatchRequestEntry"); a message is invisible until its delay ends
 *   (Amazon SQS developer guide, "Amazon SQS message timers").
 * - Receiving: a received message stays invisible for the queue's `VisibilityTimeout` (default 30 s), then
 *   comes back unless deleted (developer guide, "Amazon SQS visibility timeout"); each receive counts, and
 *   a message received more than its redrive policy's `maxReceiveCount` times moves to the dead-letter
 *   queue (developer guide, "Using dead-letter queues in Amazon SQS"); messages older than
 *   `MessageRetentionPeriod` (default 4 days) are deleted.
 * - Lambda's event source mapping (AWS Lambda developer guide, "Using Lambda with Amazon SQS"): batches of
 *   up to `BatchSize` messages, at most `ScalingConfig.MaximumConcurrency` batches in flight ("Configuring
 *   maximum concurrency for Amazon SQS event sources"; one when the mapping sets none); a function error returns the whole batch to the queue; with
 *   `ReportBatchItemFailures`, only the `batchItemFailures` do, and a response naming an unknown message
 *   fails the whole batch ("Implementing partial batch responses").
 * Time is this emulator's own clock, which {@link LocalSqs.advance} moves forward (delays and visibility
 * timeouts then end sooner, as if that time had passed).
 */
export class LocalSqs {
  private readonly queues = new Map<string, QueueState>();
  private offsetMs = 0;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Set<Promise<unknown>>();

  /** @param queues - the template's queues by logical id. */
  constructor(queues: QueueSettings[]) {
    for (const q of queues) this.queues.set(q.id, { ...q, messages: [] });
  }

  /** This emulator's clock, epoch ms. */
  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** Moves this emulator's clock forward by `ms`. */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Messages a queue holds (visible or not), for tests and the runner's log. */
  depth(queueId: string): number {
    return this.queues.get(queueId)?.messages.length ?? 0;
  }

  /** Bodies of the messages of a queue. */
  bodies(queueId: string): string[] {
    return this.queues.get(queueId)?.messages.map((m) => m.body) ?? [];
  }

  /**
   * Serves one SQS JSON-protocol call that IAM allowed (`AmazonSQS.<operation>`).
   * @returns the HTTP answer, with SQS's error type for a refused request.
   */
  api(
    operation: string,
    body: Record<string, unknown>,
  ): { status: number; headers: Record<string, string>; body: string } {
    const queue = this.queues.get(
      String(body.QueueUrl ?? '')
        .split('/')
        .pop() ?? '',
    );
    if (!queue) return sqsError('QueueDoesNotExist', 'The specified queue does not exist.');
    if (operation !== 'SendMessageBatch')
      return sqsError('UnsupportedOperation', `${operation} is not served on this machine.`);
    const entries = Array.isArray(body.Entries) ? (body.Entries as Record<string, unknown>[]) : [];
    if (!entries.length)
      return sqsError(
        'EmptyBatchRequest',
        'There should be at least one SendMessageBatchRequestEntry in the request.',
      );
    if (entries.length > 10)
      return sqsError('TooManyEntriesInBatchRequest', 'Maximum number of entries per request are 10.');
    const ids = entries.map((e) => String(e.Id ?? ''));
    if (new Set(ids).size !== ids.length)
      return sqsError('BatchEntryIdsNotDistinct', 'Id must be distinct among batch entries.');
    if (ids.some((id) => !/^[A-Za-z0-9_-]{1,80}$/.test(id)))
      return sqsError(
        'InvalidBatchEntryId',
        'A batch entry id can only contain alphanumeric characters, hyphens and underscores. It can be at most 80 letters long.',
      );
    const size = entries.reduce((n, e) => n + Buffer.byteLength(String(e.MessageBody ?? '')), 0);
    if (size > 262_144)
      return sqsError(
        'BatchRequestTooLong',
        `Batch requests cannot be longer than 262144 bytes. You have sent ${size} bytes.`,
      );
    const Successful: Record<string, string>[] = [];
    const Failed: Record<string, unknown>[] = [];
    for (const entry of entries) {
      const delay = entry.DelaySeconds === undefined ? queue.delaySeconds : Number(entry.DelaySeconds);
      const text = String(entry.MessageBody ?? '');
      if (!Number.isInteger(delay) || delay < 0 || delay > 900 || !text) {
        Failed.push({
          Id: entry.Id,
          SenderFault: true,
          Code: 'InvalidParameterValue',
          Message: !text
            ? 'The request must contain the parameter MessageBody.'
            : `Value ${String(entry.DelaySeconds)} for parameter DelaySeconds is invalid. Reason: must be between 0 and 900, if provided.`,
        });
        continue;
      }
      const id = randomUUID();
      const now = this.now();
      queue.messages.push({ id, body: text, sentAt: now, visibleAt: now + delay * 1000, receives: 0 });
      Successful.push({
        Id: String(entry.Id),
        MessageId: id,
        MD5OfMessageBody: createHash('md5').update(text).digest('hex'),
      });
    }
    return {
      status: 200,
      headers: { 'content-type': 'application/x-amz-json-1.0' },
      body: JSON.stringify({ Successful, Failed }),
    };
  }

  /**
   * Runs an event source mapping: every 100 ms, while fewer than `maxConcurrency` (default 1) batches of
   * it are in flight, receives up to `batchSize` visible messages and hands them to `invoke` as an SQS
   * event.
   */
  poll(mapping: SqsMapping, invoke: (event: unknown) => Promise<InvokeOutcome>): void {
    let inFlight = 0;
    const timer = setInterval(() => {
      while (inFlight < (mapping.maxConcurrency ?? 1)) {
        const batch = this.receive(mapping.queueId, mapping.batchSize);
        if (!batch.length) return;
        inFlight += 1;
        const run = this.deliver(mapping, batch, invoke).finally(() => {
          inFlight -= 1;
          this.running.delete(run);
        });
        this.running.add(run);
      }
    }, 100);
    timer.unref();
    this.timers.push(timer);
  }

  /** Stops the mappings and waits for the batches in flight. */
  async stop(): Promise<void> {
    this.timers.forEach(clearInterval);
    await Promise.allSettled([...this.running]);
  }

  private receive(queueId: string, max: number): Message[] {
    const queue = this.queues.get(queueId)!;
    const now = this.now();
    queue.messages = queue.messages.filter((m) => now - m.sentAt < queue.retentionSeconds * 1000);
    const batch: Message[] = [];
    for (const message of [...queue.messages]) {
      if (batch.length >= max) break;
      if (message.visibleAt > now) continue;
      if (queue.redrive && message.receives >= queue.redrive.maxReceiveCount) {
        queue.messages.splice(queue.messages.indexOf(message), 1);
        this.queues
          .get(queue.redrive.deadLetterQueueId)
          ?.messages.push({ ...message, visibleAt: now, receives: 0 });
        continue;
      }
      message.receives += 1;
      message.visibleAt = now + queue.visibilityTimeoutSeconds * 1000;
      message.receipt = randomUUID();
      batch.push(message);
    }
    return batch;
  }

  private async deliver(
    mapping: SqsMapping,
    batch: Message[],
    invoke: (event: unknown) => Promise<InvokeOutcome>,
  ) {
    const queue = this.queues.get(mapping.queueId)!;
    const outcome = await invoke({
      Records: batch.map((m) => ({
        messageId: m.id,
        receiptHandle: m.receipt,
        body: m.body,
        attributes: { ApproximateReceiveCount: String(m.receives), SentTimestamp: String(m.sentAt) },
        messageAttributes: {},
        md5OfBody: createHash('md5').update(m.body).digest('hex'),
        eventSource: 'aws:sqs',
        eventSourceARN: mapping.queueArn,
        awsRegion: mapping.region,
      })),
    });
    if (!outcome.ok) return;
    let keep = new Set<string>();
    if (mapping.reportBatchItemFailures) {
      const failures =
        (outcome.result as { batchItemFailures?: { itemIdentifier?: unknown }[] } | null)
          ?.batchItemFailures ?? [];
      const named = failures.map((f) => String(f.itemIdentifier ?? ''));
      // An identifier of no message of the batch fails the whole batch.
      if (named.some((id) => !batch.some((m) => m.id === id))) return;
      keep = new Set(named);
    }
    const done = new Set(batch.filter((m) => !keep.has(m.id)).map((m) => m.receipt));
    queue.messages = queue.messages.filter((m) => !done.has(m.receipt));
  }
}

/** A queue of the template. */
export interface QueueSettings {
  id: string;
  visibilityTimeoutSeconds: number;
  retentionSeconds: number;
  delaySeconds: number;
  redrive?: { deadLetterQueueId: string; maxReceiveCount: number };
}

/** An event source mapping from a queue to a function. */
export interface SqsMapping {
  queueId: string;
  queueArn: string;
  region: string;
  batchSize: number;
  /** Batches in flight at once (`ScalingConfig.MaximumConcurrency`); 1 when the mapping sets none. */
  maxConcurrency?: number;
  reportBatchItemFailures: boolean;
}

interface Message {
  id: string;
  body: string;
  sentAt: number;
  visibleAt: number;
  receives: number;
  receipt?: string;
}

type QueueState = QueueSettings & { messages: Message[] };

function sqsError(code: string, message: string) {
  return {
    status: 400,
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amzn-query-error': `AWS.SimpleQueueService.${code};Sender`,
    },
    body: JSON.stringify({ __type: `com.amazonaws.sqs#${code}`, message }),
  };
}
