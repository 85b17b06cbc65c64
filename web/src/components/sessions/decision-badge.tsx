import Badge, { type BadgeProps } from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Decision } from '../../../../shared/schemas/decision';
import type { SessionSummary } from '../../../../shared/schemas/session';
import { formatDateTime } from './session-format';

/** How each decision reads. */
export const DECISION_LABEL: Record<Decision, string> = {
  advance: 'Advance',
  hold: 'Hold',
  reject: 'Reject',
};
const DECISION_COLOR: Record<Decision, BadgeProps['color']> = {
  advance: 'green',
  hold: 'blue',
  reject: 'red',
};

/** A decision as a coloured badge. */
export function DecisionBadge({ decision }: { decision: Decision }) {
  return (
    <span data-testid="decision-badge">
      <Badge color={DECISION_COLOR[decision]}>{DECISION_LABEL[decision]}</Badge>
    </span>
  );
}

/**
 * What people did with a session: the reviewed score next to the AI's when answers were reviewed, and
 * the latest decision with who made it, when and why. Nothing when neither exists.
 */
export function SessionOversight({ session }: { session: SessionSummary }) {
  const reviewed = session.effectiveScore?.source === 'reviewed' ? session.effectiveScore : undefined;
  if (!reviewed && !session.decision) return null;
  return (
    <SpaceBetween size="xxs" data-testid="session-oversight">
      {reviewed && (
        <Box data-testid="reviewed-score">
          Reviewed score <b>{reviewed.score}/100</b> ({reviewed.reviewedAnswers} answer
          {reviewed.reviewedAnswers === 1 ? '' : 's'} scored by a person
          {session.result ? `; AI score ${session.result.score}/100` : ''})
        </Box>
      )}
      {session.decision && (
        <SpaceBetween direction="horizontal" size="xs" data-testid="session-decision">
          <DecisionBadge decision={session.decision.decision} />
          <Box variant="small">
            by {session.decision.by.name}, {formatDateTime(session.decision.at)}: {session.decision.reason}
          </Box>
        </SpaceBetween>
      )}
    </SpaceBetween>
  );
}
