import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { SessionDetails } from '../../../../shared/schemas/session-details';
import { AnswerReview, ReviewLine } from './answer-review';
import { AnswerSignals } from './answer-signals';
import { FollowUpThread } from './follow-up-thread';
import { RescoreButton } from './rescore-button';
import { NONE } from './session-format';

type QuestionDetails = SessionDetails['questions'][number];

const VERDICT_STATUS = { covered: 'success', partial: 'warning', missing: 'error' } as const;
const VERDICT_LABEL = { covered: 'Covered', partial: 'Partly covered', missing: 'Missing' } as const;

/** True when an answer's repeated scores spread more than 2 points (the scorer's needs-review rule). */
const samplesDisagree = (samples: number[] | undefined) =>
  !!samples?.length && Math.max(...samples) - Math.min(...samples) > 2;

/** Per key point: the verdict and the answer's own words that show it. */
function EvidenceList({ evidence }: { evidence: NonNullable<QuestionDetails['evidence']> }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }} data-testid="details-evidence">
      {evidence.map((e, i) => (
        <li key={i} data-testid="evidence-item" data-verdict={e.verdict} style={{ marginBlockEnd: '0.4em' }}>
          <StatusIndicator
            type={VERDICT_STATUS[e.verdict]}
          >{`${VERDICT_LABEL[e.verdict]}: ${e.keyPoint}`}</StatusIndicator>
          {e.quote && (
            <Box variant="small" display="block" margin={{ left: 'l' }}>
              <q data-testid="evidence-quote" style={{ fontStyle: 'italic' }}>
                {e.quote}
              </q>
            </Box>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Why the AI could not score an answer, in the manager's words (docs/decisions/0081-one-answer-never-fails-a-session.md). */
const NOT_SCORED_REASONS: Record<string, string> = {
  cut_off: 'the model reply was cut off twice',
  invalid_reply: 'the model replied unusably twice',
  refused: 'the model refused to score it',
  busy: 'the AI service stayed busy',
  timeout: 'the AI service took too long',
  unavailable: 'the AI service was unavailable',
  cancelled: 'scoring was stopped',
};

/** Shown for an answer or feedback that does not exist (docs/product.md#screen-session-details). */
const NOT_AVAILABLE = 'N/a';

/**
 * One question of the details view (docs/product.md#screen-session-details): its text, the latest answer,
 * score and feedback with the flags a person should look at, the follow-up thread, how the answer was
 * written, the evidence per key point, and the review and re-score actions of a submitted session.
 */
export function QuestionBlock({
  question: q,
  details: d,
}: {
  question: QuestionDetails;
  details: SessionDetails;
}) {
  return (
    <Container
      data-testid="details-question"
      header={
        <Header
          variant="h3"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {q.scoreStatus === 'not_scored' && (
                <span data-testid="not-scored-flag">
                  <Badge color="severity-high">{`not scored · ${NOT_SCORED_REASONS[q.notScoredReason ?? ''] ?? q.notScoredReason ?? ''}`}</Badge>
                </span>
              )}
              {q.repairs && q.repairs.length > 0 && (
                <span data-testid="repaired-flag">
                  <Badge color="severity-low">{`model reply repaired · ${q.repairs.join(', ')}`}</Badge>
                </span>
              )}
              {q.needsReview && (
                <span data-testid="needs-review-flag">
                  <Badge color="severity-low">{`needs review${samplesDisagree(q.samples) ? ` · samples ${q.samples!.join(', ')}` : ''}`}</Badge>
                </span>
              )}
              {q.injectionSuspected && (
                <span data-testid="injection-flag">
                  <Badge color="severity-medium">injection attempt flagged</Badge>
                </span>
              )}
            </SpaceBetween>
          }
        >
          {`Question ${q.order}`}
        </Header>
      }
    >
      <SpaceBetween size="s">
        <Box variant="p" margin="n">
          {q.text}
        </Box>
        <KeyValuePairs
          columns={3}
          items={[
            {
              label: 'Answer',
              value: (
                <span data-testid="details-answer" style={{ whiteSpace: 'pre-wrap' }}>
                  {q.answer?.text.trim() ? q.answer.text : NOT_AVAILABLE}
                </span>
              ),
            },
            {
              label: q.review ? 'AI score · reviewed score' : 'Score',
              value: (
                <SpaceBetween size="xxs">
                  <span data-testid="details-score">
                    {q.scoreStatus === 'not_scored'
                      ? 'Not scored'
                      : q.score === undefined
                        ? NONE
                        : `${q.score}/10`}
                  </span>
                  {q.review && <ReviewLine review={q.review} />}
                </SpaceBetween>
              ),
            },
            {
              label: 'Feedback',
              value: <span data-testid="details-feedback">{q.feedback || NOT_AVAILABLE}</span>,
            },
          ]}
        />
        <FollowUpThread question={q} />
        {q.answer?.signals && (
          <AnswerSignals
            signals={q.answer.signals}
            answerLength={q.answer.text.length}
            version={q.answer.version}
          />
        )}
        {/* A not-scored answer has no verdicts: its key points are listed, never shown as missing. */}
        {q.scoreStatus !== 'not_scored' && q.evidence && q.evidence.length > 0 ? (
          <ExpandableSection
            headerText={`Evidence per key point (${q.evidence.filter((e) => e.verdict === 'covered').length} of ${q.evidence.length} covered)`}
            variant="footer"
            defaultExpanded
          >
            <EvidenceList evidence={q.evidence} />
          </ExpandableSection>
        ) : (
          <ExpandableSection headerText={`Key points (${q.keyPoints.length})`} variant="footer">
            <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
              {q.keyPoints.map((point, i) => (
                <li key={i}>{point}</li>
              ))}
            </ul>
          </ExpandableSection>
        )}
        {d.submitted && (
          <SpaceBetween direction="horizontal" size="xs">
            <AnswerReview sessionId={d.id} question={q} />
            {d.status === 'scored' &&
              !d.humanOnly &&
              d.rescore?.state !== 'running' &&
              (q.scoreStatus === 'not_scored' || q.needsReview) &&
              !!q.answer?.text.trim() && <RescoreButton sessionId={d.id} questionId={q.id} />}
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Container>
  );
}
