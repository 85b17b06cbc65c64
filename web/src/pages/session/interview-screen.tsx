import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useRef, useState } from 'react';
import type { ApplicantSession } from '../../../../shared/schemas/session';
import { progressPercent } from '../../../../shared/session-rules';
import { useApplicantSession, useFinishSession } from '../../api/applicant-session';
import { ApiError } from '../../api/client';
import { useNotify } from '../../components/notifications';
import type { SessionText } from '../../i18n/session-text';
import { AnswerArea, type AnswerView } from './answer-area';
import { SubmitModal } from './submit-modal';
import { useInterviewAnswers } from './use-interview-answers';

/** What the interview screen reports to the page: the token expired, or the interview is submitted. */
interface InterviewEvents {
  onExpired: () => void;
  onFinished: () => void;
}

interface InterviewProps extends InterviewEvents {
  sessionId: string;
  token: string;
  text: SessionText;
}

/**
 * The interview (docs/product.md#screen-interview): loads the questions with the applicant token,
 * then shows one question at a time. A 401 (expired token) or a finished session hands back to the page.
 */
export function InterviewScreen(props: InterviewProps) {
  const { sessionId, token, text, onExpired, onFinished } = props;
  const query = useApplicantSession(sessionId, token);
  const expired = query.error?.status === 401;
  const finished = query.data?.finished === true;
  useEffect(() => {
    if (expired) onExpired();
    else if (finished) onFinished();
  }, [expired, finished, onExpired, onFinished]);

  if (query.isPending || expired || finished) {
    return (
      <Box textAlign="center" padding="xxl">
        <Spinner size="large" />
        <Box variant="span" margin={{ left: 's' }}>
          {text.loading}
        </Box>
      </Box>
    );
  }
  if (query.error) {
    return (
      <Alert
        type="error"
        header={text.loadFailed}
        action={<Button onClick={() => void query.refetch()}>{text.tryAgain}</Button>}
      >
        {query.error.status === 0 ? query.error.message : null}
      </Alert>
    );
  }
  return <InterviewBody {...props} session={query.data} />;
}

const questionKey = (sessionId: string) => `session-question:${sessionId}`;

/** The question shown, kept per tab so a reload returns to it (1-based in the UI, 0-based here). */
function useQuestionIndex(sessionId: string, count: number) {
  const [index, setIndex] = useState(() => {
    const stored = Number(sessionStorage.getItem(questionKey(sessionId)));
    return Number.isInteger(stored) && stored >= 0 && stored < count ? stored : 0;
  });
  useEffect(() => sessionStorage.setItem(questionKey(sessionId), String(index)), [sessionId, index]);
  return [index, setIndex] as const;
}

function InterviewBody({
  sessionId,
  token,
  text,
  onExpired,
  onFinished,
  session,
}: InterviewProps & { session: ApplicantSession }) {
  const notify = useNotify();
  const questions = session.questions;
  const total = questions.length;
  const [index, setIndex] = useQuestionIndex(sessionId, total);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const finish = useFinishSession(sessionId, token);

  const handleError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) onExpired();
    else if (error instanceof ApiError && error.status === 409 && /submitted/i.test(error.message))
      onFinished();
    else
      notify.error(
        text.systemError,
        error instanceof ApiError && error.status === 0 ? text.offline : text.processError,
      );
  };
  const answers = useInterviewAnswers(sessionId, token, session, {
    saved: () => notify.success(text.answerSubmitted, text.answerSaved),
    failed: handleError,
  });

  // Screen-reader and keyboard users land on the new question's heading after each move.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [index]);

  const question = questions[index]!;
  const saved = answers.latest.get(question.id);
  const pending = answers.pending.get(question.id);
  const view: AnswerView = pending
    ? { kind: 'saving', text: pending.response, waiting: pending.waiting }
    : saved && !answers.editing.has(question.id)
      ? { kind: 'saved', text: saved.text }
      : { kind: 'draft', text: answers.drafts[question.id] ?? '', focus: answers.editing.has(question.id) };

  const goNext = () => {
    answers.saveIfNeeded(question.id).catch(() => undefined);
    setIndex(Math.min(index + 1, total - 1));
  };

  // Cancel while drafts are still saving (a slow or lost connection) must not submit afterwards.
  const cancelled = useRef(false);
  const submit = async () => {
    cancelled.current = false;
    setSubmitting(true);
    try {
      await answers.saveAll();
      if (cancelled.current) return;
      await finish.mutateAsync();
      setConfirming(false);
      onFinished();
    } catch (error) {
      setConfirming(false);
      handleError(error);
    } finally {
      setSubmitting(false);
    }
  };

  const last = index === total - 1;
  return (
    <SpaceBetween size="l">
      <Container
        header={
          <SpaceBetween size="s">
            <h1
              ref={heading}
              tabIndex={-1}
              data-testid="session-question-heading"
              style={{ margin: 0, fontSize: '1.5rem', outline: 'none' }}
            >
              {text.questionOf(index + 1, total)}
            </h1>
            <ProgressBar
              value={progressPercent(index + 1, total)}
              label={text.progressLabel}
              additionalInfo={
                <span data-testid="session-answered">{text.answeredSummary(answers.answered, total)}</span>
              }
            />
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          <Box variant="p" fontSize="heading-s" data-testid="session-question-text">
            <span style={{ whiteSpace: 'pre-wrap' }}>{question.text}</span>
          </Box>
          <AnswerArea
            view={view}
            questionId={question.id}
            text={text}
            onDraft={(value) => answers.setDraft(question.id, value)}
            onEdit={() => answers.startEdit(question.id)}
          />
        </SpaceBetween>
      </Container>
      <div aria-live="polite">
        {answers.waitingForNetwork && (
          <Alert type="warning" data-testid="session-offline">
            {text.offline}
          </Alert>
        )}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between' }}>
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            onClick={() => setIndex(index - 1)}
            disabled={index === 0}
            iconName="angle-left"
            data-testid="session-previous"
          >
            {text.previous}
          </Button>
          <Button
            onClick={goNext}
            disabled={last}
            iconName="angle-right"
            iconAlign="right"
            data-testid="session-next"
          >
            {text.next}
          </Button>
        </SpaceBetween>
        <Button
          variant={last ? 'primary' : 'normal'}
          onClick={() => setConfirming(true)}
          data-testid="session-submit"
        >
          {text.submitInterview}
        </Button>
      </div>
      <SubmitModal
        visible={confirming}
        answered={answers.answeredOnSubmit}
        total={total}
        submitting={submitting}
        text={text}
        onCancel={() => {
          cancelled.current = true;
          setConfirming(false);
        }}
        onSubmit={() => void submit()}
      />
    </SpaceBetween>
  );
}
