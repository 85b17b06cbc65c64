import type { SelectProps } from '@cloudscape-design/components/select';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { type ListItem, type ServerListRouteName, useListSearch } from '../api/server-list';
import { useSearchText } from './use-search-text';

/** Options a picker asks for per request. */
export const PICKER_PAGE_SIZE = 50;

/** Options of {@link useServerSelect}. */
export interface ServerSelectOptions {
  /**
   * When the list loads: at once while true (e.g. while a dialog is open), never while false; left out,
   * when the dropdown first opens.
   */
  enabled?: boolean;
}

/**
 * A Cloudscape Select whose options are searched on the server
 * (docs/decisions/0065-server-paged-tables-and-pickers.md): the typed text goes to the list route as `q`
 * 300 ms after the last keystroke, and scrolling to the end of the options asks for the next page.
 * Spread `selectProps` on the Select (`filteringType="manual"`, `statusType`, `onLoadItems`).
 * @param name - a list route (e.g. `listApplicants`).
 * @param listKey - the resource's list key, so that a create, update or delete reloads the options.
 */
export function useServerSelect<N extends ServerListRouteName>(
  name: N,
  listKey: QueryKey,
  options: ServerSelectOptions = {},
) {
  const search = useSearchText();
  const [opened, setOpened] = useState(false);
  const result = useListSearch(name, listKey, {
    q: search.q,
    limit: PICKER_PAGE_SIZE,
    enabled: options.enabled ?? opened,
  });
  const items: ListItem<N>[] = result.data?.pages.flatMap((page) => page.items) ?? [];

  const onLoadItems = ({ detail }: { detail: SelectProps.LoadItemsDetail }) => {
    setOpened(true);
    if (detail.samePage) {
      // "Retry" after an error: the page that failed, the first or the next one.
      void (result.data ? result.fetchNextPage() : result.refetch());
    } else if (detail.firstPage && detail.filteringText !== search.text) {
      search.setText(detail.filteringText);
    } else if (result.hasNextPage && !result.isFetching) {
      void result.fetchNextPage();
    }
  };

  const loading =
    search.waiting ||
    result.isPending ||
    result.isFetchingNextPage ||
    (result.isFetching && result.isPlaceholderData);
  const statusType: NonNullable<SelectProps['statusType']> = result.isError
    ? 'error'
    : loading
      ? 'loading'
      : result.hasNextPage
        ? 'pending'
        : 'finished';

  return {
    items,
    /** True while the person has typed a search (the options are its matches). */
    searching: search.text.trim() !== '',
    isError: result.isError,
    selectProps: { filteringType: 'manual' as const, statusType, onLoadItems },
  };
}
