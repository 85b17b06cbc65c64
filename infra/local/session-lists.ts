import { DynamoDBDocumentClient, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { sessionListUpdate } from '../../functions/data/session-list-keys';

/**
 * Gives every session of a table kept under `.local/` from before `gsi5` or `gsi6` its keys there, right
 * after `ensureTable` added the index, so `npm start` lists read it at once (what `npm run
 * sessions:list-backfill` does to a deployed table, organization by organization). A Scan of the local
 * table by the local runner, never by a function.
 * @returns the sessions given their keys.
 */
export async function backfillLocalSessionLists(client: DynamoDBClient, tableName: string): Promise<number> {
  const documents = DynamoDBDocumentClient.from(client);
  let written = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: '#e = :session AND (attribute_not_exists(#g5pk) OR attribute_not_exists(#g6pk))',
        ExpressionAttributeNames: { '#e': '__edb_e__', '#g5pk': 'gsi5pk', '#g6pk': 'gsi6pk' },
        ExpressionAttributeValues: { ':session': 'session' },
        ExclusiveStartKey: start,
      }),
    );
    for (const raw of page.Items ?? []) {
      const update = sessionListUpdate(tableName, raw);
      if (!update) continue;
      await documents.send(new UpdateCommand(update));
      written++;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return written;
}
