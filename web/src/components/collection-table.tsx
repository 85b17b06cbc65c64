import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { RouterLink, useFollow } from './router-link';
import { useNarrowScreen } from './use-narrow-screen';

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

/** Props of {@link CollectionTable}. */
export interface CollectionTableProps<T extends { id: string }> {
  /** Every record; filtering, sorting and paging happen here, on the client. */
  items: readonly T[];
  loading: boolean;
  columnDefinitions: TableProps.ColumnDefinition<T>[];
  /** Fields the text filter searches. */
  filteringFields: readonly (keyof T & string)[];
  texts: CollectionTableTexts;
  /**
   * What shows when `items` is empty: the standard state, or a whole element for pages where an empty
   * list can mean more than "nothing yet" (e.g. a status filter that matched nothing).
   */
  empty: CollectionTableEmptyState | ReactElement;
  /** Header buttons, e.g. the page's create action. */
  headerActions?: ReactNode;
  /** Filters shown next to the text filter (e.g. a status select). */
  extraFilter?: ReactNode;
  /** Header counter to show instead of "(matches/total)", for pages that count differently. */
  counter?: string;
  defaultSorting?: TableProps.SortingState<T>;
  pageSize: number;
  /** Prefix of the data-testids: `<prefix>-table`, `-filter`, `-empty`, `-no-match`, `-empty-add`. */
  testIdPrefix: string;
  omitTestIds?: readonly CollectionTableTestIdPart[];
  /** The card view on phone-sized screens; without it the table scrolls sideways there. */
  narrow?: NarrowCardView<T>;
}

/**
 * A full-page list of records with a text filter, sortable columns, paging, a counter and empty /
 * no-match states; on a phone-sized screen, Cloudscape Cards with the page's `narrow` view instead. The list pages share it so that they look and behave the same, and so that the
 * `useCollection` wiring lives in one place.
 */
export function CollectionTable<T extends { id: string }>(props: CollectionTableProps<T>) {
  const testId = (part: CollectionTableTestIdPart) =>
    props.omitTestIds?.includes(part) ? undefined : `${props.testIdPrefix}-${part}`;

  const { items, actions, filteredItemsCount, collectionProps, filterProps, paginationProps } = useCollection(
    props.items,
    {
      filtering: {
        fields: [...props.filteringFields],
        empty: isValidElement(props.empty) ? (
          props.empty
        ) : (
          <EmptyState
            state={props.empty}
            testId={`${props.testIdPrefix}-empty`}
            actionTestId={testId('empty-add')}
          />
        ),
        noMatch: (
          <Box textAlign="center" color="inherit" data-testid={testId('no-match')}>
            <SpaceBetween size="s">
              <b>No matches</b>
              <Button onClick={() => actions.setFiltering('')}>Clear filter</Button>
            </SpaceBetween>
          </Box>
        ),
      },
      sorting: { defaultState: props.defaultSorting },
      pagination: { pageSize: props.pageSize },
    },
  );

  const total = props.items.length;
  const counter =
    props.counter ?? (filterProps.filteringText ? `(${filteredItemsCount ?? 0}/${total})` : `(${total})`);
  const textFilter = (
    <TextFilter
      {...filterProps}
      filteringPlaceholder={props.texts.filterPlaceholder}
      filteringAriaLabel={props.texts.filterAriaLabel}
      countText={`${filteredItemsCount ?? 0} matches`}
      data-testid={testId('filter')}
    />
  );

  const narrow = useNarrowScreen() ? props.narrow : undefined;
  const header = (
    <Header
      variant="awsui-h1-sticky"
      counter={props.loading ? undefined : counter}
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

  if (narrow) {
    const byId = new Map(props.columnDefinitions.map((c) => [c.id, c]));
    return (
      <Cards
        data-testid={`${props.testIdPrefix}-cards`}
        variant="full-page"
        items={items}
        trackBy="id"
        loading={props.loading}
        loadingText={props.texts.loadingText}
        empty={collectionProps.empty}
        header={header}
        filter={filter}
        pagination={<Pagination {...paginationProps} ariaLabels={PAGINATION_LABELS} />}
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
      {...collectionProps}
      data-testid={`${props.testIdPrefix}-table`}
      variant="full-page"
      items={items}
      columnDefinitions={props.columnDefinitions}
      trackBy="id"
      loading={props.loading}
      loadingText={props.texts.loadingText}
      header={header}
      filter={filter}
      pagination={<Pagination {...paginationProps} ariaLabels={PAGINATION_LABELS} />}
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
