import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer, ApplicantSession } from '../../../../shared/schemas/session';
import { progressPercent } from '../../../../shared/session-rules';
import { useApplicantSession, useSubmitSession } from '../../api/applicant-session';
import { ApiError } from '../../api/client';
import { useNotify } from '../../components/notifications';
import { AnswerArea, type AnswerView } from './answer-area';
import { FollowUpBox, useFollowUpAnswers } from './follow-up-box';
import { QuestionNav } from './question-nav';
import { SubmitModal } from './submit-modal';
import { QuestionTimeLeft, VISUALLY_HIDDEN } from './time-left';
import { TimeOverAlert, useTimeRefusals } from './time-over';
import { useAbsenceRecord, useAnswerSignals } from './use-answer-signals';
import { useSessionAnswers } from './use-session-answers';

/**
 * What the interview screen reports to the page: the token expired (or was revoked by a new code), the
 * interview is submitted, or its deadline passed (with the deadline).
 */
interface InterviewEvents {
  onExpired: () => void;
  onFinished: () => void;
  onPastDeadline: (dueAt: string) => void;
}

interface QuestionsScreenProps extends InterviewEvents {
  sessionId: string;
  token: string;
}

/** The deadline a 410 answer names, or now when it names none. */
const deadlineOf = (error: ApiError) => String(error.params?.dueAt ?? new Date().toISOString());

/**
 * The interview (docs/product.md#screen-interview): loads the questions with the applicant token,
 * then shows one question at a time. A 401 (expired token) or a finished session hands back to the page.
 */
