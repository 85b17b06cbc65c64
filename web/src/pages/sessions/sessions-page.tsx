import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { DECISIONS } from '../../../../shared/schemas/decision';
import type { SessionSummary } from '../../../../shared/schemas/session';
import { SESSION_STATUSES } from '../../../../shared/session-rules';
import { useSessions } from '../../api/sessions';
import { CollectionTable } from '../../components/collection-table';
import { PROCESS_ERROR_DETAIL } from '../../components/notifications';
import { DECISION_LABEL } from '../../components/sessions/decision-badge';
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

const ALL_DECISIONS: SelectProps.Option = { value: 'all', label: 'Any decision' };
const DECISION_OPTIONS: SelectProps.Option[] = [
  ALL_DECISIONS,
  { value: 'none', label: 'Undecided' },
  ...DECISIONS.map((d) => ({ value: d, label: DECISION_LABEL[d] })),
];

/** True when a session matches the decision filter (`all`, `none` or a decision). */
function hasDecision(s: SessionSummary, filter: string | undefined): boolean {
  if (!filter || filter === 'all') return true;
  return filter === 'none' ? !s.decision : s.decision?.decision === filter;
}

/**
 * /interviewsessions: every session of the organization with its applicant, status, progress and score,
 * filtered by status, decision and text, sorted and paged on the client. Polls while a session is being scored.
 */
export default function SessionsPage() {
  const sessions = useSessions();
  useErrorToast(sessions.error, PROCESS_ERROR_DETAIL);
  const [status, setStatus] = useState<SelectProps.Option>(ALL_STATUSES);

  const all = sessions.data ?? [];
  const [decision, setDecision] = useState<SelectProps.Option>(ALL_DECISIONS);
  const byStatus = (status.value === 'all' ? all : all.filter((s) => s.status === status.value)).filter((s) =>
    hasDecision(s, decision.value),
  );

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
              <b>No sessions with this status or decision</b>
              <Button
                onClick={() => {
                  setStatus(ALL_STATUSES);
                  setDecision(ALL_DECISIONS);
                }}
              >
                Show all
              </Button>
            </SpaceBetween>
          </Box>
        )
      }
      extraFilter={
        <SpaceBetween direction="horizontal" size="xs">
          <Select
            selectedOption={status}
            onChange={({ detail }) => setStatus(detail.selectedOption)}
            options={STATUS_OPTIONS}
            ariaLabel="Filter by status"
            data-testid="sessions-status-filter"
          />
          <Select
            selectedOption={decision}
            onChange={({ detail }) => setDecision(detail.selectedOption)}
            options={DECISION_OPTIONS}
            ariaLabel="Filter by decision"
            data-testid="sessions-decision-filter"
          />
        </SpaceBetween>
      }
    />
  );
}
