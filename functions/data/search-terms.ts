/**
 * The search index in the table (docs/decisions/0100-search-index-items-per-prefix.md): the entries an
 * item's write changes, as commands of the item's own transaction, and the read of one search's page.
 */
import { db } from './service';
import { readListPage } from './list-page';
import {
  termChanges,
  type IndexedSearch,
  type SearchDocument,
  type TermItem,
  type TermKey,
} from './search-index';
import type { SearchKind } from './entities/search-term';

/** What a write transaction's callback hands out for the `searchTerm` entity, as far as the index uses it. */
interface TransactionTerms<C> {
  put(term: TermItem): { commit(): C };
  delete(key: TermKey): { commit(): C };
}

/**
 * Query rounds of one indexed search at most (each up to 250 entries read, before the filter of its other
 * words): with the membership check in the first round and the batch read of the page's items after
 * them, a search is at most 3 round trips (issue 30's budget).
 */
export const INDEX_ROUNDS = 2;

/**
 * The index commands of one write of an item, to go in the item's own transaction: so the index never
 * says what the table does not (decision record 0100).
 * @param searchTerm - the `searchTerm` entity handed to `db.transaction.write`'s callback.
 * @param before - the item as read before the write (null on create).
 * @param after - the item as written (null on delete).
 * @returns at most 90 commands (`MAX_PREFIXES` puts and deletes).
 */
export function termCommits<C>(
  searchTerm: TransactionTerms<C>,
  before: SearchDocument | null,
  after: SearchDocument | null,
) {
  const { put, remove } = termChanges(before, after);
  return [
    ...remove.map((key) => searchTerm.delete(key).commit()),
    ...put.map((term) => searchTerm.put(term).commit()),
  ];
}

/** Writes index entries in batches of 25, 8 batches at a time (the backfill and the bench's seeding). */
export async function putTerms(terms: TermItem[]): Promise<void> {
  if (!terms.length) return;
  const { unprocessed } = await db.entities.searchTerm.put(terms).go({ concurrency: 8 });
  if (unprocessed.length) throw new Error(`${unprocessed.length} search entries were not written; retry`);
}

/** Deletes index entries in batches (an applicant's sessions erased with the applicant, an expired session). */
export async function deleteTerms(keys: TermKey[]): Promise<void> {
  if (!keys.length) return;
  const { unprocessed } = await db.entities.searchTerm.delete(keys).go({ concurrency: 8 });
  if (unprocessed.length) throw new Error(`${unprocessed.length} search entries were not deleted; retry`);
}

/** One page of a search read from the index. */
export interface IndexedPageRead {
  orgId: string;
  kind: SearchKind;
  search: IndexedSearch;
  /** The search words (the cursor is bound to them). */
  words: string[];
  /** Read in the list's name order (gsi4) rather than by creation (ULID ids). */
  byName: boolean;
  page: { sort: string; order: 'asc' | 'desc'; limit: number; cursor?: string | undefined };
}

/**
 * The ids of one page of a search, in the list's order (decision record 0100): one Query of the entries of
 * the search's prefix, in creation or name order, filtered by the other words; at most
 * {@link INDEX_ROUNDS} Queries when there is a filter. Reads grow with the matches, not with the
 * organization. The cursor is bound to the words, sort and order (decision record 0062).
 * @throws InvalidCursor (a 400, field `query.cursor`) for a cursor this search did not issue.
 */
export async function readIndexedIds(
  read: IndexedPageRead,
): Promise<{ ids: string[]; nextCursor: string | null }> {
  const entity = db.entities.searchTerm;
  const key = { orgId: read.orgId, kind: read.kind, prefix: read.search.prefix };
  const base = read.byName ? entity.query.byPrefixName(key) : entity.query.byPrefix(key);
  const { filterWords } = read.search;
  const query = filterWords.length
    ? base.where((a, op) => filterWords.map((w) => op.contains(a.words, ` ${w}`)).join(' AND '))
    : base;
  const { items, nextCursor } = await readListPage({
    query,
    order: read.page.order,
    limit: read.page.limit,
    cursor: read.page.cursor,
    shape: { sort: read.page.sort, words: read.words, index: 'search' },
    filtered: filterWords.length > 0,
    rounds: INDEX_ROUNDS,
    parse: (raw) => entity.parse({ Item: raw }).data,
  });
  return { ids: items.flatMap((t) => (t ? [t.itemId] : [])), nextCursor };
}

/**
 * Items in the order of `ids`, leaving out those that are gone (written since the entry was read).
 * @param found - the items a batch read returned, in any order.
 */
export function inIdOrder<T>(ids: readonly string[], found: readonly T[], idOf: (item: T) => string): T[] {
  const byId = new Map(found.map((item) => [idOf(item), item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}

/**
 * One page of a search answered by the index: {@link readIndexedIds}, then one batch read of the page's
 * items (`getMany`), in the index's order; items gone since their entries were read are left out.
 */
export async function readIndexedPage<T>(
  read: IndexedPageRead,
  getMany: (ids: string[]) => Promise<T[]>,
  idOf: (item: T) => string,
): Promise<{ items: T[]; nextCursor: string | null }> {
  const { ids, nextCursor } = await readIndexedIds(read);
  const found = ids.length ? await getMany(ids) : [];
  return { items: inIdOrder(ids, found, idOf), nextCursor };
}
