import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { SessionDetails } from '../../../../shared/schemas/session-details';

type QuestionDetails = SessionDetails['questions'][number];

/** Why a follow-up allowed on the question was not asked, in the manager's words. */
const SKIP_TEXT = {
  timeout: 'The AI took too long, so the interview moved on without one.',
  failed: 'The AI could not write one, so the interview moved on without one.',
  budget: "The organization's AI budget for the month was spent.",
  busy: "The organization's AI limit per minute was reached.",
} as const;

/**
 * The follow-ups asked after a question's answer, each with the applicant's answer, as a thread under
 * the answer (docs/product.md#rule-follow-ups); they are scored together with the question. An answer
 * edited after saving says which version shows (decision record 0126). Also says when a follow-up was
 * allowed but not asked, and why.
 */
export function FollowUpThread({ question }: { question: QuestionDetails }) {
  const followUps = question.followUps ?? [];
  if (!followUps.length && !question.followUpSkipped) return null;
  return (
    <SpaceBetween size="xs">
      {followUps.map((f, i) => (
        <div
          key={f.id}
          data-testid="details-follow-up"
          style={{ borderInlineStart: '3px solid #8d99a8', paddingInlineStart: 12 }}
        >
          <Box variant="awsui-key-label">{`Follow-up ${i + 1} (asked by the AI)`}</Box>
          <Box variant="p" margin="n">
            <i data-testid="details-follow-up-text">{f.text}</i>
          </Box>
          <Box variant="p" margin="n">
            <span data-testid="details-follow-up-answer" style={{ whiteSpace: 'pre-wrap' }}>
              {f.answer ?? 'Not answered.'}
            </span>
          </Box>
          {f.version !== undefined && f.version > 1 && (
            <Box variant="small" color="text-body-secondary" data-testid="details-follow-up-version">
              {`Edited after saving: this is version ${f.version} (every version is in the applicant's data export)`}
            </Box>
          )}
        </div>
      ))}
      {question.followUpSkipped && !followUps.some((f) => !f.answer) && (
        <Box variant="small" color="text-body-secondary" data-testid="details-follow-up-skipped">
          {`No follow-up: ${SKIP_TEXT[question.followUpSkipped.reason]}`}
        </Box>
      )}
    </SpaceBetween>
  );
}
