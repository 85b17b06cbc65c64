import Box from '@cloudscape-design/components/box';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { DECISIONS } from '../../../../shared/schemas/decision';
import type { SessionListQuery } from '../../../../shared/schemas/session';
import { SESSION_VIEW_STATUSES, type SessionViewStatus } from '../../../../shared/session-rules';
import { useSessionPage } from '../../api/sessions';
import { CollectionTable } from '../../components/collection-table';
import { DECISION_LABEL } from '../../components/sessions/decision-badge';
import { SESSION_STATUS_LABELS } from '../../components/sessions/session-format';
import { useListTable } from '../../components/use-list-table';
import { SESSION_COLUMNS } from './sessions-columns';

type SessionSort = SessionListQuery['sort'];
type DecisionFilter = NonNullable<SessionListQuery['decision']>;

/** Rows per table page (one request each). */
const PAGE_SIZE = 20;

const ALL_STATUSES: SelectProps.Option = { value: 'all', label: 'All statuses' };
const STATUS_OPTIONS: SelectProps.Option[] = [
  ALL_STATUSES,
  ...SESSION_VIEW_STATUSES.map((s) => ({ value: s, label: SESSION_STATUS_LABELS[s] })),
];

const ALL_DECISIONS: SelectProps.Option = { value: 'all', label: 'Any decision' };
const DECISION_OPTIONS: SelectProps.Option[] = [
  ALL_DECISIONS,
  { value: 'none', label: 'Undecided' },
  ...DECISIONS.map((d) => ({ value: d, label: DECISION_LABEL[d] })),
];

/** A filter select's value as the query takes it (one of that select's options); "all" filters nothing. */
const filterValue = <V extends string>(option: SelectProps.Option) =>
  option.value && option.value !== 'all' ? (option.value as V) : undefined;

/**
 * /interviewsessions: the organization's sessions with applicant, status, progress and score, one page at a
 * time, searched (applicant, template), filtered by status and decision and sorted on the server. Re-read
 * while a session on the page is open or being scored.
 */
export default function SessionsPage() {
  const [status, setStatus] = useState<SelectProps.Option>(ALL_STATUSES);
  const [decision, setDecision] = useState<SelectProps.Option>(ALL_DECISIONS);
  const { collection, result: sessions } = useListTable(useSessionPage, {
    pageSize: PAGE_SIZE,
    defaultSorting: { sort: 'createdAt' as SessionSort, order: 'desc' },
    filters: {
      status: filterValue<SessionViewStatus>(status),
      decision: filterValue<DecisionFilter>(decision),
    },
  });

  return (
    <CollectionTable
      narrow={{
        title: (s) => `${s.applicantName} · ${s.topic}`,
        href: (s) => `/interviewsessions/${s.id}`,
        columns: ['status', 'answered', 'score'],
      }}
      collection={collection}
      result={sessions}
      columnDefinitions={SESSION_COLUMNS}
      testIdPrefix="sessions"
      texts={{
        title: 'Interview Sessions',
        loadingText: 'Loading sessions',
        filterPlaceholder: 'Find by applicant or template',
        filterAriaLabel: 'Filter sessions',
      }}
      empty={
        <Box textAlign="center" color="inherit" data-testid="sessions-table-empty">
          <b>No sessions yet</b>
          <Box variant="p" color="inherit">
            Assign a session from an applicant&apos;s profile.
          </Box>
        </Box>
      }
      onClearFilters={() => {
        setStatus(ALL_STATUSES);
        setDecision(ALL_DECISIONS);
      }}
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
