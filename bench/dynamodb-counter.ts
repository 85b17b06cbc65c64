/**
 * A counting HTTP proxy in front of DynamoDB Local: the local stack's handlers are pointed at it
 * (`DYNAMODB_ENDPOINT`), so every DynamoDB call they make is counted as it happens, not estimated. A
 * "round" is a stretch of time with at least one call in flight: calls made together (Promise.all, a
 * transaction) are one round, calls that wait for each other are several.
 */
import { createServer, request, type Server } from 'node:http';

/** What one measured stretch made: calls by operation, sequential rounds, and read capacity. */
export interface RoundTrips {
  calls: number;
  rounds: number;
  operations: Record<string, number>;
  /** Read capacity units the reads consumed, as DynamoDB reports them (`ReturnConsumedCapacity`). */
  readUnits: number;
}

/** Reads whose consumed capacity the counter asks DynamoDB for while measuring. */
const READS = new Set(['Query', 'GetItem', 'BatchGetItem', 'TransactGetItems']);

/** Capacity units of a `ConsumedCapacity` answer (one object, or one per table for batches). */
function unitsOf(body: string): number {
  try {
    const consumed = (JSON.parse(body) as { ConsumedCapacity?: unknown }).ConsumedCapacity;
    const list = Array.isArray(consumed) ? consumed : consumed ? [consumed] : [];
    return list.reduce((sum: number, c: { CapacityUnits?: number }) => sum + (c.CapacityUnits ?? 0), 0);
  } catch {
    return 0;
  }
}

/** A running counter; `measure` runs `fn` and returns the DynamoDB calls made meanwhile. */
export interface DynamoDbCounter {
  url: string;
  measure(fn: () => Promise<unknown>): Promise<RoundTrips>;
  /** Stops counting the calls `ignored` names (a background poll): they are still forwarded. */
  ignore(ignored: IgnoredCall): void;
  stop(): Promise<void>;
}

/** Names a DynamoDB call (operation, JSON body) that is no measured request's. */
export type IgnoredCall = (operation: string, body: string) => boolean;

/**
 * The local stack's webhook runner polls its outbox every half second (`infra/local/webhook-runner.ts`):
 * its Query of the `due` queue, recognized by the queue's key. Call once the stack set the functions'
 * environment.
 */
export async function webhookOutboxPoll(): Promise<IgnoredCall> {
  const { db } = await import('../functions/data/service');
  const due = db.entities.webhookDelivery.query.byDue({ queue: 'due' }).params();
  const key = JSON.stringify((due.ExpressionAttributeValues as Record<string, unknown>)[':pk']);
  return (operation, body) => operation === 'Query' && body.includes(key);
}

/** Starts the proxy on `port`, forwarding to DynamoDB Local at `target`. */
export async function startDynamoDbCounter(port: number, target: string): Promise<DynamoDbCounter> {
  let ignore: IgnoredCall = () => false;
  const upstream = new URL(target);
  type Measuring = { operations: Record<string, number>; spans: [number, number][]; readUnits: number };
  let current: Measuring | undefined;
  const server: Server = createServer((req, res) => {
    const op = String(req.headers['x-amz-target'] ?? '').replace(/^DynamoDB_\d+\./, '') || 'other';
    const measuring = current;
    const start = performance.now();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forwardBody(Buffer.concat(chunks)));
    const forwardBody = (raw: Buffer) => {
      const counted = measuring && !ignore(op, raw.toString('utf8')) ? measuring : undefined;
      if (counted) {
        counted.operations[op] = (counted.operations[op] ?? 0) + 1;
        const span: [number, number] = [start, Infinity];
        counted.spans.push(span);
        // 'finish': the answer is handed to the socket, before the caller can read it and call again.
        res.on('finish', () => (span[1] = performance.now()));
      }
      let body = raw;
      // DynamoDB Local does not check request signatures: a measured read asks for its consumed capacity.
      if (counted && READS.has(op)) {
        body = Buffer.from(
          JSON.stringify({ ...JSON.parse(raw.toString('utf8')), ReturnConsumedCapacity: 'TOTAL' }),
        );
      }
      const forward = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, 'content-length': String(body.length) },
        },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          if (counted && READS.has(op)) {
            const answer: Buffer[] = [];
            up.on('data', (c: Buffer) => answer.push(c));
            up.on('end', () => (counted.readUnits += unitsOf(Buffer.concat(answer).toString('utf8'))));
          }
          up.pipe(res);
        },
      );
      forward.on('error', (error) => {
        res.writeHead(502);
        res.end(String(error));
      });
      forward.end(body);
    };
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    ignore: (ignored) => void (ignore = ignored),
    async measure(fn) {
      const measuring: Measuring = { operations: {}, spans: [], readUnits: 0 };
      current = measuring;
      try {
        await fn();
      } finally {
        current = undefined;
      }
      // Calls whose time in flight overlaps belong to one round.
      const spans = [...measuring.spans].sort((a, b) => a[0] - b[0]);
      let rounds = 0;
      let end = -Infinity;
      for (const [s0, s1] of spans) {
        if (s0 > end) rounds++;
        end = Math.max(end, s1);
      }
      return {
        calls: spans.length,
        rounds,
        operations: measuring.operations,
        readUnits: measuring.readUnits,
      };
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
