import { useState } from 'react';
import type { Page, SortOrder } from '../../../shared/schemas/common';
import { useSearchText } from './use-search-text';

/** A sort the server applies: a sort key of the list and its direction. */
export interface ServerSorting<S extends string> {
  sort: S;
  order: SortOrder;
}

/** Where a table stands in a list read one page at a time. */
interface Paging {
  /** The search, sort and filters the pages belong to; another combination starts at the first page. */
  identity: string;
  /** The cursor of each page reached so far (the first page has none), so Previous needs no new cursor. */
  starts: (string | undefined)[];
  /** The page on screen, 0-based. */
  index: number;
  /** Items on each page left so far, for the counter. */
  counts: number[];
  /** Whether the last page reached said more follow, remembered when the person leaves it. */
  moreAfterLast: boolean;
}

const firstPage = (identity: string): Paging => ({
  identity,
  starts: [undefined],
  index: 0,
  counts: [],
  moreAfterLast: false,
});

/** A list's own filters by query name; undefined means "any". */
export type ServerFilters = Record<string, string | undefined>;

/** Options of {@link useServerCollection}. */
export interface ServerCollectionOptions<S extends string, F extends ServerFilters> {
  /** Items per page (at most 100). */
  pageSize: number;
  /** The sort the list opens with (the server's default is `createdAt`, newest first). */
  defaultSorting: ServerSorting<S>;
  /** The list's own filters (e.g. a session status), sent with every page; undefined means "any". */
  filters?: F;
}

/**
 * The state of a table whose search, sort and paging happen on the server
 * (docs/decisions/0065-server-paged-tables-and-pickers.md): the text filter (sent as `q`
 * 300 ms after the last keystroke), the sort, and the cursors of the pages visited. A new
 * search, sort or filter goes back to the first page. `query` is what the list route is asked for.
 */
export function useServerCollection<S extends string, F extends ServerFilters = Record<never, never>>(
  options: ServerCollectionOptions<S, F>,
) {
  const search = useSearchText();
  const [sorting, setSorting] = useState<ServerSorting<S>>(options.defaultSorting);
  const filters = Object.fromEntries(
    Object.entries(options.filters ?? {}).filter((entry) => entry[1] !== undefined),
  ) as Partial<F>;
  const identity = JSON.stringify([search.q, sorting, filters]);
  const [stored, setPaging] = useState<Paging>(() => firstPage(identity));
  const paging = stored.identity === identity ? stored : firstPage(identity);
  const cursor = paging.starts[paging.index];

  const query = {
    limit: options.pageSize,
    ...(cursor ? { cursor } : {}),
    ...(search.q ? { q: search.q } : {}),
    sort: sorting.sort,
    order: sorting.order,
    ...filters,
  } as { limit: number; cursor?: string; q?: string; sort: S; order: SortOrder } & Partial<F>;

  /**
   * Opens page `target` (0-based) from the page on screen (`page`, whose `nextCursor` leads one page
   * further); pages not reached yet are ignored.
   */
  const goTo = (target: number, page: Page<unknown> | undefined) =>
    setPaging((previous) => {
      const p = previous.identity === identity ? previous : firstPage(identity);
      const onLast = p.index === p.starts.length - 1;
      const counts = [...p.counts];
      if (page) counts[p.index] = page.items.length;
      const next = page?.nextCursor ?? undefined;
      const starts = onLast && next && target === p.starts.length ? [...p.starts, next] : p.starts;
      if (target < 0 || target >= starts.length) return p;
      const moreAfterLast = onLast ? Boolean(next) : p.moreAfterLast;
      return { identity, starts, index: target, counts, moreAfterLast };
    });

  /** What the page on screen says about the rest of the list: page count, whether more follow, and counts. */
  const describe = (page: Page<unknown> | undefined) => {
    const onLast = paging.index === paging.starts.length - 1;
    const next = Boolean(page?.nextCursor);
    const before = paging.counts.slice(0, paging.index).reduce((sum, n) => sum + n, 0);
    return {
      pageIndex: paging.index,
      pagesCount: paging.starts.length,
      /** More pages after the last one reached (Pagination's `openEnd`). */
      openEnd: onLast ? next : paging.moreAfterLast,
      /** Items from the first page through this one; `more` when the list goes on. */
      shown: before + (page?.items.length ?? 0),
      more: !onLast || next,
    };
  };

  return {
    query,
    search,
    sorting,
    /** Sorts on the server and goes back to the first page. */
    setSorting,
    /** True when a search text or a filter narrows the list. */
    narrowed: Boolean(search.q) || Object.keys(filters).length > 0,
    goTo,
    describe,
  };
}

/** The state {@link useServerCollection} keeps for one table, as the table reads it (not its query). */
export type ServerCollection<S extends string> = Omit<
  ReturnType<typeof useServerCollection<S, Record<never, never>>>,
  'query'
>;
