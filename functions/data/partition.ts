import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { documentClient } from './client';
import { TABLE_KEYS } from './table';

/**
 * Whole partitions of the one table, whatever entities their items belong to: a session's partition holds
 * the session and every part of it (answers and their versions, history, result, and any kind added
 * later), so erasure and retention delete it completely by reading its keys, not entity by entity.
 */

/** The primary key of one item of the table (`TABLE_KEYS`). */
export interface ItemKey {
  pk: string;
  sk: string;
}

/** Items of one BatchWriteItem (DynamoDB's limit). */
const BATCH_ITEMS = 25;
/** Batches sent side by side. */
const BATCHES_AT_ONCE = 8;
/** Tries of a batch's unprocessed items (throttling), waiting 50, 100 ms between them. */
const BATCH_TRIES = 3;

/**
 * The keys of every item in the partition `pk`, every 1 MB page of it (one Query each), keys only.
 * @param pk - the partition key's stored value, as ElectroDB writes it (e.g. from an entity's `params()`).
 */
export async function partitionKeys(pk: string): Promise<ItemKey[]> {
  const { partitionKey, sortKey } = TABLE_KEYS;
  const keys: ItemKey[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: config().TABLE_NAME,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': partitionKey, '#sk': sortKey },
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: '#pk, #sk',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) keys.push({ pk: item[partitionKey], sk: item[sortKey] });
    start = page.LastEvaluatedKey;
  } while (start);
  return keys;
}

/**
 * Deletes items by key: batches of {@link BATCH_ITEMS}, {@link BATCHES_AT_ONCE} at a time (one round up to
 * 200 items), each batch's unprocessed items tried again up to {@link BATCH_TRIES} times in all.
 * @returns the keys still not deleted (the caller fails and is retried).
 */
export async function deleteKeys(keys: readonly ItemKey[]): Promise<ItemKey[]> {
  const batches: ItemKey[][] = [];
  for (let i = 0; i < keys.length; i += BATCH_ITEMS) batches.push(keys.slice(i, i + BATCH_ITEMS));
  const left: ItemKey[] = [];
  for (let i = 0; i < batches.length; i += BATCHES_AT_ONCE) {
    const wave = await Promise.all(batches.slice(i, i + BATCHES_AT_ONCE).map(deleteBatch));
    left.push(...wave.flat());
  }
  return left;
}

async function deleteBatch(batch: ItemKey[]): Promise<ItemKey[]> {
  const table = config().TABLE_NAME;
  let pending = batch;
  for (let attempt = 0; attempt < BATCH_TRIES && pending.length; attempt++) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** (attempt - 1)));
    const answer = await documentClient.send(
      new BatchWriteCommand({
        RequestItems: { [table]: pending.map((Key) => ({ DeleteRequest: { Key } })) },
      }),
    );
    pending = (answer.UnprocessedItems?.[table] ?? []).map((r) => r.DeleteRequest!.Key as ItemKey);
  }
  return pending;
}
