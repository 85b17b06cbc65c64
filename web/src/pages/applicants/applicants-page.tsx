import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useApplicants } from '../../api/applicants';
import { PROCESS_ERROR_DETAIL } from '../../components/notifications';
import { useFollow } from '../../components/router-link';
import { useErrorToast } from '../../components/use-error-toast';
import { APPLICANT_COLUMNS, APPLICANT_FILTER_FIELDS } from './applicants-columns';

/** Rows per table page. */
const PAGE_SIZE = 10;

/**
 * /applicants: every applicant of the organization, filtered, sorted and paged on the client by
 * `useCollection` (the list hook loads all pages), with Add Applicant → /addapplicant.
 */
export default function ApplicantsPage() {
  const follow = useFollow();
  const applicants = useApplicants();
  useErrorToast(applicants.error, PROCESS_ERROR_DETAIL);

  const all = applicants.data ?? [];
  const { items, actions, filteredItemsCount, collectionProps, filterProps, paginationProps } = useCollection(
    all,
    {
      filtering: {
        fields: APPLICANT_FILTER_FIELDS,
        empty: (
          <Box textAlign="center" color="inherit" data-testid="applicants-empty">
            <SpaceBetween size="s">
              <b>No applicants yet</b>
              <Box variant="p" color="inherit">
                Add the first applicant to start assigning interview sessions.
              </Box>
              <Button href="/addapplicant" onFollow={follow} data-testid="applicants-empty-add">
                Add applicant
              </Button>
            </SpaceBetween>
          </Box>
        ),
        noMatch: (
          <Box textAlign="center" color="inherit" data-testid="applicants-no-match">
            <SpaceBetween size="s">
              <b>No matches</b>
              <Button onClick={() => actions.setFiltering('')}>Clear filter</Button>
            </SpaceBetween>
          </Box>
        ),
      },
      sorting: {},
      pagination: { pageSize: PAGE_SIZE },
    },
  );

  const counter = filterProps.filteringText
    ? `(${filteredItemsCount ?? 0}/${all.length})`
    : `(${all.length})`;

  return (
    <Table
      {...collectionProps}
      data-testid="applicants-table"
      variant="full-page"
      items={items}
      columnDefinitions={APPLICANT_COLUMNS}
      trackBy="id"
      loading={applicants.isPending}
      loadingText="Loading applicants"
      header={
        <Header
          variant="awsui-h1-sticky"
          counter={applicants.isPending ? undefined : counter}
          actions={
            <Button
              variant="primary"
              href="/addapplicant"
              onFollow={follow}
              data-testid="add-applicant-button"
            >
              Add Applicant
            </Button>
          }
        >
          Applicants
        </Header>
      }
      filter={
        <TextFilter
          {...filterProps}
          filteringPlaceholder="Find applicants by name, job title or e-mail"
          filteringAriaLabel="Filter applicants"
          countText={`${filteredItemsCount ?? 0} matches`}
          data-testid="applicants-filter"
        />
      }
      pagination={<Pagination {...paginationProps} />}
    />
  );
}
