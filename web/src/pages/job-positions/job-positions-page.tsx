import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useJobPositions } from '../../api/job-positions';
import { PROCESS_ERROR_DETAIL } from '../../components/notifications';
import { useFollow } from '../../components/router-link';
import { useErrorToast } from '../../components/use-error-toast';
import { JOB_POSITION_COLUMNS, JOB_POSITION_FILTER_FIELDS } from './job-positions-columns';

/** Rows per table page. */
const PAGE_SIZE = 10;

/**
 * /jobPositions: the organization's job positions, filtered, sorted and paged on the client by
 * `useCollection`, with New Job position → /addJobPosition (spec section 2).
 */
export default function JobPositionsPage() {
  const follow = useFollow();
  const positions = useJobPositions();
  useErrorToast(positions.error, PROCESS_ERROR_DETAIL);

  const all = positions.data ?? [];
  const { items, actions, filteredItemsCount, collectionProps, filterProps, paginationProps } = useCollection(
    all,
    {
      filtering: {
        fields: JOB_POSITION_FILTER_FIELDS,
        empty: (
          <Box textAlign="center" color="inherit" data-testid="job-positions-empty">
            <SpaceBetween size="s">
              <b>No job positions yet</b>
              <Box variant="p" color="inherit">
                Add a job position to write interview templates for it and rank its candidates.
              </Box>
              <Button href="/addJobPosition" onFollow={follow} data-testid="job-positions-empty-add">
                New Job position
              </Button>
            </SpaceBetween>
          </Box>
        ),
        noMatch: (
          <Box textAlign="center" color="inherit" data-testid="job-positions-no-match">
            <SpaceBetween size="s">
              <b>No matches</b>
              <Button onClick={() => actions.setFiltering('')}>Clear filter</Button>
            </SpaceBetween>
          </Box>
        ),
      },
      sorting: { defaultState: { sortingColumn: { sortingField: 'createdAt' }, isDescending: true } },
      pagination: { pageSize: PAGE_SIZE },
    },
  );

  const counter = filterProps.filteringText
    ? `(${filteredItemsCount ?? 0}/${all.length})`
    : `(${all.length})`;

  return (
    <Table
      {...collectionProps}
      data-testid="job-positions-table"
      variant="full-page"
      items={items}
      columnDefinitions={JOB_POSITION_COLUMNS}
      trackBy="id"
      loading={positions.isPending}
      loadingText="Loading job positions"
      header={
        <Header
          variant="awsui-h1-sticky"
          counter={positions.isPending ? undefined : counter}
          actions={
            <Button
              variant="primary"
              href="/addJobPosition"
              onFollow={follow}
              data-testid="add-job-position-button"
            >
              New Job position
            </Button>
          }
        >
          Job positions
        </Header>
      }
      filter={
        <TextFilter
          {...filterProps}
          filteringPlaceholder="Find job positions by title or description"
          filteringAriaLabel="Filter job positions"
          countText={`${filteredItemsCount ?? 0} matches`}
          data-testid="job-positions-filter"
        />
      }
      pagination={<Pagination {...paginationProps} />}
    />
  );
}
