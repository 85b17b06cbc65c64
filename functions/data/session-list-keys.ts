import type { UpdateCommandInput } from '@aws-sdk/lib-dynamodb';

/** An item as DynamoDB stores it. */
type Raw = Record<string, unknown>;

/**
 * The write that puts one stored session (as DynamoDB returned it) into `gsi5` and `gsi6`, for the keys it
 * lacks: its `gsi5` keys are its `gsi1` keys (the same composite, organization then session id, so ElectroDB
 * formats them alike) with `questionCount` counting its `questions`; its `gsi6` keys are its `gsi4` keys
 * (organization, then folded name and session id). Each key is set only where absent, never over one
 * another write gave. Null for an item that is not a session, that has both, or that lacks the keys to
 * copy (docs/decisions/0170-session-lists-on-an-index-of-their-own.md, 0172).
 */
export function sessionListUpdate(tableName: string, raw: Raw): UpdateCommandInput | null {
  if (raw.__edb_e__ !== 'session') return null;
  const toGsi5 = raw.gsi5pk === undefined && typeof raw.gsi1pk === 'string' && typeof raw.gsi1sk === 'string';
  const toGsi6 = raw.gsi6pk === undefined && typeof raw.gsi4pk === 'string' && typeof raw.gsi4sk === 'string';
  if (!toGsi5 && !toGsi6) return null;
  const sets = [
    ...(toGsi5
      ? [
          '#g5pk = if_not_exists(#g5pk, :g5pk)',
          '#g5sk = if_not_exists(#g5sk, :g5sk)',
          '#count = if_not_exists(#count, :count)',
        ]
      : []),
    ...(toGsi6 ? ['#g6pk = if_not_exists(#g6pk, :g6pk)', '#g6sk = if_not_exists(#g6sk, :g6sk)'] : []),
  ];
  return {
    TableName: tableName,
    Key: { pk: raw.pk, sk: raw.sk },
    UpdateExpression: `SET ${sets.join(', ')}`,
    // Never re-creates a session deleted since the read.
    ConditionExpression: 'attribute_exists(#pk)',
    ExpressionAttributeNames: {
      '#pk': 'pk',
      ...(toGsi5 ? { '#g5pk': 'gsi5pk', '#g5sk': 'gsi5sk', '#count': 'questionCount' } : {}),
      ...(toGsi6 ? { '#g6pk': 'gsi6pk', '#g6sk': 'gsi6sk' } : {}),
    },
    ExpressionAttributeValues: {
      ...(toGsi5
        ? {
            ':g5pk': raw.gsi1pk,
            ':g5sk': raw.gsi1sk,
            ':count': Array.isArray(raw.questions) ? raw.questions.length : 0,
          }
        : {}),
      ...(toGsi6 ? { ':g6pk': raw.gsi4pk, ':g6sk': raw.gsi4sk } : {}),
    },
  };
}

/**
 * The write that takes one stored session out of `gsi1` and `gsi3`, and out of `gsi4` when `leaveGsi4`
 * (their keys removed), once it is in `gsi5` (and in `gsi6` for `gsi4`)
 * (docs/decisions/0172-sessions-leave-the-shared-indexes.md). Null for an item that is not a session.
 */
export function sharedIndexesRemoval(
  tableName: string,
  raw: Raw,
  leaveGsi4: boolean,
): UpdateCommandInput | null {
  if (raw.__edb_e__ !== 'session') return null;
  return {
    TableName: tableName,
    Key: { pk: raw.pk, sk: raw.sk },
    UpdateExpression: `REMOVE #g1pk, #g1sk, #g3pk, #g3sk${leaveGsi4 ? ', #g4pk, #g4sk' : ''}`,
    // Never re-creates a session deleted since the read; only a session the lists find elsewhere.
    ConditionExpression: `attribute_exists(#pk) AND attribute_exists(#g5pk)${leaveGsi4 ? ' AND attribute_exists(#g6pk)' : ''}`,
    ExpressionAttributeNames: {
      '#pk': 'pk',
      '#g5pk': 'gsi5pk',
      '#g1pk': 'gsi1pk',
      '#g1sk': 'gsi1sk',
      '#g3pk': 'gsi3pk',
      '#g3sk': 'gsi3sk',
      ...(leaveGsi4 ? { '#g4pk': 'gsi4pk', '#g4sk': 'gsi4sk', '#g6pk': 'gsi6pk' } : {}),
    },
  };
}
