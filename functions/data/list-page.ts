import { createHash } from 'node:crypto';
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './client';
import { checkedKey, decodeCursor, invalidCursor, type KeyQuery } from './cursor';
import { TABLE_KEYS } from './table';

/** Items a filtered list (a search, a status) reads per round, before its filter (decision record 0062). */
export const FILTERED_READ_PER_ROUND = 250;

/**
 * Query rounds a filtered list makes per request at most (decision record 0062): a page that is not full
 * after them is answered short, with a `nextCursor` to go on from. An unfiltered list makes one round.
 */
export const FILTERED_ROUNDS = 3;

/** One page of a list read from one partition of one index of the table. */
export interface ListRead<T> {
  /** The ElectroDB query chain (index, partition, `where` filters), before `.go()`. */
  query: KeyQuery;
  order: 'asc' | 'desc';
  /** Items on the page, 1-100. */
  limit: number;
  /** The client's cursor, as a previous page answered it. */
  cursor: string | undefined;
  /**
   * What the page was asked with besides its partition (sort, search words, filters): a cursor answers
   * only the very same `shape` and `order`.
   */
  shape: Record<string, unknown>;
  /** Whether the query has a filter: then it reads up to {@link FILTERED_ROUNDS} rounds to fill the page. */
  filtered: boolean;
  /** Query rounds a filtered page makes at most, when not {@link FILTERED_ROUNDS}. */
  rounds?: number;
  /** Stored item → the entity's item (ElectroDB `parse`), null when it is not one. */
  parse: (raw: Record<string, unknown>) => T | null;
  /** Items to leave out after reading (e.g. past retention); they still move the cursor. */
  keep?: (item: T) => boolean;
  /**
   * For an index of keys only: the items of a round's keys, read by key (null for one gone meanwhile), in
   * the keys' order, in place of `parse`. A filtered round then reads {@link KEYS_ONLY_READ_PER_ROUND} keys.
   */
  fetch?: (raws: Record<string, unknown>[]) => Promise<(T | null)[]>;
}

/**
 * Keys a filtered round of an index of keys only reads: each is then read whole (a batch read of 100
 * items, 8 KB each for a session), so fewer than {@link FILTERED_READ_PER_ROUND}.
 */
export const KEYS_ONLY_READ_PER_ROUND = 100;

interface CursorBody {
  /** Hash of the order and shape the cursor was issued for. */
  s: string;
  /** Key of the last item read: the next page starts after it. */
  k: Record<string, string>;
}

const shapeHash = (order: string, shape: Record<string, unknown>) =>
  createHash('sha256').update(JSON.stringify({ order, shape })).digest('base64url').slice(0, 16);

const encode = (body: CursorBody) => Buffer.from(JSON.stringify(body)).toString('base64url');

/** The table and index key attributes of a stored item: where a page that ends on it goes on. */
function keyOf(raw: Record<string, unknown>, indexName: string | undefined): Record<string, string> {
  const names: string[] = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey];
  const index = TABLE_KEYS.indexes.find((i) => i.name === indexName);
  if (index) names.push(index.partitionKey, index.sortKey);
  return Object.fromEntries(names.map((name) => [name, String(raw[name])]));
}

/**
 * Reads one page of a list paginated, sorted and searched on the server (decision record 0062): a Query
 * of the partition (the caller's organization) in the index's order, with the query's filter.
 *
 * Round trips: one Query when `filtered` is false (it reads `limit` + 1 items, so a full last page has no
 * cursor); at most {@link FILTERED_ROUNDS} sequential Queries of {@link FILTERED_READ_PER_ROUND} items when
 * it is true. With `fetch` (an index of keys only) each Query is followed by a batch read of its items. A filtered page that is not full after them is answered short with a cursor. No Scan.
 *
 * The cursor is base64url JSON of the last item's key and a hash of `order` and `shape`: a cursor of
 * another search, sort, order or filter, of another partition (another organization) or made up is refused.
 * @returns up to `limit` items and the cursor of the next page, null after the last.
 * @throws InvalidCursor (a 400, field `query.cursor`) for a cursor this list did not issue.
 */
