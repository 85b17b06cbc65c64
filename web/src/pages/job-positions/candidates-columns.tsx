import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import { candidateScore, candidateScoreSource } from '../../../../shared/ranking';
import { describeSignalSummary } from '../../../../shared/signal-summary';
import type { Candidate } from '../../../../shared/schemas/job-position';
import type { SessionViewStatus } from '../../../../shared/session-rules';
import { RouterLink } from '../../components/router-link';
import { DecisionBadge } from '../../components/sessions/decision-badge';

/** "Ada Lovelace". */
export function candidateName(c: Candidate): string {
  return `${c.applicant.firstName} ${c.applicant.lastName}`;
}

const STATUS_VIEW: Record<SessionViewStatus, { type: StatusIndicatorProps.Type; label: string }> = {
  open: { type: 'pending', label: 'Open' },
  expired: { type: 'stopped', label: 'Expired' },
  submitted: { type: 'in-progress', label: 'Scoring' },
  scoring: { type: 'in-progress', label: 'Scoring' },
  scored: { type: 'success', label: 'Scored' },
  scoring_failed: { type: 'error', label: 'Scoring failed' },
};

/** What a row's actions call. */
export interface CandidateActions {
  onCreateSession: (c: Candidate) => void;
  onUnlink: (c: Candidate) => void;
  /** The applicant id whose unlink is running, to show its spinner. */
  unlinking?: string;
}

/** Columns of the candidates table, in rank order (spec: compare candidates by session score). */
export function candidateColumns(actions: CandidateActions): TableProps.ColumnDefinition<Candidate>[] {
  return [
    { id: 'rank', header: 'Rank', cell: (c) => c.rank ?? '-', width: 80 },
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      cell: (c) => (
        <RouterLink to={`/applicants/${c.applicant.id}`} data-testid="candidate-name">
          {candidateName(c)}
        </RouterLink>
      ),
    },
    { id: 'jobTitle', header: 'Job title', cell: (c) => c.applicant.jobTitle },
    {
      id: 'session',
      header: 'Latest session',
      cell: (c) =>
        c.session ? (
          <SpaceBetween size="xxxs">
            <span>{c.session.topic}</span>
            <StatusIndicator type={STATUS_VIEW[c.session.status].type}>
              {STATUS_VIEW[c.session.status].label}
            </StatusIndicator>
          </SpaceBetween>
        ) : (
          '-'
        ),
    },
    {
      id: 'score',
      header: 'Score',
      cell: (c) => {
        const score = candidateScore(c);
        return score === null ? (
          <Box color="text-status-inactive">Not scored yet</Box>
        ) : (
          <SpaceBetween size="xxxs">
            <span data-testid="candidate-score">{`${Math.round(score)}/100`}</span>
            <Box variant="small" color="text-body-secondary" data-testid="candidate-score-source">
              {candidateScoreSource(c) === 'reviewed' ? 'Reviewed by a person' : 'AI score'}
            </Box>
          </SpaceBetween>
        );
      },
    },
    {
      id: 'decision',
      header: 'Decision',
      cell: (c) =>
        c.session?.decision ? (
          <DecisionBadge decision={c.session.decision.decision} />
        ) : (
          <Box color="text-status-inactive">Undecided</Box>
        ),
    },
    {
      id: 'signals',
      header: 'How answers were written',
      cell: (c) =>
        c.signals ? (
          <span data-testid="candidate-signals">{describeSignalSummary(c.signals)}</span>
        ) : (
          <Box color="text-status-inactive">None recorded</Box>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (c) => (
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            variant="inline-link"
            onClick={() => actions.onCreateSession(c)}
            ariaLabel={`Create session for ${candidateName(c)}`}
            data-testid="candidate-create-session"
          >
            Create session
          </Button>
          <Button
            variant="inline-link"
            loading={actions.unlinking === c.applicant.id}
            onClick={() => actions.onUnlink(c)}
            ariaLabel={`Unlink ${candidateName(c)}`}
            data-testid="candidate-unlink"
          >
            Unlink
          </Button>
        </SpaceBetween>
      ),
    },
  ];
}
