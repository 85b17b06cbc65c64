import type { InvokeOutcome } from './lambda-runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of DynamoDB's JSON API
type StreamsAnswer = Record<string, any>;

/** A function the stream feeds, as its event source mapping says. */
export interface StreamSubscriber {
  batchSize: number;
  /** Retries of a failed batch before it is given up (logged, as the on-failure destination gets it). */
  retries: number;
  /** The mapping's filter (records that match no pattern never reach the function). */
  accepts: (record: unknown) => boolean;
  invoke: (event: unknown) => Promise<InvokeOutcome>;
}

/**
 * The table's DynamoDB stream on this machine: DynamoDB Local's own stream (DynamoDB Streams API), turned
 * on with the view type of the template's table (old images) when the table lacks it, read from the trim
 * horizon of each shard every 250 ms. Each record goes, in order, to the subscribers whose filter it
 * matches, in batches of their size; a failed batch is retried, then given up and logged.
 */
export class TableStream {
  private readonly subscribers: StreamSubscriber[] = [];
  private readonly iterators = new Map<string, string | null>();
  private streamArn?: string;
  private timer?: NodeJS.Timeout;
  private pass?: Promise<void>;

  constructor(
    private readonly endpoint: string,
    private readonly tableName: string,
  ) {}

  subscribe(subscriber: StreamSubscriber): void {
    this.subscribers.push(subscriber);
  }

  start(): void {
    if (!this.subscribers.length) return;
    this.timer = setInterval(() => {
      if (this.pass) return;
      this.pass = this.read()
        .catch((error: unknown) => console.error('Reading the table stream failed', error))
        .finally(() => (this.pass = undefined));
    }, 250);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.pass;
  }

  private async call(target: string, body: unknown): Promise<StreamsAnswer> {
    const response = await fetch(this.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': target,
        authorization:
          'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
      },
      body: JSON.stringify(body),
    });
    const out = (await response.json()) as StreamsAnswer;
    if (!response.ok) throw new Error(`${target}: ${JSON.stringify(out)}`);
    return out;
  }

  private async read(): Promise<void> {
    if (!this.streamArn) {
      const { Table } = await this.call('DynamoDB_20120810.DescribeTable', { TableName: this.tableName });
      if (!Table.LatestStreamArn || !Table.StreamSpecification?.StreamEnabled) {
        await this.call('DynamoDB_20120810.UpdateTable', {
          TableName: this.tableName,
          StreamSpecification: { StreamEnabled: true, StreamViewType: 'OLD_IMAGE' },
        });
        return;
      }
      this.streamArn = String(Table.LatestStreamArn);
    }
    const { StreamDescription } = await this.call('DynamoDBStreams_20120810.DescribeStream', {
      StreamArn: this.streamArn,
    });
    for (const shard of StreamDescription.Shards as { ShardId: string }[]) {
      if (this.iterators.has(shard.ShardId)) continue;
      const { ShardIterator } = await this.call('DynamoDBStreams_20120810.GetShardIterator', {
        StreamArn: this.streamArn,
        ShardId: shard.ShardId,
        ShardIteratorType: 'TRIM_HORIZON',
      });
      this.iterators.set(shard.ShardId, ShardIterator as string);
    }
    for (const [shard, iterator] of this.iterators) {
      if (!iterator) continue;
      const { Records, NextShardIterator } = await this.call('DynamoDBStreams_20120810.GetRecords', {
        ShardIterator: iterator,
        Limit: 1000,
      });
      this.iterators.set(shard, (NextShardIterator as string | undefined) ?? null);
      const records = (Records as Record<string, unknown>[]).map((r) => ({
        ...r,
        eventSourceARN: this.streamArn,
      }));
      for (const subscriber of this.subscribers) await this.feed(subscriber, records);
    }
  }

  private async feed(subscriber: StreamSubscriber, records: unknown[]): Promise<void> {
    const mine = records.filter(subscriber.accepts);
    for (let i = 0; i < mine.length; i += subscriber.batchSize) {
      const event = { Records: mine.slice(i, i + subscriber.batchSize) };
      let outcome: InvokeOutcome | undefined;
      for (let attempt = 0; attempt <= subscriber.retries && !outcome?.ok; attempt++) {
        if (attempt) await new Promise((r) => setTimeout(r, 1_000));
        outcome = await subscriber.invoke(event);
      }
      if (!outcome?.ok) console.error('A stream batch failed every retry', outcome?.error);
    }
  }
}
