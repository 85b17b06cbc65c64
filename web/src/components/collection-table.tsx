import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import type { Page } from '../../../shared/schemas/common';
import { RouterLink, useFollow } from './router-link';
import { useNarrowScreen } from './use-narrow-screen';
import type { ServerCollection } from './use-server-collection';

/** Names of the paging buttons for assistive technology. */
const PAGINATION_LABELS = {
  nextPageLabel: 'Next page',
  previousPageLabel: 'Previous page',
  pageLabel: (page: number) => `Page ${page}`,
};

/** The words of a {@link CollectionTable}; each list page names its own records. */
export interface CollectionTableTexts {
  /** The page heading. */
  title: string;
  loadingText: string;
  filterPlaceholder: string;
  filterAriaLabel: string;
}

/** The standard "nothing here yet" state, with a button that leads to creating the first record. */
export interface CollectionTableEmptyState {
  title: string;
  description: string;
  action: { label: string; href: string };
}

/**
 * How a record shows as a card on a phone-sized screen: its title links to its page, and a few of the
 * table's columns (by id) are shown below it, so nothing needs sideways scrolling.
 */
export interface NarrowCardView<T> {
  title: (item: T) => string;
  href: (item: T) => string;
  /** Ids of the columns shown on the card, in order. */
  columns: readonly string[];
}

/** Test ids a page can leave out, because that page never had them and tests must see the same DOM. */
export type CollectionTableTestIdPart = 'filter' | 'no-match' | 'empty-add';

