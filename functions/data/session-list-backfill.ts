/**
 * Gives the sessions written before `gsi5` existed their place in it
 * (docs/decisions/0170-session-lists-on-an-index-of-their-own.md): each session of an organization that
 * has no `gsi5` keys gets them, and its `questionCount`, in one conditional UpdateItem. Reads are Queries
 * of the organization's `gsi1` partition (no Scan), one page at a time, so a run can stop and go on from
 * its cursor; a session that already has its keys is left out by the Query's filter and by the write's
 * condition, so running it twice writes nothing more.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { documentClient } from './client';
import { db } from './service';
import { sessionListUpdate } from './session-list-keys';

/** Items read per Query page of the backfill. */
export const SESSION_LIST_BACKFILL_PAGE = 100;

type Raw = Record<string, unknown>;

/**
 * Backfills one organization's sessions, one Query page at a time.
 * @param from - the `gsi1` key to go on after (the start when absent).
 * @param onPage - called after each page, with the key to go on after (null when done) and the counts.
 * @returns sessions read and sessions given their keys in this run.
 */
export async function backfillSessionLists(
  orgId: string,
  onPage: (progress: { next: Raw | null; read: number; written: number }) => void | Promise<void>,
  from?: Raw,
  pageSize = SESSION_LIST_BACKFILL_PAGE,
): Promise<{ read: number; written: number }> {
  const tableName = config().TABLE_NAME;
  const base = db.entities.session.query.byOrg({ orgId }).params<Record<string, unknown>>();
  const names = base.ExpressionAttributeNames as Record<string, string>;
  const filter = base.FilterExpression as string | undefined;
  let start: Raw | undefined = from;
  let read = 0;
  let written = 0;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        ...(base as object),
        TableName: tableName,
        ExpressionAttributeNames: { ...names, '#backfillG5pk': 'gsi5pk' },
        FilterExpression: `${filter ? `(${filter}) AND ` : ''}attribute_not_exists(#backfillG5pk)`,
        Limit: pageSize,
        ExclusiveStartKey: start,
      }),
    );
    for (const raw of page.Items ?? []) {
      read++;
      const update = sessionListUpdate(tableName, raw);
      if (!update) continue;
      try {
        await documentClient.send(new UpdateCommand(update));
        written++;
      } catch (error) {
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      }
    }
    start = page.LastEvaluatedKey;
    await onPage({ next: start ?? null, read, written });
  } while (start);
  return { read, written };
}
