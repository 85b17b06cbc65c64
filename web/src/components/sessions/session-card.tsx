import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { SessionSummary } from '../../../../shared/schemas/session';
import { useFollow } from '../router-link';
import { SessionOversight } from './decision-badge';
import { formatDateTime, MASKED_ACCESS_CODE, OpenClosedBadge } from './session-format';
import type { SessionCommands } from './session-commands';
import { DeadlineStatus, ReminderStatus } from './deadline';

/**
 * How the access-code e-mail went: sent, not sent, or what SES reported later (bounced, marked as spam)
 * with its reason (docs/decisions/0047-bounces-and-complaints.md).
 */
export function EmailStatus({ email }: { email: SessionSummary['email'] }) {
  if (!email) return <StatusIndicator type="pending">Not sent yet</StatusIndicator>;
  switch (email.status) {
    case 'sent':
      return <StatusIndicator type="success">Sent {formatDateTime(email.at)}</StatusIndicator>;
    case 'bounced':
      return (
        <SpaceBetween size="xxs">
          <StatusIndicator type="error" data-testid="email-bounced">
            Bounced
          </StatusIndicator>
          {email.problem && (
            <Box variant="small" color="text-body-secondary" data-testid="email-problem">
              {email.problem}
            </Box>
          )}
        </SpaceBetween>
      );
    case 'complained':
      return (
        <SpaceBetween size="xxs">
          <StatusIndicator type="warning" data-testid="email-complained">
            Marked as spam
          </StatusIndicator>
          {email.problem && (
            <Box variant="small" color="text-body-secondary" data-testid="email-problem">
              {email.problem}
            </Box>
          )}
        </SpaceBetween>
      );
    default:
      return <StatusIndicator type="warning">Not sent</StatusIndicator>;
  }
}

/** Whether the last access-code e-mail did not reach the applicant, so the card offers "Resend". */
export function emailNeedsResend(email: SessionSummary['email']): boolean {
  return email?.status === 'failed' || email?.status === 'bounced' || email?.status === 'complained';
}

/** The session's outcome: the score and texts, "Scoring…" while the AI works, or the failure. */
function SessionOutcome({ session }: { session: SessionSummary }) {
  if (session.result) {
    const r = session.result;
    return (
      <KeyValuePairs
        columns={3}
        data-testid="session-result"
        items={[
          { label: 'Score', value: <span data-testid="session-score">{`${r.score}/100`}</span> },
          { label: 'Feedback', value: <span style={{ whiteSpace: 'pre-wrap' }}>{r.feedback}</span> },
          { label: 'Suggestions', value: <span style={{ whiteSpace: 'pre-wrap' }}>{r.suggestions}</span> },
        ]}
      />
    );
  }
  if (session.status === 'submitted' && session.humanOnly)
    return (
      <StatusIndicator type="pending" data-testid="session-human-only">
        Human-only evaluation: score each answer in the details view.
      </StatusIndicator>
    );
  if (session.status === 'submitted' && session.scoringWait === 'ai_budget')
    return (
      <StatusIndicator type="stopped" data-testid="session-scoring-wait">
        Waiting for scoring: the organization&apos;s AI budget for this month is spent. It is scored when the
        budget has room again (next month, or a raised budget): use Retry scoring then.
      </StatusIndicator>
    );
  if (session.status === 'submitted' && session.queue) return <QueuedForScoring queue={session.queue} />;
  if (session.status === 'submitted' || session.status === 'scoring')
    return (
      <span data-testid="session-scoring">
        <StatusIndicator type="loading">Scoring…</StatusIndicator>
      </span>
    );
  if (session.status === 'scoring_failed')
    return <StatusIndicator type="error">Scoring failed. Retry scoring to try again.</StatusIndicator>;
  return null;
}

/**
 * One session on the applicant profile (docs/product.md#screen-session-card): topic, Open/Closed tag, masked
 * access code, counts, e-mail status, result, and the card buttons. Open sessions add Copy session link,
 * Check For Completion and Regenerate and resend code.
 */
