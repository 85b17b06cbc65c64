import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Tabs from '@cloudscape-design/components/tabs';
import { DeadlineStatus, ReminderStatus } from './deadline';
import type { SessionDetails } from '../../../../shared/schemas/session-details';
import { AnswerReview, ReviewLine } from './answer-review';
import { AnswerSignals } from './answer-signals';
import { FollowUpThread } from './follow-up-thread';
import { RescoreButton } from './rescore-button';
import { SessionRescoreButton, SessionRescoreStatus } from './session-rescore';
import { DecisionPanel } from './decision-panel';
import { EmailStatus } from './session-card';
import { SessionHistory } from './session-history';
import { formatDateTime, NONE } from './session-format';

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

/** Who scored: the offline scorer or a model provider. */
function scorerLabel(provider: string): string {
  if (provider === 'offline') return 'the offline scorer';
  if (provider === 'openai-compatible') return 'an OpenAI-compatible model';
  return 'Amazon Bedrock';
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 5 });

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

function QuestionBlock({ question: q, details: d }: { question: QuestionDetails; details: SessionDetails }) {
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

/**
 * Everything about one session (docs/product.md#screen-session-details), shared by the profile's
 * dialog and /interviewsessions/:id: status, assignee, dates, progress, each question with its latest
 * answer, score and feedback, and which model scored it; a person's review of each answer and the
 * session's decision; and the History tab.
 */
export function SessionDetailsView({ details: d }: { details: SessionDetails }) {
  const answered = d.questions.filter((q) => q.answer?.text.trim()).length;
  return (
    <SpaceBetween size="l">
      <Container data-testid="session-details-summary">
        <KeyValuePairs
          columns={4}
          items={[
            { label: 'Topic', value: d.topic },
            {
              label: 'Status',
              value: (
                <span data-testid="details-status">
                  <StatusIndicator type={d.submitted ? 'stopped' : 'success'}>
                    {d.submitted ? 'Done' : 'Open'}
                  </StatusIndicator>
                </span>
              ),
            },
            { label: 'Assignee', value: <span data-testid="details-assignee">{d.createdBy.name}</span> },
            { label: 'Applicant', value: d.applicantName },
            { label: 'Start', value: formatDateTime(d.startedAt) },
            { label: 'End', value: formatDateTime(d.submittedAt) },
            {
              label: 'Answered',
              value: <span data-testid="details-answered">{`${answered} / ${d.questions.length}`}</span>,
            },
            { label: 'E-mail', value: <EmailStatus email={d.email} /> },
            {
              label: 'Notice accepted',
              value: <span data-testid="details-notice-accepted">{formatDateTime(d.noticeAcceptedAt)}</span>,
            },
            {
              label: 'Evaluation',
              value: (
                <span data-testid="details-evaluation">
                  {d.humanOnly
                    ? `Human-only${d.humanOnlyRequestedAt ? ` (asked by the applicant ${formatDateTime(d.humanOnlyRequestedAt)})` : ''}`
                    : 'AI-assisted, a person decides'}
                </span>
              ),
            },
            { label: 'Deadline', value: <DeadlineStatus session={d} /> },
            { label: 'Reminders', value: <ReminderStatus reminder={d.reminder} submitted={d.submitted} /> },
          ]}
        />
      </Container>
      {d.result ? (
        <Container
          header={
            <Header
              variant="h2"
              actions={
                !d.humanOnly && d.status === 'scored' ? <SessionRescoreButton details={d} /> : undefined
              }
            >
              Result
            </Header>
          }
          data-testid="details-result"
        >
          <SessionRescoreStatus details={d} />
          <KeyValuePairs
            columns={3}
            items={[
              {
                label: 'Score',
                value: (
                  <span data-testid="details-result-score">
                    {`${d.result.score}/100`}
                    {d.result.unscoredAnswers > 0 &&
                      ` · ${d.result.unscoredAnswers} answer${d.result.unscoredAnswers === 1 ? '' : 's'} not scored (a person reviews ${d.result.unscoredAnswers === 1 ? 'it' : 'them'})`}
                  </span>
                ),
              },
              { label: 'Feedback', value: d.result.feedback },
              { label: 'Suggestions', value: d.result.suggestions },
            ]}
          />
        </Container>
      ) : (
        (d.status === 'submitted' || d.status === 'scoring') &&
        !d.humanOnly && <StatusIndicator type="loading">Scoring…</StatusIndicator>
      )}
      <Tabs
        tabs={[
          {
            id: 'answers',
            label: 'Answers',
            content: (
              <SpaceBetween size="l">
                <DecisionPanel details={d} />
                {[...d.questions]
                  .sort((a, b) => a.order - b.order)
                  .map((q) => (
                    <QuestionBlock key={q.id} question={q} details={d} />
                  ))}
                <Box variant="small" color="text-status-inactive" data-testid="details-provenance">
                  {d.scoring
                    ? `Scored by ${scorerLabel(d.scoring.provider)} · model ${d.scoring.modelId} · prompt ${d.scoring.promptVersion}${d.scoring.usage.estimated ? ' · tokens estimated' : ''} · ${d.scoring.usage.totalTokens} tokens · ${d.scoring.costUsd === undefined ? 'no list price' : usd.format(d.scoring.costUsd)}`
                    : 'Not scored yet.'}
                </Box>
              </SpaceBetween>
            ),
          },
          { id: 'history', label: 'History', content: <SessionHistory details={d} /> },
        ]}
      />
    </SpaceBetween>
  );
}
