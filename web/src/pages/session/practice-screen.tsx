import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Textarea from '@cloudscape-design/components/textarea';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ANSWER_LENGTH } from '../../../../shared/schemas/session';
import { apiCall } from '../../api/client';
import { formatSessionDate } from '../../i18n/session-i18n';
import { clockText } from './time-left';

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** sessionStorage keys of the practice: its drafts (this tab only) and whether it is wanted or done. */
const practiceKey = (sessionId: string, part: 'answer' | 'followUp' | 'state') =>
  `practice-${part}:${sessionId}`;

const stored = (key: string) => {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
};
const store = (key: string, value: string) => {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage blocked: the draft lives in memory until the page closes.
  }
};

/** Whether the applicant asked for the practice in this tab and has not finished or skipped it yet. */
export const practiceWanted = (sessionId: string) => stored(practiceKey(sessionId, 'state')) === 'wanted';

/** Keeps the applicant's choice of a practice first, so a reload during the practice stays in it. */
export const wantPractice = (sessionId: string, wanted: boolean) =>
  store(practiceKey(sessionId, 'state'), wanted ? 'wanted' : 'done');

/** A draft kept in sessionStorage as it is typed: the practice's autosave, on this device only. */
function useDraft(key: string): [string, (value: string) => void] {
  const [value, setValue] = useState(() => stored(key));
  return [
    value,
    (next: string) => {
      setValue(next);
      store(key, next);
    },
  ];
}

/** The practice's time left from when it was shown, ms, ticking each second; undefined without a limit. */
function usePracticeClock(limitSeconds: number | undefined): number | undefined {
  const [start] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (limitSeconds === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [limitSeconds]);
  return limitSeconds === undefined ? undefined : Math.max(0, start + limitSeconds * 1000 - now);
}

/**
 * The practice question before the first real one (docs/decisions/0161-practice-question.md): marked as
 * not counted, in the interview's language, with the interview's time per question counting down and a
 * follow-up when the interview asks them. The drafts stay in this tab's sessionStorage; the server echoes
 * what it received and stores nothing. Offered on the access-code screen ("Practice first"). `onDone` leads
 * to the interview, from Skip or Start; it is called at once when the practice is not offered (a question
 * was already opened).
 */
export function PracticeScreen({
  sessionId,
  token,
  organizationName,
  onDone,
}: {
  sessionId: string;
  token: string;
  organizationName: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const practice = useQuery({
    queryKey: ['applicant-session', sessionId, 'practice'],
    queryFn: ({ signal }) =>
      apiCall('getPractice', { params: { id: sessionId } }, { signal, ...bearer(token) }),
    retry: false,
  });
  const [answer, setAnswer] = useDraft(practiceKey(sessionId, 'answer'));
  const [followUpAnswer, setFollowUpAnswer] = useDraft(practiceKey(sessionId, 'followUp'));
  const send = useMutation({
    mutationFn: (body: { response: string; followUp?: boolean }) =>
      apiCall('answerPractice', { params: { id: sessionId }, body }, bearer(token)),
  });
  const [followUp, setFollowUp] = useState<string>();
  const [received, setReceived] = useState<number>();
  const left = usePracticeClock(practice.data?.timeLimitSeconds);
  const finish = () => {
    wantPractice(sessionId, false);
    onDone();
  };
  const unavailable = practice.isError || practice.data?.available === false;
  useEffect(() => {
    if (unavailable) finish();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unavailable]);
  if (!practice.data || unavailable)
    return (
      <Box textAlign="center" padding="xxl">
        <Spinner size="large" />
      </Box>
    );
  const data = practice.data;
  const submit = (followUpReply: boolean) =>
    send.mutate(
      { response: followUpReply ? followUpAnswer : answer, ...(followUpReply ? { followUp: true } : {}) },
      {
        onSuccess: (echo) => {
          setReceived(echo.characters);
          if (echo.followUp) setFollowUp(echo.followUp.text);
        },
      },
    );
  const timeUp = left === 0;
  return (
    <Container
      data-testid="practice"
      header={
        <Header
          variant="h1"
          actions={
            <Button onClick={finish} data-testid="practice-skip">
              {t('page.practice.skip')}
            </Button>
          }
        >
          {t('page.practice.header')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <Alert type="info" data-testid="practice-not-counted">
          {t('page.practice.notCounted', { org: organizationName })}
        </Alert>
        <Box variant="p">{t('page.practice.intro')}</Box>
        {data.timeLimitSeconds !== undefined && (
          <Box variant="p" data-testid="practice-time">
            {t('page.practice.timeLimit', {
              limit: clockText(data.timeLimitSeconds * 1000),
              left: clockText(left ?? 0),
            })}
          </Box>
        )}
        {data.sessionEndsAt && (
          <Alert type="warning">
            {t('page.practice.sessionClock', { date: formatSessionDate(data.sessionEndsAt) })}
          </Alert>
        )}
        <Box variant="h2" fontSize="heading-m">
          {data.question}
        </Box>
        <FormField
          label={t('page.practice.answerLabel')}
          constraintText={answer ? t('page.practice.draftSaved') : undefined}
        >
          <Textarea
            value={answer}
            onChange={({ detail }) => setAnswer(detail.value.slice(0, MAX_ANSWER_LENGTH))}
            rows={5}
            disabled={followUp !== undefined || timeUp}
          />
        </FormField>
        {followUp === undefined && (
          <Button
            onClick={() => submit(false)}
            loading={send.isPending}
            disabled={!answer.trim() || timeUp}
            data-testid="practice-send"
          >
            {t('page.practice.send')}
          </Button>
        )}
        {followUp !== undefined && (
          <div style={{ borderInlineStart: '3px solid #0972d3', paddingInlineStart: 12 }} aria-live="polite">
            <SpaceBetween size="xs">
              <Box variant="h2" fontSize="heading-s">
                {t('page.followUpHeading')}
              </Box>
              <Box variant="p" data-testid="practice-follow-up">
                {followUp}
              </Box>
              <FormField label={t('page.followUpLabel')}>
                <Textarea
                  value={followUpAnswer}
                  onChange={({ detail }) => setFollowUpAnswer(detail.value.slice(0, MAX_ANSWER_LENGTH))}
                  rows={3}
                  disabled={timeUp}
                />
              </FormField>
              <Button
                onClick={() => submit(true)}
                loading={send.isPending}
                disabled={!followUpAnswer.trim() || timeUp}
              >
                {t('page.followUpSend')}
              </Button>
            </SpaceBetween>
          </div>
        )}
        {received !== undefined && (
          <Box variant="p" data-testid="practice-received">
            {t('page.practice.received', { count: received })}
          </Box>
        )}
        {send.isError && <Alert type="error">{t('page.processError')}</Alert>}
        <Button variant="primary" onClick={finish} data-testid="practice-start">
          {t('page.practice.start')}
        </Button>
      </SpaceBetween>
    </Container>
  );
}