export async function readListPage<T>(read: ListRead<T>): Promise<{ items: T[]; nextCursor: string | null }> {
  const hash = shapeHash(read.order, read.shape);
  let start: Record<string, string> | undefined;
  if (read.cursor !== undefined) {
    const body = decodeCursor(read.cursor) as Partial<CursorBody> | null;
    if (typeof body !== 'object' || body === null || body.s !== hash) throw invalidCursor();
    start = checkedKey(read.query, body.k);
  }
  const params = read.query.params({ order: read.order }) as QueryCommandInput;
  const rounds = read.filtered ? (read.rounds ?? FILTERED_ROUNDS) : 1;
  const perRound = read.filtered
    ? read.fetch
      ? KEYS_ONLY_READ_PER_ROUND
      : FILTERED_READ_PER_ROUND
    : read.limit + 1;
  const page: { raw: Record<string, unknown>; item: T }[] = [];
  let lastEvaluated: Record<string, unknown> | undefined;
  for (let round = 0; round < rounds && page.length <= read.limit; round++) {
    const answer = await documentClient.send(
      new QueryCommand({ ...params, Limit: perRound, ExclusiveStartKey: start }),
    );
    const raws = answer.Items ?? [];
    const items = read.fetch ? await read.fetch(raws) : raws.map(read.parse);
    raws.forEach((raw, i) => {
      const item = items[i] ?? null;
      if (item !== null && (read.keep?.(item) ?? true)) page.push({ raw, item });
    });
    lastEvaluated = answer.LastEvaluatedKey;
    if (!lastEvaluated) break;
    start = keyOf(lastEvaluated, params.IndexName);
  }
  let next: Record<string, string> | undefined;
  if (page.length > read.limit) {
    page.length = read.limit;
    next = keyOf(page[read.limit - 1]!.raw, params.IndexName);
  } else if (lastEvaluated) {
    next = keyOf(lastEvaluated, params.IndexName);
  }
  return {
    items: page.map((p) => p.item),
    nextCursor: next ? encode({ s: hash, k: next }) : null,
  };
}

/**
 * Conditions joined with `OR`, in parentheses when there are several (DynamoDB refuses redundant ones), so
 * the result can stand in an `AND`.
 */
export function anyOf(conditions: readonly string[]): string {
  return conditions.length === 1 ? conditions[0]! : `(${conditions.join(' OR ')})`;
}

/**
 * A filter (ElectroDB `where` text) that holds when every search word is in one of an item's fields:
 * `(w1 in f1 OR w1 in f2 …) AND (w2 in f1 OR …)`; it can stand in an `AND`.
 * @param inAnyField - one word's `contains` conditions over the fields.
 */
export function everyWord(words: readonly string[], inAnyField: (word: string) => string[]): string {
  return words.map((word) => anyOf(inAnyField(word))).join(' AND ');
}

/**
 * {@link readListPage} of a list sorted by `page.sort` and searched by `words` (decision record 0062): the
 * cursor's shape is the sort and the words, and the page is filtered when there are words.
 * @throws InvalidCursor (a 400, field `query.cursor`) for a cursor this list did not issue.
 */
export function readSearchedPage<T>(
  query: KeyQuery,
  words: string[],
  page: { sort: string; order: 'asc' | 'desc'; limit: number; cursor?: string | undefined },
  parse: (raw: Record<string, unknown>) => T | null,
): Promise<{ items: T[]; nextCursor: string | null }> {
  return readListPage({
    query,
    order: page.order,
    limit: page.limit,
    cursor: page.cursor,
    shape: { sort: page.sort, words },
    filtered: words.length > 0,
    parse,
  });
}
