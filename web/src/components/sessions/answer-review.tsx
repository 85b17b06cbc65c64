import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import type { SessionDetails } from '../../../../shared/schemas/session-details';
import { ApiError } from '../../api/client';
import { useReviewAnswer } from '../../api/decisions';
import { formatDateTime } from './session-format';

type QuestionDetails = SessionDetails['questions'][number];

const SCORE_OPTIONS = Array.from({ length: 11 }, (_, i) => ({ value: String(i), label: `${i}/10` }));

/** A person's score of an answer as it reads: "8/10 by Ana, 3 Nov 10:02: reason". */
export function ReviewLine({ review }: { review: NonNullable<QuestionDetails['review']> }) {
  return (
    <Box variant="small" data-testid="review-line">
      <b data-testid="review-score">{`${review.score}/10`}</b> by {review.by.name},{' '}
      {formatDateTime(review.at)}: {review.reason}
    </Box>
  );
}

/**
 * "Review score": a person's 0-10 score of one answer with a required reason. The AI's score is kept and
 * shown beside it; reviewing again replaces the shown review and adds to the history.
 */
export function AnswerReview({ sessionId, question }: { sessionId: string; question: QuestionDetails }) {
  const [open, setOpen] = useState(false);
  const [score, setScore] = useState<string | null>(
    question.review
      ? String(question.review.score)
      : question.score !== undefined
        ? String(question.score)
        : null,
  );
  const [reason, setReason] = useState('');
  const review = useReviewAnswer(sessionId);
  const details = review.error instanceof ApiError ? review.error.details : undefined;
  if (!open)
    return (
      <Button onClick={() => setOpen(true)} data-testid="review-answer">
        {question.review ? 'Change review score' : 'Review score'}
      </Button>
    );
  const submit = () =>
    review.mutate(
      { questionId: question.id, score: Number(score), reason },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
        },
      },
    );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="review-form"
    >
      <Form
        errorText={review.error && !details ? review.error.message : undefined}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              variant="primary"
              loading={review.isPending}
              disabled={score === null}
              data-testid="save-review"
            >
              Save review
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween direction="horizontal" size="m">
          <FormField label="Your score" errorText={details?.score?.[0]}>
            <Select
              selectedOption={SCORE_OPTIONS.find((o) => o.value === score) ?? null}
              onChange={({ detail }) => setScore(detail.selectedOption.value ?? null)}
              options={SCORE_OPTIONS}
              placeholder="0-10"
              data-testid="review-score-select"
            />
          </FormField>
          <FormField
            label="Reason"
            description="Required: why this score."
            errorText={details?.reason?.[0]}
            stretch
          >
            <Textarea
              value={reason}
              onChange={({ detail }) => setReason(detail.value)}
              rows={2}
              data-testid="review-reason"
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  );
}
