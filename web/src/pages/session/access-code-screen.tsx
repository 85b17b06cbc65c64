import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type FormEvent, useEffect, useState } from 'react';
import { ACCESS_CODE_LENGTH } from '../../../../shared/access-code';
import type { SessionIntro } from '../../../../shared/schemas/session';
import { type ApplicantToken, useAuthenticateSession } from '../../api/applicant-session';
import type { SessionText } from '../../i18n/session-text';
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
 * The welcome and access-code screen (docs/product.md#screen-access-code). The code is proved to the server,
 * which answers a token; a wrong code shows the server's message (with the tries left), a lock-out (429)
 * shows the wait from `Retry-After` and keeps the button disabled until it has passed.
 * @param notice - why the applicant is here again (an expired token), shown above the boxes.
 * @param onAuthenticated - receives the applicant token; `onFinished` runs when the interview is already submitted.
 */
export function AccessCodeScreen({
  sessionId,
  intro,
  text,
  notice,
  onAuthenticated,
  onFinished,
}: {
  sessionId: string;
  intro: SessionIntro;
  text: SessionText;
  notice?: string;
  onAuthenticated: (token: ApplicantToken) => void;
  onFinished: () => void;
}) {
  const [parts, setParts] = useState<CodeParts>(['', '', '']);
  const [error, setError] = useState<string>();
  const [lockedUntil, setLockedUntil] = useState<number>();
  const [noticeAccepted, setNoticeAccepted] = useState(false);
  const [humanOnly, setHumanOnly] = useState(false);
  const remaining = useRemaining(lockedUntil);
  const locked = remaining > 0;
  const auth = useAuthenticateSession(sessionId, humanOnly);
  const code = parts.join('');

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (code.length < ACCESS_CODE_LENGTH || locked || auth.isPending || !noticeAccepted) return;
    setError(undefined);
    auth.mutate(code, {
      onSuccess: onAuthenticated,
      onError: (err) => {
        if (err.status === 429) {
          setLockedUntil(Date.now() + (err.retryAfterSeconds ?? 15 * 60) * 1000);
        } else if (err.status === 409) {
          onFinished();
        } else if (err.status === 401 || err.status === 400) {
          setError(err.message);
        } else {
          setError(err.status === 0 ? err.message : text.processError);
        }
      },
    });
  };

  const minutes = Math.max(1, Math.ceil(remaining / 60_000));
  const unlockTime = lockedUntil
    ? new Date(lockedUntil).toLocaleTimeString(text.lang, { hour: '2-digit', minute: '2-digit' })
    : '';

  return (
    <form onSubmit={submit} noValidate>
      <Container header={<Header variant="h1">{text.welcomeHeader}</Header>}>
        <SpaceBetween size="l">
          <Box variant="p" data-testid="session-welcome">
            {text.welcome(intro.organizationName, intro.questionCount)}
          </Box>
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
          <FormField label={text.accessCodeLabel} description={text.accessCodeHint}>
            <AccessCodeInputs parts={parts} onChange={setParts} label={text.codePart} />
          </FormField>
          <div aria-live="assertive">
            {locked ? (
              <Alert type="error" data-testid="access-code-locked">
                {text.tooManyTries(minutes)} {text.tryAgainAt(unlockTime)}
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
            {text.startInterview}
          </Button>
        </SpaceBetween>
      </Container>
    </form>
  );
}