/** What the table needs of the list query (a TanStack Query result of one page). */
export interface CollectionTableResult<T> {
  data?: Page<T>;
  isPending: boolean;
  isError: boolean;
  /** True while the page on screen is the previous one and the asked one still loads. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** Props of {@link CollectionTable}. */
export interface CollectionTableProps<T extends { id: string }, S extends string> {
  /** The search, sort and paging state (`useServerCollection`). */
  collection: ServerCollection<S>;
  /** The page the list route answered for `collection.query`. */
  result: CollectionTableResult<T>;
  /** Columns; a column sorts (on the server) when its `sortingField` is one of the list's sort keys. */
  columnDefinitions: TableProps.ColumnDefinition<T>[];
  texts: CollectionTableTexts;
  /**
   * What shows when the list has nothing at all: the standard state, or a whole element for pages whose
   * records are created elsewhere.
   */
  empty: CollectionTableEmptyState | ReactElement;
  /** Header buttons, e.g. the page's create action. */
  headerActions?: ReactNode;
  /** Filters shown next to the text filter (e.g. a status select). */
  extraFilter?: ReactNode;
  /** Resets the page's own filters when the person clears the search (the text is cleared here). */
  onClearFilters?: () => void;
  /** Prefix of the data-testids: `<prefix>-table`, `-filter`, `-empty`, `-no-match`, `-empty-add`. */
  testIdPrefix: string;
  omitTestIds?: readonly CollectionTableTestIdPart[];
  /** The card view on phone-sized screens; without it the table scrolls sideways there. */
  narrow?: NarrowCardView<T>;
}

/**
 * A full-page list of records read one page at a time from the server
 * (docs/decisions/0065-server-paged-tables-and-pickers.md): a text filter sent as `q`, sortable columns
 * sent as `sort`/`order`, Previous/Next over the cursors of the pages visited, a counter of what has been
 * shown ("(20+)" while more pages follow) and empty / no-match states; on a phone-sized screen, Cloudscape
 * Cards with the page's `narrow` view instead. The list pages share it so that they look and behave the same.
 */
export function CollectionTable<T extends { id: string }, S extends string>(
  props: CollectionTableProps<T, S>,
) {
  const { collection, result } = props;
  const testId = (part: CollectionTableTestIdPart) =>
    props.omitTestIds?.includes(part) ? undefined : `${props.testIdPrefix}-${part}`;
  const page = result.data;
  const items = page?.items ?? [];
  const view = collection.describe(page);
  const counted = `${view.shown}${view.more ? '+' : ''}`;
  const settled = !result.isPending && !result.isPlaceholderData && !collection.search.waiting;

  const clear = () => {
    collection.search.clear();
    props.onClearFilters?.();
  };
  const empty = result.isError ? (
    <Box textAlign="center" color="inherit" data-testid={`${props.testIdPrefix}-error`}>
      <SpaceBetween size="s">
        <b>The list could not be loaded</b>
        <Button onClick={() => void result.refetch()}>Retry</Button>
      </SpaceBetween>
    </Box>
  ) : page?.nextCursor ? (
    // Searches the index cannot answer (single letters; sessions filtered by status or decision) read a
    // bounded part of the list per request, so a page can come back empty with more to read (decision 0100).
    <Box textAlign="center" color="inherit" data-testid={`${props.testIdPrefix}-search-further`}>
      <SpaceBetween size="s">
        <b>No matches in this part of the list</b>
        <Button onClick={() => collection.goTo(view.pageIndex + 1, page)}>Search further</Button>
      </SpaceBetween>
    </Box>
  ) : collection.narrowed ? (
    <Box textAlign="center" color="inherit" data-testid={testId('no-match')}>
      <SpaceBetween size="s">
        <b>No matches</b>
        <Button onClick={clear}>Clear filter</Button>
      </SpaceBetween>
    </Box>
  ) : isValidElement(props.empty) ? (
    props.empty
  ) : (
    <EmptyState
      state={props.empty}
      testId={`${props.testIdPrefix}-empty`}
      actionTestId={testId('empty-add')}
    />
  );

  const textFilter = (
    <TextFilter
      filteringText={collection.search.text}
      onChange={({ detail }) => collection.search.setText(detail.filteringText)}
      filteringPlaceholder={props.texts.filterPlaceholder}
      filteringAriaLabel={props.texts.filterAriaLabel}
      countText={
        settled && collection.search.q ? `${counted} ${counted === '1' ? 'match' : 'matches'}` : undefined
      }
      data-testid={testId('filter')}
    />
  );

  const narrow = useNarrowScreen() ? props.narrow : undefined;
  const header = (
    <Header
      variant="awsui-h1-sticky"
      counter={result.isPending || !page ? undefined : `(${counted})`}
      actions={props.headerActions}
    >
      {props.texts.title}
    </Header>
  );
  const filter = props.extraFilter ? (
    <SpaceBetween direction="horizontal" size="xs">
      {textFilter}
      {props.extraFilter}
    </SpaceBetween>
  ) : (
    textFilter
  );
  const pagination = (
    <Pagination
      currentPageIndex={view.pageIndex + 1}
      pagesCount={view.pagesCount}
      openEnd={view.openEnd}
      disabled={result.isPending || result.isPlaceholderData}
      onChange={({ detail }) => collection.goTo(detail.currentPageIndex - 1, page)}
      ariaLabels={PAGINATION_LABELS}
    />
  );

  if (narrow) {
    const byId = new Map(props.columnDefinitions.map((c) => [c.id, c]));
    return (
      <Cards
        data-testid={`${props.testIdPrefix}-cards`}
        variant="full-page"
        items={items}
        trackBy="id"
        loading={result.isPending}
        loadingText={props.texts.loadingText}
        empty={empty}
        header={header}
        filter={filter}
        pagination={pagination}
        cardDefinition={{
          header: (item) => (
            <RouterLink to={narrow.href(item)} fontSize="heading-m" data-testid="card-link">
              {narrow.title(item)}
            </RouterLink>
          ),
          sections: narrow.columns.flatMap((id) => {
            const column = byId.get(id);
            return column ? [{ id, header: column.header, content: (item: T) => column.cell(item) }] : [];
          }),
        }}
      />
    );
  }

  return (
    <Table
      data-testid={`${props.testIdPrefix}-table`}
      variant="full-page"
      items={items}
      columnDefinitions={props.columnDefinitions}
      trackBy="id"
      loading={result.isPending}
      loadingText={props.texts.loadingText}
      empty={empty}
      header={header}
      filter={filter}
      pagination={pagination}
      sortingColumn={props.columnDefinitions.find((c) => c.sortingField === collection.sorting.sort)}
      sortingDescending={collection.sorting.order === 'desc'}
      onSortingChange={({ detail }) =>
        collection.setSorting({
          sort: detail.sortingColumn.sortingField as S,
          order: detail.isDescending ? 'desc' : 'asc',
        })
      }
    />
  );
}

function EmptyState(props: { state: CollectionTableEmptyState; testId: string; actionTestId?: string }) {
  const follow = useFollow();
  const { title, description, action } = props.state;
  return (
    <Box textAlign="center" color="inherit" data-testid={props.testId}>
      <SpaceBetween size="s">
        <b>{title}</b>
        <Box variant="p" color="inherit">
          {description}
        </Box>
        <Button href={action.href} onFollow={follow} data-testid={props.actionTestId}>
          {action.label}
        </Button>
      </SpaceBetween>
    </Box>
  );
}
