import {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  IdempotencyValidationError,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { Context } from 'aws-lambda';
import type { IdempotencyPolicy } from '../../shared/route-def';
import { config } from '../config';
import { dynamoDb } from '../data/client';
import { TABLE_KEYS } from '../data/table';
import type { HttpEvent } from './auth';
import { ApiError, Conflict } from '../errors/errors';

/** Longest `Idempotency-Key` kept; a longer one is cut to this many characters. */
const MAX_KEY_LENGTH = 200;

/** Separates the owner from the hash in a record's idempotency key (ids never hold it). */
const OWNER_MARK = '@';

/**
 * Powertools' DynamoDB persistence with one partition per owner instead of one per route: a record of
 * `saveAnswer` for session S lives at `pk = idempotency#saveAnswer#S`, `sk = saveAnswer#<hash>@S`. The
 * owner is the value of the route's first scope field (`sessionId` for SaveAnswer), so records spread over
 * as many partitions as there are sessions, where one static partition key for every tenant held them all
 * to one partition's 1,000 writes a second (Amazon DynamoDB developer guide, "Partitions and data
 * distribution"; docs/capacity.md#partitions).
 */
class OwnedRecords extends DynamoDBPersistenceLayer {
  constructor(
    options: ConstructorParameters<typeof DynamoDBPersistenceLayer>[0],
    private readonly route: string,
    private readonly ownerField: string,
  ) {
    super(options);
  }

  /** The hashed key of Powertools, with the request's owner after it. */
  protected override getHashedIdempotencyKey(data: unknown): string {
    const hashed = super.getHashedIdempotencyKey(data as never);
    const owner = (data as Record<string, unknown> | null)?.[this.ownerField];
    return typeof owner === 'string' && owner && !owner.includes(OWNER_MARK)
      ? `${hashed}${OWNER_MARK}${owner}`
      : hashed;
  }

  /** The record's key: the owner's partition, the whole idempotency key as sort key. */
  protected override getKey(idempotencyKey: string): Record<string, AttributeValue> {
    const at = idempotencyKey.lastIndexOf(OWNER_MARK);
    const owner = at >= 0 ? idempotencyKey.slice(at + 1) : '';
    return {
      [TABLE_KEYS.partitionKey]: { S: `idempotency#${this.route}${owner ? `#${owner}` : ''}` },
      [TABLE_KEYS.sortKey]: { S: idempotencyKey },
    };
  }
}

/** Runs a route's function once per `Idempotency-Key`; see {@link idempotentRoute}. */
export type IdempotentRun = <T>(
  event: HttpEvent,
  context: Context,
  body: Record<string, unknown>,
  run: () => Promise<T>,
) => Promise<T>;

/**
 * The idempotency policy of one route (`idempotency` of its route definition), done by Powertools
 * idempotency: records live in the one table, one partition per owner (`idempotency#<route>#<value of
 * the first scope field>`, the session for SaveAnswer; {@link OwnedRecords}), removed by TTL.
 * A request with an `Idempotency-Key` header runs `run` once per key and `policy.scope` fields; a retry
 * gets the first answer again without running it. The in-progress record is written as soon as the
 * request arrives, beside the route's access check and reads (one DynamoDB round), and deleted when
 * `run` fails. A request without the header runs `run` as it is.
 * @throws Conflict (409) while the first request with the key is still running; ApiError
 *   `IdempotencyKeyReused` (422) when the key was used with another `policy.payload`; what `run` throws.
 */
export function idempotentRoute(routeName: string, policy: IdempotencyPolicy): IdempotentRun {
  const persistenceStore = new OwnedRecords(
    {
      tableName: config().TABLE_NAME,
      awsSdkV3Client: dynamoDb,
      keyAttr: TABLE_KEYS.partitionKey,
      sortKeyAttr: TABLE_KEYS.sortKey,
      expiryAttr: TABLE_KEYS.ttlAttribute,
    },
    routeName,
    policy.scope[0]!,
  );
  const settings = new IdempotencyConfig({
    eventKeyJmesPath: `[${[...policy.scope, 'idempotencyKey'].join(', ')}]`,
    payloadValidationJmesPath: policy.payload,
    expiresAfterSeconds: policy.expiresAfterSeconds,
  });
  const once = makeIdempotent((_request: Record<string, unknown>, run: () => Promise<unknown>) => run(), {
    persistenceStore,
    config: settings,
    keyPrefix: routeName,
    dataIndexArgument: 0,
  });
  return async <T>(
    event: HttpEvent,
    context: Context,
    body: Record<string, unknown>,
    run: () => Promise<T>,
  ): Promise<T> => {
    const key = event.headers?.['idempotency-key'];
    if (!key) return run();
    if (typeof context?.getRemainingTimeInMillis === 'function') settings.registerLambdaContext(context);
    const request: Record<string, unknown> = { idempotencyKey: key.slice(0, MAX_KEY_LENGTH) };
    for (const field of [...policy.scope, policy.payload]) request[field] = body[field];
    try {
      return (await once(request, run)) as T;
    } catch (error) {
      if (error instanceof IdempotencyAlreadyInProgressError)
        throw new Conflict('This request is still being processed. Try again in a moment.');
      if (error instanceof IdempotencyValidationError)
        throw new ApiError(
          'IdempotencyKeyReused',
          'This Idempotency-Key was already used with different content. Send a new key for new content.',
          { 'headers.idempotency-key': ['Already used with different content'] },
        );
      throw (error as { cause?: unknown }).cause ?? error;
    }
  };
}
