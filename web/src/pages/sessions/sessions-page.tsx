import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { SESSION_STATUSES } from '../../../../shared/session-rules';
import { useSessions } from '../../api/sessions';
import { CollectionTable } from '../../components/collection-table';
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

  // An empty table means either no sessions at all or none with the chosen status; only the latter can
  // be fixed from here. The counter keeps the organization's total whatever the filters.
  return (
    <CollectionTable
      narrow={{
        title: (s) => `${s.applicantName} · ${s.topic}`,
        href: (s) => `/interviewsessions/${s.id}`,
        columns: ['status', 'answered', 'score'],
      }}
      items={byStatus}
      loading={sessions.isPending}
      columnDefinitions={SESSION_COLUMNS}
      filteringFields={SESSION_FILTER_FIELDS}
      defaultSorting={{ sortingColumn: SESSION_COLUMNS[5]!, isDescending: true }}
      pageSize={PAGE_SIZE}
      testIdPrefix="sessions"
      omitTestIds={['filter', 'no-match']}
      counter={`(${all.length})`}
      texts={{
        title: 'Interview Sessions',
        loadingText: 'Loading sessions',
        filterPlaceholder: 'Find sessions by applicant or topic',
        filterAriaLabel: 'Filter sessions',
      }}
      empty={
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
        )
      }
      extraFilter={
        <Select
          selectedOption={status}
          onChange={({ detail }) => setStatus(detail.selectedOption)}
          options={STATUS_OPTIONS}
          ariaLabel="Filter by status"
          data-testid="sessions-status-filter"
        />
      }
    />
  );
}
