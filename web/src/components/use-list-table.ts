import type { SortOrder } from '../../../shared/schemas/common';
import { PROCESS_ERROR_DETAIL } from './notifications';
import { useErrorToast } from './use-error-toast';
import { useServerCollection, type ServerFilters, type ServerSorting } from './use-server-collection';

/** Rows per page of a list page's table unless it says otherwise (one request each). */
export const LIST_PAGE_SIZE = 10;

/** The query a list table reads its page with: paging, search, sort and the list's own filters. */
export type ListTableQuery<S extends string, F extends ServerFilters> = {
  limit: number;
  cursor?: string;
  q?: string;
  sort: S;
  order: SortOrder;
} & Partial<F>;

/** Options of {@link useListTable}. */
export interface ListTableOptions<S extends string, F extends ServerFilters> {
  /** The sort the list opens with. */
  defaultSorting: ServerSorting<S>;
  /** Rows a page (at most 100); {@link LIST_PAGE_SIZE} unless the list says otherwise. */
  pageSize?: number;
  /** The list's own filters (e.g. a session status); undefined means "any". */
  filters?: F;
}

/**
 * The one way a list page wires its `CollectionTable`: the table's server-side search, sort and paging
 * ({@link useServerCollection}, {@link LIST_PAGE_SIZE} rows a page unless told), the page read with `usePage`, and
 * one "System error" toast when that read fails.
 * @param usePage - the list's page hook (e.g. `useApplicantPage`), called with the table's query.
 * @returns `collection` and `result`, the two props `CollectionTable` takes of them.
 */
export function useListTable<
  S extends string,
  R extends { error: unknown },
  F extends ServerFilters = Record<never, never>,
>(usePage: (query: ListTableQuery<S, F>) => R, options: ListTableOptions<S, F>) {
  const collection = useServerCollection<S, F>({ pageSize: LIST_PAGE_SIZE, ...options });
  const result = usePage(collection.query);
  useErrorToast(result.error, PROCESS_ERROR_DETAIL);
  return { collection, result };
}