export function SessionCard({
  session,
  commands,
  onViewDetails,
}: {
  session: SessionSummary;
  commands: SessionCommands;
  onViewDetails: (session: SessionSummary) => void;
}) {
  const follow = useFollow();
  const open = !session.submitted;
  return (
    <Container
      data-testid="session-card"
      header={
        <Header
          variant="h3"
          actions={<OpenClosedBadge submitted={session.submitted} />}
          description={`Created ${formatDateTime(session.createdAt)} by ${session.createdBy.name}`}
        >
          <span data-testid="session-topic">{session.topic}</span>
        </Header>
      }
      footer={
        <SpaceBetween direction="horizontal" size="xs">
          <Button href={`/templates/${session.interviewId}`} onFollow={follow} data-testid="view-template">
            View Interview Template
          </Button>
          {open && (
            <Button iconName="copy" onClick={() => void commands.copyLink(session)} data-testid="copy-link">
              Copy session link
            </Button>
          )}
          {open && (
            <Button onClick={() => commands.askSubmit(session)} data-testid="check-completion">
              Check For Completion
            </Button>
          )}
          {session.status === 'open' && (
            <Button onClick={() => commands.remind(session)} data-testid="send-reminder">
              Send reminder
            </Button>
          )}
          {open && (
            <Button onClick={() => commands.askExtend(session)} data-testid="extend-deadline">
              Extend deadline
            </Button>
          )}
          {(session.status === 'scoring_failed' || session.scoringWait === 'ai_budget') && (
            <Button onClick={() => commands.retryScoring(session)} data-testid="retry-scoring">
              Retry scoring
            </Button>
          )}
          <Button variant="primary" onClick={() => onViewDetails(session)} data-testid="view-details">
            View details
          </Button>
        </SpaceBetween>
      }
    >
      <SpaceBetween size="m">
        <KeyValuePairs
          columns={4}
          items={[
            {
              label: 'Access code',
              value: (
                <SpaceBetween size="xxs">
                  <Box variant="code" data-testid="masked-code">
                    {MASKED_ACCESS_CODE}
                  </Box>
                  {open && (
                    <Button
                      variant="inline-link"
                      onClick={() => commands.askRegenerate(session)}
                      data-testid="regenerate-code"
                    >
                      Regenerate and resend code
                    </Button>
                  )}
                </SpaceBetween>
              ),
            },
            { label: 'Questions', value: session.questionCount },
            {
              label: 'Answers',
              value: (
                <span data-testid="session-answers">{`answered ${session.answerCount} of ${session.questionCount}`}</span>
              ),
            },
            {
              label: 'E-mail',
              value: (
                <SpaceBetween size="xxs">
                  <EmailStatus email={session.email} />
                  {open && emailNeedsResend(session.email) && (
                    // A new code to the applicant's current address; refused (409) while it is one that
                    // hard-bounced, with the message saying to correct it first.
                    <Button
                      variant="inline-link"
                      onClick={() => commands.askRegenerate(session)}
                      data-testid="resend-email"
                    >
                      Resend
                    </Button>
                  )}
                </SpaceBetween>
              ),
            },
            { label: 'Deadline', value: <DeadlineStatus session={session} /> },
            {
              label: 'Reminders',
              value: <ReminderStatus reminder={session.reminder} submitted={session.submitted} />,
            },
          ]}
        />
        <SessionOutcome session={session} />
        <SessionOversight session={session} />
      </SpaceBetween>
    </Container>
  );
}

/** A session waiting in the scoring queue: its place in line and when it is likely scored (decision 0152). */
export function QueuedForScoring({ queue }: { queue: NonNullable<SessionSummary['queue']> }) {
  return (
    <StatusIndicator type="pending" data-testid="session-queued">
      Queued for scoring: {ordinal(queue.position)} in line, scored in about{' '}
      {Math.max(1, Math.round(queue.estimateSeconds / 60))} min at the AI model&apos;s quota.
    </StatusIndicator>
  );
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}
