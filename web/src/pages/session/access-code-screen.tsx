import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS_CODE_LENGTH } from '../../../../shared/access-code';
import type { SessionIntro } from '../../../../shared/schemas/session';
import { type ApplicantToken, useAuthenticateSession } from '../../api/applicant-session';
import type { ApiError } from '../../api/client';
import { formatSessionDate } from '../../i18n/session-i18n';
import { AccessCodeInputs, type CodeParts } from './access-code-inputs';
import { ApplicantNotice } from './applicant-notice';

/** Ticks once a second while `until` (epoch ms) is in the future; answers the ms left (0 when past). */
function useRemaining(until: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, until - now) : 0;
}

/**
 * The welcome and access-code screen (docs/product.md#screen-access-code): the organization, the number
 * of questions, the deadline and the AI notice, then the code, which is proved to the server. Server
 * refusals are shown from their stable code in the interview's language: a wrong code with the tries
 * left, a lock-out (429) with the wait from `Retry-After` (the button stays disabled until it has
 * passed); an already submitted (409) or expired (410) session hands back to the page.
 * @param notice - why the applicant is here again (an expired token), shown above the boxes.
 */
export function AccessCodeScreen({
  sessionId,
  intro,
  notice,
  onAuthenticated,
  onFinished,
  onPastDeadline,
}: {
  sessionId: string;
  intro: SessionIntro;
  notice?: string;
  /** `practice`: the applicant asked for the practice question first (decision 0161). */
  onAuthenticated: (token: ApplicantToken, practice: boolean) => void;
  onFinished: () => void;
  onPastDeadline: (dueAt: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [parts, setParts] = useState<CodeParts>(['', '', '']);
  const [error, setError] = useState<string>();
  const [lockedUntil, setLockedUntil] = useState<number>();
  const [noticeAccepted, setNoticeAccepted] = useState(false);
  const [humanOnly, setHumanOnly] = useState(false);
  const remaining = useRemaining(lockedUntil);
  const locked = remaining > 0;
  const auth = useAuthenticateSession(sessionId, humanOnly);
  const code = parts.join('');

  const refused = (err: ApiError) => {
    if (err.status === 429) {
      setLockedUntil(Date.now() + (err.retryAfterSeconds ?? 15 * 60) * 1000);
    } else if (err.code === 'SessionSubmitted' || err.status === 409) {
      onFinished();
    } else if (err.code === 'SessionExpired') {
      onPastDeadline(String(err.params?.dueAt ?? intro.dueAt ?? new Date().toISOString()));
    } else if (err.code === 'InvalidAccessCode') {
      const left = Number(err.params?.triesLeft ?? 0);
      setError(left > 0 ? t('errors.InvalidAccessCode', { count: left }) : t('errors.InvalidAccessCodeLast'));
    } else {
      setError(err.status === 0 ? t('page.offline') : t('page.processError'));
    }
  };

  const submit = (event?: FormEvent, practice = false) => {
    event?.preventDefault();
    if (code.length < ACCESS_CODE_LENGTH || locked || auth.isPending || !noticeAccepted) return;
    setError(undefined);
    auth.mutate(code, { onSuccess: (token) => onAuthenticated(token, practice), onError: refused });
  };

  const minutes = Math.max(1, Math.ceil(remaining / 60_000));
  const unlockTime = lockedUntil
    ? new Date(lockedUntil).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })
    : '';

  return (
    <form onSubmit={submit} noValidate>
      <Container header={<Header variant="h1">{t('page.welcomeHeader')}</Header>}>
        <SpaceBetween size="l">
          <Box variant="p" data-testid="session-welcome">
            {t('page.welcome', { org: intro.organizationName, count: intro.questionCount })}
          </Box>
          {intro.dueAt && (
            <Box variant="p" fontWeight="bold" data-testid="session-due">
              {t('page.dueBy', { date: formatSessionDate(intro.dueAt) })}
            </Box>
          )}
          {notice && (
            <Alert type="warning" data-testid="session-notice">
              {notice}
            </Alert>
          )}
          <ApplicantNotice
            intro={intro}
            accepted={noticeAccepted}
            onAcceptedChange={setNoticeAccepted}
            humanOnly={humanOnly}
            onHumanOnlyChange={setHumanOnly}
          />
          <FormField label={t('page.accessCodeLabel')} description={t('page.accessCodeHint')}>
            <AccessCodeInputs
              parts={parts}
              onChange={setParts}
              label={(part, of) => t('page.codePart', { part, of })}
            />
          </FormField>
          <div aria-live="assertive">
            {locked ? (
              <Alert type="error" data-testid="access-code-locked">
                {t('errors.TooManyRequests', { count: minutes })} {t('page.tryAgainAt', { time: unlockTime })}
              </Alert>
            ) : (
              error && (
                <Alert type="error" data-testid="access-code-error">
                  {error}
                </Alert>
              )
            )}
          </div>
          <Button
            variant="primary"
            formAction="submit"
            data-testid="start-interview"
            disabled={code.length < ACCESS_CODE_LENGTH || locked || !noticeAccepted}
            loading={auth.isPending}
          >
            {t('page.startInterview')}
          </Button>
          <Button
            formAction="none"
            data-testid="practice-first"
            disabled={code.length < ACCESS_CODE_LENGTH || locked || !noticeAccepted}
            onClick={() => submit(undefined, true)}
          >
            {t('page.practice.first')}
          </Button>
        </SpaceBetween>
      </Container>
    </form>
  );
}
