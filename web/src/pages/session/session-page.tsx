import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useCallback, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  type ApplicantToken,
  readApplicantToken,
  useSessionIntro,
  writeApplicantToken,
} from '../../api/applicant-session';
import { PRODUCT_NAME } from '../../config/product';
import { sessionI18n, useSessionLanguage } from '../../i18n/session-i18n';
import { AccessCodeScreen } from './access-code-screen';
import { QuestionsScreen } from './questions-screen';
import { AfterSubmit } from './after-submit';
import { PracticeScreen, practiceWanted, wantPractice } from './practice-screen';
import { ExpiredScreen, SessionFrame, ThankYouScreen } from './session-frame';

/**
 * The applicant's interview page at /session/{id} (public; docs/product.md#screen-session-page,
 * docs/product.md#rule-session-page-display): finished → Thank You (or closed by the company); past the
 * deadline → why it can no longer be answered; a valid applicant token for this session in sessionStorage
 * → the practice question when the applicant asked for it (docs/decisions/0161-practice-question.md), then
 * the questions; otherwise the access-code screen. Every text is in the interview's language
 * (docs/product.md#screen-session-languages), `<html lang>` and `dir` too.
 */
export default function SessionPage() {
  const { id = '' } = useParams();
  const intro = useSessionIntro(id);
  const ready = useSessionLanguage(intro.data?.language);
  return (
    <I18nextProvider i18n={sessionI18n}>
      <SessionContent sessionId={id} intro={intro} ready={ready} />
    </I18nextProvider>
  );
}

function Loading({ label }: { label?: string }) {
  return (
    <Box textAlign="center" padding="xxl">
      <Spinner size="large" />
      {label && (
        <Box variant="span" margin={{ left: 's' }}>
          {label}
        </Box>
      )}
    </Box>
  );
}

function SessionContent({
  sessionId: id,
  intro,
  ready,
}: {
  sessionId: string;
  intro: ReturnType<typeof useSessionIntro>;
  ready: boolean;
}) {
  const { t } = useTranslation();
  const [token, setToken] = useState<ApplicantToken | undefined>(() => readApplicantToken(id));
  const [finished, setFinished] = useState(false);
  // Set when the server answers 410 during the visit (the deadline passed meanwhile).
  const [expiredAt, setExpiredAt] = useState<string>();
  const [notice, setNotice] = useState<string>();
  // The practice question the applicant asked for comes first, until done or skipped (decision 0161).
  const [practice, setPractice] = useState(() => practiceWanted(id));

  useEffect(() => {
    if (ready) document.title = `${t('page.title')} · ${PRODUCT_NAME}`;
  }, [ready, t]);

  const authenticated = useCallback(
    (next: ApplicantToken, practiceFirst: boolean) => {
      wantPractice(id, practiceFirst);
      setPractice(practiceFirst);
      writeApplicantToken(id, next);
      setNotice(undefined);
      setToken(next);
    },
    [id],
  );
  const tokenExpired = useCallback(() => {
    writeApplicantToken(id, undefined);
    setToken(undefined);
    setNotice('page.tokenExpired');
  }, [id]);
  const { refetch: refetchIntro } = intro;
  const done = useCallback(() => {
    writeApplicantToken(id, undefined);
    setFinished(true);
    // The session may have been closed by the company meanwhile: the intro says who closed it.
    void refetchIntro();
  }, [id, refetchIntro]);
  const pastDeadline = useCallback(
    (dueAt: string) => {
      writeApplicantToken(id, undefined);
      setToken(undefined);
      setExpiredAt(dueAt);
    },
    [id],
  );

  let content;
  if (!ready || intro.isPending) {
    content = <Loading label={ready ? t('page.loading') : undefined} />;
  } else if (intro.error) {
    const notFound = intro.error.status === 404 || intro.error.status === 400;
    content = (
      <Alert
        type="error"
        data-testid="session-load-error"
        action={
          notFound ? undefined : <Button onClick={() => void intro.refetch()}>{t('page.tryAgain')}</Button>
        }
      >
        {notFound ? t('page.linkInvalid') : t('page.loadFailed')}
      </Alert>
    );
  } else if (finished || intro.data.submitted) {
    content = (
      <SpaceBetween size="l">
        <ThankYouScreen
          organizationName={intro.data.organizationName}
          submittedByCompany={intro.data.submittedBy === 'manager'}
        />
        {token && (
          <AfterSubmit sessionId={id} token={token.token} organizationName={intro.data.organizationName} />
        )}
      </SpaceBetween>
    );
  } else if (expiredAt || intro.data.expired) {
    content = (
      <ExpiredScreen organizationName={intro.data.organizationName} dueAt={expiredAt ?? intro.data.dueAt!} />
    );
  } else if (token && practice) {
    content = (
      <PracticeScreen
        sessionId={id}
        token={token.token}
        organizationName={intro.data.organizationName}
        onDone={() => setPractice(false)}
      />
    );
  } else if (token) {
    content = (
      <QuestionsScreen
        sessionId={id}
        token={token.token}
        onExpired={tokenExpired}
        onFinished={done}
        onPastDeadline={pastDeadline}
      />
    );
  } else {
    content = (
      <AccessCodeScreen
        sessionId={id}
        intro={intro.data}
        notice={notice ? t(notice) : undefined}
        onAuthenticated={authenticated}
        onFinished={done}
        onPastDeadline={pastDeadline}
      />
    );
  }

  return <SessionFrame organizationName={intro.data?.organizationName}>{content}</SessionFrame>;
}
