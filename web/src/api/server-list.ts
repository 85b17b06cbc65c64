import { keepPreviousData, useInfiniteQuery, useQuery, type QueryKey } from '@tanstack/react-query';
import type { RouteName, RouteRequest, RouteResponse } from '../../../shared/routes';
import type { Page } from '../../../shared/schemas/common';
import { apiCall } from './client';
import { liveRefetch } from './live-refetch';

/**
 * The list routes paginated, sorted and searched on the server: they answer one page and take `limit`,
 * `cursor`, `q`, `sort` and `order` in their query (docs/decisions/0062-server-side-lists.md).
 */
export type ServerListRouteName = {
  [N in RouteName]: RouteResponse<N> extends Page<unknown>
    ? 'sort' extends keyof NonNullable<RouteRequest<N>['query']>
      ? N
      : never
    : never;
}[RouteName];

/** The item type of a list route's `items`. */
export type ListItem<N extends ServerListRouteName> = RouteResponse<N> extends Page<infer T> ? T : never;

/** The query a list route takes (`limit`, `cursor`, `q`, `sort`, `order` and the list's own filters). */
export type ListQuery<N extends ServerListRouteName> = NonNullable<RouteRequest<N>['query']>;

/** The sort keys a list route accepts (e.g. `createdAt` | `name`). */
export type ListSort<N extends ServerListRouteName> =
  ListQuery<N> extends { sort?: infer S } ? NonNullable<S> : never;

/** The query of a picker's search: every list route takes it. */
interface SearchQuery {
  limit: number;
  cursor?: string;
  q?: string;
}

/** Asks a list route for one page. */
function fetchPage<N extends ServerListRouteName>(
  name: N,
  query: ListQuery<N> | SearchQuery,
  signal: AbortSignal,
) {
  // A generic N hides that every list route answers a Page; ServerListRouteName checks it.
  return apiCall(name, { query } as Partial<RouteRequest<N>>, { signal }) as Promise<Page<ListItem<N>>>;
}

/** Options of {@link useListPage}. */
export interface ListPageOptions<N extends ServerListRouteName> {
  /** Re-read the page while this holds for it (e.g. a session on it is being scored), see {@link liveRefetch}. */
  live?: (page: Page<ListItem<N>>) => boolean;
}

/**
 * One page of a list route (`{ items, nextCursor }`), cached under `[...listKey, 'page', query]` so that
 * invalidating `listKey` reloads every page and search of the list. While another page, search or sort
 * loads, the previous page stays on screen (`isPlaceholderData` is then true).
 * @param name - a list route of `shared/routes.ts` (e.g. `listApplicants`).
 * @param listKey - the resource's list key (e.g. `applicantKeys.list()`).
 * @param query - the page's query: `limit`, `cursor`, `q`, `sort`, `order` and the list's filters.
 */
export function useListPage<N extends ServerListRouteName>(
  name: N,
  listKey: QueryKey,
  query: ListQuery<N>,
  options: ListPageOptions<N> = {},
) {
  return useQuery({
    queryKey: [...listKey, 'page', query],
    queryFn: ({ signal }) => fetchPage(name, query, signal),
    placeholderData: keepPreviousData,
    ...(options.live ? liveRefetch(options.live) : {}),
  });
}

/** Options of {@link useListSearch}. */
export interface ListSearchOptions {
  /** Search text; empty lists everything. */
  q: string;
  /** Items per request (at most 100). */
  limit: number;
  /** False defers every request (e.g. until a picker opens). */
  enabled: boolean;
}

/**
 * A list searched on the server for a picker, newest first, one page per `fetchNextPage()` (the picker
 * asks for the next page when the person scrolls to the end of its options). Cached under
 * `[...listKey, 'search', { q, limit }]`, so invalidating `listKey` reloads it too.
 */
export function useListSearch<N extends ServerListRouteName>(
  name: N,
  listKey: QueryKey,
  options: ListSearchOptions,
) {
  const q = options.q.trim() || undefined;
  return useInfiniteQuery({
    queryKey: [...listKey, 'search', { q, limit: options.limit }],
    queryFn: ({ signal, pageParam }) =>
      fetchPage(name, { limit: options.limit, cursor: pageParam, q }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
