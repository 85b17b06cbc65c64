import {
  DeleteItemCommand,
  DynamoDBClient,
  ScanCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import { TABLE_KEYS } from '../../functions/data/table';

/** How often the runner sweeps expired items, ms. */
const SWEEP_MS = 60_000;
/**
 * Items a timed sweep's Scan page reads. While DynamoDB Local reads a 1 MB page, other requests wait (a
 * ListTables took 2-4 s during a sweep of 250,000 items): small pages let the API's requests in between.
 */
const PACED_PAGE_ITEMS = 200;

/** A DynamoDB stream record of a removal by TTL, as the retention function receives it. */
export interface TtlRemovalRecord {
  eventName: 'REMOVE';
  userIdentity: { type: 'Service'; principalId: 'dynamodb.amazonaws.com' };
  dynamodb: { Keys: Record<string, AttributeValue>; OldImage: Record<string, AttributeValue> };
}

/** Options of {@link LocalTtlSweeper}. */
export interface LocalTtlSweeperOptions {
  /** DynamoDB Local's URL. */
  endpoint: string;
  tableName: string;
  /** Epoch ms now: the runner's clock (`functions/clock.ts`), or the system's. */
  now: () => number;
  /**
   * Receives the removed session items as the table's filtered stream would hand them to the retention
   * function (`npm start` calls it in-process, `npm run start:artifacts` invokes the synthesized one).
   */
  onSessionsRemoved: (event: { Records: TtlRemovalRecord[] }) => Promise<unknown>;
}

/**
 * The local runner's stand-in for DynamoDB TTL, which DynamoDB Local does not perform reliably
 * (docs/decisions/0035-retention-by-ttl.md): every minute, and when the runner's clock moves, it deletes
 * the items whose numeric `expiresAt` is past, each with a condition that it is still expired, and passes
 * the removed session items on as stream records. It scans the table as the TTL process does; this is
 * tooling of this machine, never product code.
 */
export class LocalTtlSweeper {
  private readonly client: DynamoDBClient;
  private timer?: NodeJS.Timeout;
  private running: Promise<number> = Promise.resolve(0);
  /** A timed sweep is running or waiting for the one before it. */
  private sweeping = false;

  constructor(private readonly options: LocalTtlSweeperOptions) {
    this.client = new DynamoDBClient({
      endpoint: options.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  }

  /**
   * Sweeps every minute until {@link stop}: a minute that finds a sweep still running skips its turn, and
   * these sweeps read small Scan pages and pause after each as long as it took, so DynamoDB Local keeps
   * answering the API while a large table (10,000 applicants and their search entries) is swept.
   */
  start(): void {
    this.timer ??= setInterval(() => {
      if (this.sweeping) return;
      this.sweeping = true;
      this.running = this.running
        .catch(() => 0)
        .then(() => this.sweepOnce(true))
        .catch(() => 0)
        .finally(() => (this.sweeping = false));
    }, SWEEP_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * Deletes every expired item now; concurrent calls wait for the sweep in progress.
   * @returns how many items were deleted.
   */
  sweep(): Promise<number> {
    this.running = this.running.catch(() => 0).then(() => this.sweepOnce(false));
    return this.running;
  }

  /** @param paced - small Scan pages, each followed by a pause as long as it took (the timed sweeps). */
  private async sweepOnce(paced: boolean): Promise<number> {
    const ttl = TABLE_KEYS.ttlAttribute;
    const now = String(Math.floor(this.options.now() / 1000));
    const removed: TtlRemovalRecord[] = [];
    let deleted = 0;
    let start: Record<string, AttributeValue> | undefined;
    do {
      const pageStart = performance.now();
      const page = await this.client.send(
        new ScanCommand({
          TableName: this.options.tableName,
          FilterExpression: 'attribute_type(#ttl, :n) AND #ttl <= :now',
          ProjectionExpression: '#pk, #sk',
          ExpressionAttributeNames: {
            '#ttl': ttl,
            '#pk': TABLE_KEYS.partitionKey,
            '#sk': TABLE_KEYS.sortKey,
          },
          ExpressionAttributeValues: { ':n': { S: 'N' }, ':now': { N: now } },
          ExclusiveStartKey: start,
          ...(paced ? { Limit: PACED_PAGE_ITEMS } : {}),
        }),
      );
      for (const key of page.Items ?? []) {
        const old = await this.client
          .send(
            new DeleteItemCommand({
              TableName: this.options.tableName,
              Key: key,
              ConditionExpression: '#ttl <= :now',
              ExpressionAttributeNames: { '#ttl': ttl },
              ExpressionAttributeValues: { ':now': { N: now } },
              ReturnValues: 'ALL_OLD',
            }),
          )
          .then((out) => out.Attributes)
          .catch((error: { name?: string }) => {
            // Changed since the scan (a later expiry was written): not expired any more.
            if (error.name === 'ConditionalCheckFailedException') return undefined;
            throw error;
          });
        if (!old) continue;
        deleted++;
        if (old.__edb_e__?.S === 'session')
          removed.push({
            eventName: 'REMOVE',
            userIdentity: { type: 'Service', principalId: 'dynamodb.amazonaws.com' },
            dynamodb: { Keys: key, OldImage: old },
          });
      }
      start = page.LastEvaluatedKey;
      if (paced && start) await new Promise((resolve) => setTimeout(resolve, performance.now() - pageStart));
    } while (start);
    if (removed.length) await this.options.onSessionsRemoved({ Records: removed });
    return deleted;
  }
}
