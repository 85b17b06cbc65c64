import {
  DeleteItemCommand,
  DynamoDBClient,
  ScanCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import { TABLE_KEYS } from '../../functions/data/table';

/** How often the runner sweeps expired items, ms. */
const SWEEP_MS = 60_000;

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

  constructor(private readonly options: LocalTtlSweeperOptions) {
    this.client = new DynamoDBClient({
      endpoint: options.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  }

  /** Sweeps every minute until {@link stop}. */
  start(): void {
    this.timer ??= setInterval(() => void this.sweep().catch(() => undefined), SWEEP_MS);
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
    this.running = this.running.catch(() => 0).then(() => this.sweepOnce());
    return this.running;
  }

  private async sweepOnce(): Promise<number> {
    const ttl = TABLE_KEYS.ttlAttribute;
    const now = String(Math.floor(this.options.now() / 1000));
    const removed: TtlRemovalRecord[] = [];
    let deleted = 0;
    let start: Record<string, AttributeValue> | undefined;
    do {
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
    } while (start);
    if (removed.length) await this.options.onSessionsRemoved({ Records: removed });
    return deleted;
  }
}
