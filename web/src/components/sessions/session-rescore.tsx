import Box from '@cloudscape-design/components/box';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { RescoreScope } from '../../../../shared/schemas/rescore';
import type { SessionDetails } from '../../../../shared/schemas/session-details';
import { useRescoreSession } from '../../api/decisions';

/**
 * "Re-score session" in the result's header (docs/decisions/0118-session-rescore-through-the-worker.md):
 * the AI scores again the answers it could not score, or all of them, on the scoring worker. While it
 * runs the result shows "Re-scoring…" (the details are re-read until it ends); a re-score that could not
 * run shows why, and the earlier result stays.
 */
export function SessionRescoreButton({ details }: { details: SessionDetails }) {
  const rescore = useRescoreSession(details.id);
  const unscored = details.result?.unscoredAnswers ?? 0;
  const running = details.rescore?.state === 'running';
  return (
    <SpaceBetween direction="horizontal" size="xs" alignItems="center">
      {rescore.error && (
        <Box color="text-status-error" data-testid="rescore-session-error">
          {rescore.error.message}
        </Box>
      )}
      <ButtonDropdown
        data-testid="rescore-session"
        loading={rescore.isPending}
        disabled={running}
        onItemClick={({ detail }) => rescore.mutate(detail.id as RescoreScope)}
        items={[
          {
            id: 'not_scored',
            text: unscored > 0 ? `Answers not scored (${unscored})` : 'Answers not scored (none)',
            disabled: unscored === 0,
          },
          { id: 'all', text: 'All answers' },
        ]}
      >
        Re-score session
      </ButtonDropdown>
    </SpaceBetween>
  );
}

/** The running session re-score, or why the last one could not run, or the request's own error. */
export function SessionRescoreStatus({ details }: { details: SessionDetails }) {
  const r = details.rescore;
  if (!r) return null;
  return (
    <SpaceBetween size="xxs" data-testid="rescore-session-status">
      {r.state === 'running' ? (
        <StatusIndicator type="loading">
          {`Re-scoring ${r.answers === 'all' ? 'all answers' : 'the answers not scored'}…`}
        </StatusIndicator>
      ) : (
        <Box color="text-status-error">{`The session was not scored again: ${r.failure ?? 'try again.'}`}</Box>
      )}
      <Box variant="small" color="text-body-secondary">{`Asked by ${r.by.name}`}</Box>
    </SpaceBetween>
  );
}
