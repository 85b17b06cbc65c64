import type { TableProps } from '@cloudscape-design/components/table';
import type { SessionSummary } from '../../../../shared/schemas/session';
import { RouterLink } from '../../components/router-link';
import { DecisionBadge } from '../../components/sessions/decision-badge';
import { formatDateTime, NONE, SessionStatusBadge } from '../../components/sessions/session-format';

/** Columns of the /interviewsessions table; Applicant and Created sort on the server. */
export const SESSION_COLUMNS: TableProps.ColumnDefinition<SessionSummary>[] = [
  {
    id: 'applicant',
    header: 'Applicant',
    cell: (s) => <RouterLink to={`/applicants/${s.applicantId}`}>{s.applicantName}</RouterLink>,
    sortingField: 'applicantName',
    isRowHeader: true,
  },
  { id: 'topic', header: 'Topic', cell: (s) => s.topic },
  { id: 'status', header: 'Status', cell: (s) => <SessionStatusBadge status={s.status} /> },
  { id: 'answered', header: 'Answered', cell: (s) => `${s.answerCount} / ${s.questionCount}` },
  {
    id: 'score',
    header: 'Score',
    // A person's scores count where they reviewed an answer, and the cell says so.
    cell: (s) =>
      s.effectiveScore
        ? `${s.effectiveScore.score}/100${s.effectiveScore.source === 'reviewed' ? ' (reviewed)' : ''}`
        : NONE,
  },
  {
    id: 'dueAt',
    header: 'Due',
    cell: (s) => (s.dueAt ? formatDateTime(s.dueAt) : 'No deadline'),
  },
  { id: 'createdAt', header: 'Created', cell: (s) => formatDateTime(s.createdAt), sortingField: 'createdAt' },
  {
    id: 'decision',
    header: 'Decision',
    cell: (s) => (s.decision ? <DecisionBadge decision={s.decision.decision} /> : NONE),
  },
  {
    id: 'details',
    header: 'Details',
    cell: (s) => (
      <RouterLink
        to={`/interviewsessions/${s.id}`}
        ariaLabel={`View details of ${s.applicantName}'s ${s.topic} session`}
        data-testid="session-details-link"
      >
        View details
      </RouterLink>
    ),
  },
];
