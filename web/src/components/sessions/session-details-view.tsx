import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Tabs from '@cloudscape-design/components/tabs';
import { DeadlineStatus, ReminderStatus } from './deadline';
import { QueuedForScoring } from './session-card';
import type { SessionDetails } from '../../../../shared/schemas/session-details';
import { QuestionBlock } from './question-details-card';
import { SessionRescoreButton, SessionRescoreStatus } from './session-rescore';
import { DecisionPanel } from './decision-panel';
import { EmailStatus } from './session-card';
import { SessionHistory } from './session-history';
import { formatDateTime } from './session-format';

/** Who scored: the offline scorer or a model provider. */
function scorerLabel(provider: string): string {
  if (provider === 'offline') return 'the offline scorer';
  if (provider === 'openai-compatible') return 'an OpenAI-compatible model';
  return 'Amazon Bedrock';
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 5 });

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
      ) : d.status === 'submitted' && d.queue ? (
        <QueuedForScoring queue={d.queue} />
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
