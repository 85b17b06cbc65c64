import type { RouteName, RouteRequest, RouteResponse } from '../../../shared/routes';
import { MAX_PAGE_SIZE, type Page } from '../../../shared/schemas/common';
import { apiCall } from './client';

/** The routes that answer one page of a cursor-paginated list and take `limit` and `cursor` in their query. */
export type PagedRouteName = {
  [N in RouteName]: RouteResponse<N> extends Page<unknown>
    ? { limit: number; cursor?: string } extends RouteRequest<N>['query']
      ? N
      : never
    : never;
}[RouteName];

/** The item type of a paged route's `items`. */
export type PageItem<N extends PagedRouteName> = RouteResponse<N> extends Page<infer T> ? T : never;

/**
 * Loads every page of a list route by following `nextCursor` (at the largest page size the API allows), so a list page can
 * filter, sort and page the whole collection on the client. Stops after `maxPages` pages so a server that
 * keeps handing out cursors cannot make the browser loop forever; items past that bound are left out.
 * @param name - a paginated route of `shared/routes.ts` (e.g. `listApplicants`).
 * @param maxPages - upper bound of requests (× {@link MAX_PAGE_SIZE} items).
 * @param signal - the query's abort signal, so leaving the page cancels the remaining requests.
 */
export async function fetchAllPages<N extends PagedRouteName>(
  name: N,
  maxPages: number,
  signal?: AbortSignal,
): Promise<PageItem<N>[]> {
  const items: PageItem<N>[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    // A generic N hides that every paged route takes this query and answers a Page; PagedRouteName checks both.
    const request = { query: { limit: MAX_PAGE_SIZE, cursor } } as Partial<RouteRequest<N>>;
    const answer = (await apiCall(name, request, { signal })) as Page<PageItem<N>>;
    items.push(...answer.items);
    if (!answer.nextCursor) break;
    cursor = answer.nextCursor;
  }
  return items;
}