export function QuestionsScreen(props: QuestionsScreenProps) {
  const { sessionId, token, onExpired, onFinished, onPastDeadline } = props;
  const { t } = useTranslation();
  const query = useApplicantSession(sessionId, token);
  const expired = query.error?.status === 401;
  const pastDeadline = query.error?.code === 'SessionExpired';
  const finished = query.data?.submitted === true;
  useEffect(() => {
    if (expired) onExpired();
    else if (pastDeadline) onPastDeadline(deadlineOf(query.error!));
    else if (finished) onFinished();
  }, [expired, pastDeadline, finished, onExpired, onFinished, onPastDeadline, query.error]);

  if (query.isPending || expired || pastDeadline || finished) {
    return (
      <Box textAlign="center" padding="xxl">
        <Spinner size="large" />
        <Box variant="span" margin={{ left: 's' }}>
          {t('page.loading')}
        </Box>
      </Box>
    );
  }
  if (query.error) {
    return (
      <Alert
        type="error"
        header={t('page.loadFailed')}
        action={<Button onClick={() => void query.refetch()}>{t('page.tryAgain')}</Button>}
      >
        {query.error.status === 0 ? t('page.offline') : null}
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
  onExpired,
  onFinished,
  onPastDeadline,
  session,
}: QuestionsScreenProps & { session: ApplicantSession }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const questions = session.questions;
  const total = questions.length;
  const [index, setIndex] = useQuestionIndex(sessionId, total);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Saves refused after a time limit, said on their question until the page reloads (decision record 0126).
  const refusals = useTimeRefusals(sessionId);
  const heading = useRef<HTMLHeadingElement>(null);
  const finish = useSubmitSession(sessionId, token);

  /** A refused save; `questionId`: the question it saved (a time refusal shows there, which then shows). */
  const handleError = (error: unknown, questionId?: string) => {
    if (error instanceof ApiError && error.status === 401) onExpired();
    else if (error instanceof ApiError && error.code === 'SessionSubmitted') onFinished();
    else if (error instanceof ApiError && error.code === 'SessionExpired') onPastDeadline(deadlineOf(error));
    else if (error instanceof ApiError && error.code === 'TimeLimitExceeded') {
      if (questionId === undefined) return; // Told by the save itself, which names its question.
      refusals.refuse(questionId);
      const at = questions.findIndex((q) => q.id === questionId);
      if (at >= 0) setIndex(at);
    } else
      notify.error(
        t('page.systemError'),
        error instanceof ApiError && error.status === 0 ? t('page.offline') : t('page.processError'),
      );
  };
  const signals = useAnswerSignals();
  const answers = useSessionAnswers(sessionId, token, session, {
    saved: (answer) => {
      refusals.clear(answer.questionId);
      notify.success(t('page.answerSubmitted'), t('page.answerSaved'));
    },
    failed: handleError,
    signals: signals.take,
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
  useAbsenceRecord(signals.recorder, view.kind === 'draft' ? question.id : undefined);

  const followUps = saved?.followUps ?? [];
  const followUp = useFollowUpAnswers(answers.saveFollowUp, handleError);
  // The follow-up the box answers: one of this question being edited, else the one still open.
  const editingFollowUp = followUps.some((f) => f.id === followUp.editing) ? followUp.editing : undefined;
  const activeFollowUp = editingFollowUp ?? followUps.find((f) => !f.answer)?.id;
  // A save that may bring a follow-up is awaited: the follow-up is asked on this screen (rule-follow-ups).
  const mayFollowUp = (question.followUps ?? 0) > followUps.length && answers.needsSave(question.id);
  // So is every save of a session with time limits: a late save's refusal shows on its question, and
  // Next then moves on from a question refused before (its time is over; decision record 0126).
  const goNext = () => {
    const saving = answers.saveIfNeeded(question.id) as Promise<Answer | undefined>;
    const next = Math.min(index + 1, total - 1);
    const refusedBefore = refusals.refused.has(question.id);
    if (!mayFollowUp && !session.timing) {
      saving.catch(() => undefined);
      setIndex(next);
    } else
      saving.then(
        (answer) => !answer?.followUp && setIndex(next),
        () => refusedBefore && setIndex(next),
      );
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
  const percent = Math.round(progressPercent(index + 1, total));
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
              {t('page.questionOf', { current: index + 1, total })}
            </h1>
            <ProgressBar
              value={percent}
              label={t('page.progressLabel')}
              additionalInfo={
                <span data-testid="session-answered">
                  {t('page.answeredSummary', { answered: answers.answered, total })}
                </span>
              }
            />
            <QuestionTimeLeft
              session={session}
              token={token}
              questionId={question.id}
              closed={refusals.refused.has(question.id)}
            />
            {/* Screen readers hear the rounded progress on every question, not the bar's every change. */}
            <div aria-live="polite" style={VISUALLY_HIDDEN} data-testid="session-progress-announcement">
              {t('page.progressAnnouncement', { current: index + 1, total, percent })}
            </div>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          <Box variant="p" fontSize="heading-s" data-testid="session-question-text">
            <span style={{ whiteSpace: 'pre-wrap' }}>{question.text}</span>
          </Box>
          <div {...signals.boxEvents(question.id)}>
            <AnswerArea
              view={view}
              questionId={question.id}
              onDraft={(value) => {
                signals.changed(question.id, answers.drafts[question.id] ?? '', value);
                answers.setDraft(question.id, value);
              }}
              onEdit={() => answers.startEdit(question.id)}
            />
          </div>
          <TimeOverAlert
            number={refusals.refused.has(question.id) ? index + 1 : undefined}
            last={index === total - 1}
          />
          {view.kind === 'saved' && (
            <FollowUpBox
              followUps={followUps}
              draft={followUp.draftOf(activeFollowUp)}
              onDraft={(value) => activeFollowUp && followUp.setDraft(activeFollowUp, value)}
              onSend={() => activeFollowUp && void followUp.send(question.id, activeFollowUp)}
              sending={followUp.sending}
              editing={editingFollowUp}
              onEdit={followUp.edit}
              onCancelEdit={followUp.cancelEdit}
            />
          )}
        </SpaceBetween>
      </Container>
      <div aria-live="polite">
        {answers.waitingForNetwork && (
          <Alert type="warning" data-testid="session-offline">
            {t('page.offline')}
          </Alert>
        )}
      </div>
      <QuestionNav
        first={index === 0}
        last={last}
        onPrevious={() => setIndex(index - 1)}
        onNext={goNext}
        onSubmit={() => setConfirming(true)}
      />
      <SubmitModal
        visible={confirming}
        answered={answers.answeredOnSubmit}
        total={total}
        submitting={submitting}
        onCancel={() => {
          cancelled.current = true;
          setConfirming(false);
        }}
        onSubmit={() => void submit()}
      />
    </SpaceBetween>
  );
}
