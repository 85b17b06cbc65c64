/**
 * Gives the sessions written before `gsi5` existed their place in it
 * (docs/decisions/0170-session-lists-on-an-index-of-their-own.md): each session of an organization that
 * has no `gsi5` keys gets them, and its `questionCount`, in one conditional UpdateItem. Reads are Queries
 * of the organization's `gsi1` partition (no Scan), one page at a time, so a run can stop and go on from
 * its cursor; a session that already has its keys is left out by the Query's filter and by the write's
 * condition, so running it twice writes nothing more. Once the lists read `gsi5`, {@link leaveSharedIndexes}
 * walks the same partition to take the sessions out of `gsi1` and `gsi3`.
 */
import { QueryCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { documentClient } from './client';
import { db } from './service';
import { sessionListUpdate, sharedIndexesRemoval } from './session-list-keys';

/** Items read per Query page of the backfill. */
export const SESSION_LIST_BACKFILL_PAGE = 100;

type Raw = Record<string, unknown>;

/** What one page of a walk through an organization's sessions in `gsi1` (or `gsi4`) reports. */
export interface SessionPageProgress {
  /** The index key to go on after, null when done. */
  next: Raw | null;
  read: number;
  written: number;
}

/**
 * Walks one organization's sessions that are still in `gsi1` (or `gsi4`, `byName`) and match `filter` (an
 * expression on the attributes `names` gives), a Query page at a time, and applies `update` (a
 * conditional UpdateItem, or null to skip) to each; a write whose condition fails is skipped. Never a Scan.
 * @returns sessions read and sessions written in this run.
 */
async function walkSessions(
  orgId: string,
  filter: { names: Record<string, string>; expression: string; byName?: boolean },
  update: (tableName: string, raw: Raw) => UpdateCommandInput | null,
  onPage: (progress: SessionPageProgress) => void | Promise<void>,
  from: Raw | undefined,
  pageSize: number,
): Promise<{ read: number; written: number }> {
  const tableName = config().TABLE_NAME;
  const query = db.entities.session.query;
  const base = (filter.byName ? query.byApplicantName({ orgId }) : query.byOrg({ orgId })).params<
    Record<string, unknown>
  >();
  const names = base.ExpressionAttributeNames as Record<string, string>;
  const entityFilter = base.FilterExpression as string | undefined;
  let start: Raw | undefined = from;
  let read = 0;
  let written = 0;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        ...(base as object),
        TableName: tableName,
        ExpressionAttributeNames: { ...names, ...filter.names },
        FilterExpression: `${entityFilter ? `(${entityFilter}) AND ` : ''}${filter.expression}`,
        Limit: pageSize,
        ExclusiveStartKey: start,
      }),
    );
    for (const raw of page.Items ?? []) {
      read++;
      const write = update(tableName, raw);
      if (!write) continue;
      try {
        await documentClient.send(new UpdateCommand(write));
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

/**
 * Backfills one organization's sessions, one Query page at a time.
 * @param from - the `gsi1` key to go on after (the start when absent).
 * @param onPage - called after each page, with the key to go on after (null when done) and the counts.
 * @returns sessions read and sessions given their keys in this run.
 */
export function backfillSessionLists(
  orgId: string,
  onPage: (progress: SessionPageProgress) => void | Promise<void>,
  from?: Raw,
  pageSize = SESSION_LIST_BACKFILL_PAGE,
): Promise<{ read: number; written: number }> {
  return walkSessions(
    orgId,
    {
      names: { '#only5': 'gsi5pk', '#only6': 'gsi6pk' },
      expression: '(attribute_not_exists(#only5) OR attribute_not_exists(#only6))',
    },
    sessionListUpdate,
    onPage,
    from,
    pageSize,
  );
}

/**
 * Takes one organization's sessions out of the shared `ALL` indexes they no longer need to be in
 * (docs/decisions/0172-sessions-leave-the-shared-indexes.md): every session still in `gsi1` that has its
 * `gsi5` keys loses its `gsi1` and `gsi3` keys, in one conditional UpdateItem each, so a later save writes
 * neither index; once the name-sorted list reads `gsi6` (`SESSION_NAME_INDEX=gsi6`), also its `gsi4` keys,
 * and a second walk, of `gsi4`, takes out those already out of `gsi1`. Run once the lists read `gsi5`
 * (`SESSION_LIST_INDEX=gsi5`); a session without the keys of the index it moves to is left for
 * `npm run sessions:list-backfill`. Re-runnable: a session taken out is no longer read.
 * @throws Error while `SESSION_LIST_INDEX` is not `gsi5` (the lists would lose the sessions taken out).
 */
export async function leaveSharedIndexes(
  orgId: string,
  onPage: (progress: SessionPageProgress) => void | Promise<void>,
  from?: Raw,
  pageSize = SESSION_LIST_BACKFILL_PAGE,
): Promise<{ read: number; written: number }> {
  if (config().SESSION_LIST_INDEX !== 'gsi5')
    throw new Error(
      'SESSION_LIST_INDEX is gsi1: the session lists still read gsi1. Run sessions:list-backfill, deploy with sessionListIndex=gsi5, then this.',
    );
  const leaveGsi4 = config().SESSION_NAME_INDEX === 'gsi6';
  const removal = (tableName: string, raw: Raw) => sharedIndexesRemoval(tableName, raw, leaveGsi4);
  const inGsi5 = { names: { '#only5': 'gsi5pk' }, expression: 'attribute_exists(#only5)' };
  const first = await walkSessions(orgId, inGsi5, removal, onPage, from, pageSize);
  if (!leaveGsi4) return first;
  const inGsi6 = {
    names: { '#only5': 'gsi5pk', '#only6': 'gsi6pk' },
    expression: 'attribute_exists(#only5) AND attribute_exists(#only6)',
    byName: true,
  };
  const second = await walkSessions(orgId, inGsi6, removal, onPage, undefined, pageSize);
  return { read: first.read + second.read, written: first.written + second.written };
}
