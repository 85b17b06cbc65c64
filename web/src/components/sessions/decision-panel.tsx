import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { DECISIONS, type Decision } from '../../../../shared/schemas/decision';
import type { SessionDetails } from '../../../../shared/schemas/session-details';
import { ApiError } from '../../api/client';
import { useDecideSession } from '../../api/decisions';
import { DECISION_LABEL, SessionOversight } from './decision-badge';
import { DecisionEmailButton } from './decision-email-button';
import { FeedbackEditor } from './feedback-editor';

/** Answers a person should look at before deciding: flagged "needs review" or for suspected injection. */
/** Points between an answer's highest and lowest scoring sample (0 without samples). */
const spread = (samples: number[] | undefined) =>
  samples?.length ? Math.max(...samples) - Math.min(...samples) : 0;

/** Why a flagged answer needs a person, in the manager's words (never the model's). */
function reviewReasons(q: SessionDetails['questions'][number]): string[] {
  const reasons = [
    q.scoreStatus === 'not_scored' && 'the AI could not score it',
    q.needsReview && spread(q.samples) > 2 && 'the scoring samples disagree',
    q.needsReview && (q.repairs?.length ?? 0) > 0 && 'the model reply was repaired',
    q.needsReview && (q.unverifiedQuotes ?? 0) > 0 && 'a quote was not in the answer',
    q.injectionSuspected && 'suspected injection',
  ].filter((r): r is string => typeof r === 'string');
  return reasons.length ? reasons : ["needs a person's review"];
}

export function flaggedQuestions(d: SessionDetails) {
  return d.questions.filter((q) => q.needsReview || q.injectionSuspected);
}

/**
 * The session's decision: the latest one (who, when, why) and the form to record one. A person always
 * decides; flagged answers are listed first ("Review these first") and must be confirmed as seen.
 */
export function DecisionPanel({ details: d }: { details: SessionDetails }) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [seen, setSeen] = useState(false);
  const decide = useDecideSession(d.id);
  const flagged = flaggedQuestions(d);
  const details = decide.error instanceof ApiError ? decide.error.details : undefined;
  if (!d.submitted) return null;
  return (
    <Container
      header={
        <Header variant="h2" description="The AI score informs; a person decides.">
          Decision
        </Header>
      }
      data-testid="decision-panel"
    >
      <SpaceBetween size="m">
        {d.decision || d.effectiveScore?.source === 'reviewed' ? (
          <SpaceBetween size="s">
            <SessionOversight session={d} />
            {(d.decision?.decision === 'advance' || d.decision?.decision === 'reject') && (
              <DecisionEmailButton sessionId={d.id} />
            )}
            {(d.decision?.decision === 'advance' || d.decision?.decision === 'reject') && (
              <FeedbackEditor sessionId={d.id} />
            )}
          </SpaceBetween>
        ) : (
          <Box color="text-status-inactive">No decision yet.</Box>
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!decision) return;
            decide.mutate(
              { decision, reason, flaggedSeen: seen ? flagged.map((q) => q.id) : [] },
              { onSuccess: () => setReason('') },
            );
          }}
        >
          <Form
            errorText={decide.error && !details?.reason ? decide.error.message : undefined}
            actions={
              <Button
                variant="primary"
                loading={decide.isPending}
                disabled={!decision || (flagged.length > 0 && !seen)}
                data-testid="save-decision"
              >
                Save decision
              </Button>
            }
          >
            <SpaceBetween size="m">
              {flagged.length > 0 && (
                <Alert type="warning" header="Review these first" data-testid="review-first">
                  <ul style={{ marginBlock: '0.3em' }}>
                    {flagged.map((q) => (
                      <li key={q.id} data-testid="review-first-item">
                        {`Question ${q.order}: `}
                        {reviewReasons(q).join(', ')}
                      </li>
                    ))}
                  </ul>
                  <Checkbox
                    checked={seen}
                    onChange={({ detail }) => setSeen(detail.checked)}
                    data-testid="flagged-seen"
                  >
                    I have looked at these answers
                  </Checkbox>
                </Alert>
              )}
              <FormField label="Decision">
                <RadioGroup
                  value={decision}
                  onChange={({ detail }) => setDecision(detail.value as Decision)}
                  items={DECISIONS.map((value) => ({ value, label: DECISION_LABEL[value] }))}
                  data-testid="decision-choice"
                />
              </FormField>
              <FormField
                label="Reason"
                description="Required: why this decision."
                errorText={details?.reason?.[0]}
              >
                <Textarea
                  value={reason}
                  onChange={({ detail }) => setReason(detail.value)}
                  rows={2}
                  data-testid="decision-reason"
                />
              </FormField>
            </SpaceBetween>
          </Form>
        </form>
      </SpaceBetween>
    </Container>
  );
}
