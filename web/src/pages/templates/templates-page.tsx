import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useInterviews } from '../../api/interviews';
import { PROCESS_ERROR_DETAIL } from '../../components/notifications';
import { useFollow } from '../../components/router-link';
import { useErrorToast } from '../../components/use-error-toast';
import { TEMPLATE_COLUMNS, TEMPLATE_FILTER_FIELDS } from './templates-columns';

/** Rows per table page. */
const PAGE_SIZE = 10;

/**
 * /templates: every interview template of the organization, newest first, filtered, sorted and paged on
 * the client by `useCollection`, with Create Template → /createTemplate (spec section 2, "Templates list").
 */
export default function TemplatesPage() {
  const follow = useFollow();
  const templates = useInterviews();
  useErrorToast(templates.error, PROCESS_ERROR_DETAIL);

  const all = templates.data ?? [];
  const { items, actions, filteredItemsCount, collectionProps, filterProps, paginationProps } = useCollection(
    all,
    {
      filtering: {
        fields: TEMPLATE_FILTER_FIELDS,
        empty: (
          <Box textAlign="center" color="inherit" data-testid="templates-empty">
            <SpaceBetween size="s">
              <b>No interview templates yet</b>
              <Box variant="p" color="inherit">
                Create a template to start assigning interview sessions.
              </Box>
              <Button href="/createTemplate" onFollow={follow}>
                Create Template
              </Button>
            </SpaceBetween>
          </Box>
        ),
        noMatch: (
          <Box textAlign="center" color="inherit" data-testid="templates-no-match">
            <SpaceBetween size="s">
              <b>No matches</b>
              <Button onClick={() => actions.setFiltering('')}>Clear filter</Button>
            </SpaceBetween>
          </Box>
        ),
      },
      sorting: { defaultState: { sortingColumn: TEMPLATE_COLUMNS[3]!, isDescending: true } },
      pagination: { pageSize: PAGE_SIZE },
    },
  );

  const counter = filterProps.filteringText
    ? `(${filteredItemsCount ?? 0}/${all.length})`
    : `(${all.length})`;

  return (
    <Table
      {...collectionProps}
      data-testid="templates-table"
      variant="full-page"
      items={items}
      columnDefinitions={TEMPLATE_COLUMNS}
      trackBy="id"
      loading={templates.isPending}
      loadingText="Loading interview templates"
      header={
        <Header
          variant="awsui-h1-sticky"
          counter={templates.isPending ? undefined : counter}
          actions={
            <Button
              variant="primary"
              href="/createTemplate"
              onFollow={follow}
              data-testid="create-template-button"
            >
              Create Template
            </Button>
          }
        >
          Interview Templates
        </Header>
      }
      filter={
        <TextFilter
          {...filterProps}
          filteringPlaceholder="Find templates by topic or language"
          filteringAriaLabel="Filter interview templates"
          countText={`${filteredItemsCount ?? 0} matches`}
        />
      }
      pagination={<Pagination {...paginationProps} />}
    />
  );
}
