import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useState } from 'react';
import { SESSION_STATUSES } from '../../../../shared/session-rules';
import { useSessions } from '../../api/sessions';
import { PROCESS_ERROR_DETAIL } from '../../components/notifications';
import { SESSION_STATUS_LABELS } from '../../components/sessions/session-format';
import { useErrorToast } from '../../components/use-error-toast';
import { SESSION_COLUMNS, SESSION_FILTER_FIELDS } from './sessions-columns';

/** Rows per table page. */
const PAGE_SIZE = 20;

const ALL_STATUSES: SelectProps.Option = { value: 'all', label: 'All statuses' };
const STATUS_OPTIONS: SelectProps.Option[] = [
  ALL_STATUSES,
  ...SESSION_STATUSES.map((s) => ({ value: s, label: SESSION_STATUS_LABELS[s] })),
];

/**
 * /interviewsessions: every session of the organization with its applicant, status, progress and score,
 * filtered by status and text, sorted and paged on the client. Polls while a session is being scored.
 */
export default function SessionsPage() {
  const sessions = useSessions();
  useErrorToast(sessions.error, PROCESS_ERROR_DETAIL);
  const [status, setStatus] = useState<SelectProps.Option>(ALL_STATUSES);

  const all = sessions.data ?? [];
  const byStatus = status.value === 'all' ? all : all.filter((s) => s.status === status.value);
  const { items, actions, filteredItemsCount, collectionProps, filterProps, paginationProps } = useCollection(
    byStatus,
    {
      filtering: {
        fields: SESSION_FILTER_FIELDS,
        empty:
          all.length === 0 ? (
            <Box textAlign="center" color="inherit" data-testid="sessions-table-empty">
              <b>No sessions yet</b>
              <Box variant="p" color="inherit">
                Assign a session from an applicant&apos;s profile.
              </Box>
            </Box>
          ) : (
            <Box textAlign="center" color="inherit">
              <SpaceBetween size="s">
                <b>No sessions with this status</b>
                <Button onClick={() => setStatus(ALL_STATUSES)}>Show all</Button>
              </SpaceBetween>
            </Box>
          ),
        noMatch: (
          <Box textAlign="center" color="inherit">
            <SpaceBetween size="s">
              <b>No matches</b>
              <Button onClick={() => actions.setFiltering('')}>Clear filter</Button>
            </SpaceBetween>
          </Box>
        ),
      },
      sorting: { defaultState: { sortingColumn: SESSION_COLUMNS[5]!, isDescending: true } },
      pagination: { pageSize: PAGE_SIZE },
    },
  );

  return (
    <Table
      {...collectionProps}
      data-testid="sessions-table"
      variant="full-page"
      items={items}
      columnDefinitions={SESSION_COLUMNS}
      trackBy="id"
      loading={sessions.isPending}
      loadingText="Loading sessions"
      header={
        <Header variant="awsui-h1-sticky" counter={sessions.isPending ? undefined : `(${all.length})`}>
          Interview Sessions
        </Header>
      }
      filter={
        <SpaceBetween direction="horizontal" size="xs">
          <TextFilter
            {...filterProps}
            filteringPlaceholder="Find sessions by applicant or topic"
            filteringAriaLabel="Filter sessions"
            countText={`${filteredItemsCount ?? 0} matches`}
          />
          <Select
            selectedOption={status}
            onChange={({ detail }) => setStatus(detail.selectedOption)}
            options={STATUS_OPTIONS}
            ariaLabel="Filter by status"
            data-testid="sessions-status-filter"
          />
        </SpaceBetween>
      }
      pagination={<Pagination {...paginationProps} />}
    />
  );
}
