import type { UpdateCommandInput } from '@aws-sdk/lib-dynamodb';

/** An item as DynamoDB stores it. */
type Raw = Record<string, unknown>;

/**
 * The write that puts one stored session (as DynamoDB returned it) into `gsi5`: its `gsi5` keys are its
 * `gsi1` keys (the same composite, organization then session id, so ElectroDB formats them alike), and
 * `questionCount` counts its `questions`. Null for an item that is not a session or already has them.
 */
export function sessionListUpdate(tableName: string, raw: Raw): UpdateCommandInput | null {
  if (raw.__edb_e__ !== 'session' || raw.gsi5pk !== undefined) return null;
  if (typeof raw.gsi1pk !== 'string' || typeof raw.gsi1sk !== 'string') return null;
  return {
    TableName: tableName,
    Key: { pk: raw.pk, sk: raw.sk },
    UpdateExpression: 'SET #g5pk = :g5pk, #g5sk = :g5sk, #count = :count',
    // Never re-creates a session deleted since the read, never rewrites keys another write gave it.
    ConditionExpression: 'attribute_exists(#pk) AND attribute_not_exists(#g5pk)',
    ExpressionAttributeNames: {
      '#pk': 'pk',
      '#g5pk': 'gsi5pk',
      '#g5sk': 'gsi5sk',
      '#count': 'questionCount',
    },
    ExpressionAttributeValues: {
      ':g5pk': raw.gsi1pk,
      ':g5sk': raw.gsi1sk,
      ':count': Array.isArray(raw.questions) ? raw.questions.length : 0,
    },
  };
}

/**
 * The write that takes one stored session out of `gsi1` and `gsi3` (their keys removed), once it is in
 * `gsi5` (docs/decisions/0172-sessions-leave-the-shared-indexes.md). Null for an item that is not a session.
 */
export function sharedIndexesRemoval(tableName: string, raw: Raw): UpdateCommandInput | null {
  if (raw.__edb_e__ !== 'session') return null;
  return {
    TableName: tableName,
    Key: { pk: raw.pk, sk: raw.sk },
    UpdateExpression: 'REMOVE #g1pk, #g1sk, #g3pk, #g3sk',
    // Never re-creates a session deleted since the read; only a session the lists find in gsi5.
    ConditionExpression: 'attribute_exists(#pk) AND attribute_exists(#g5pk)',
    ExpressionAttributeNames: {
      '#pk': 'pk',
      '#g5pk': 'gsi5pk',
      '#g1pk': 'gsi1pk',
      '#g1sk': 'gsi1sk',
      '#g3pk': 'gsi3pk',
      '#g3sk': 'gsi3sk',
    },
  };
}
