import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRescoreAnswer } from '../../api/decisions';

/**
 * "Re-score": asks the AI to score one answer again, offered on an answer it could not score or that
 * needs review (docs/decisions/0081-one-answer-never-fails-a-session.md). The view then shows the new
 * score and the session's recomputed result; a failure (budget, the model still failing) is shown beside
 * the button, and the answer keeps its earlier score.
 */
export function RescoreButton({ sessionId, questionId }: { sessionId: string; questionId: string }) {
  const rescore = useRescoreAnswer(sessionId);
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button
        onClick={() => rescore.mutate(questionId)}
        loading={rescore.isPending}
        data-testid="rescore-answer"
      >
        Re-score
      </Button>
      {rescore.error && (
        <Box color="text-status-error" data-testid="rescore-error">
          {rescore.error.message}
        </Box>
      )}
    </SpaceBetween>
  );
}
