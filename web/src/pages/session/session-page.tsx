import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Spinner from '@cloudscape-design/components/spinner';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  type ApplicantToken,
  readApplicantToken,
  useSessionIntro,
  writeApplicantToken,
} from '../../api/applicant-session';
import { PRODUCT_NAME } from '../../config/product';
import { sessionText } from '../../i18n/session-text';
import { AccessCodeScreen } from './access-code-screen';
import { InterviewScreen } from './interview-screen';
import { SessionFrame, ThankYouScreen } from './session-frame';

/**
 * The applicant's interview page at /session/{id} (public; docs/product.md#screen-session-page,
 * docs/product.md#rule-session-page-display): finished → Thank You; a valid applicant token for this session
 * in sessionStorage → the questions; otherwise the access-code screen. Texts follow the interview's language.
 */
export default function SessionPage() {
  const { id = '' } = useParams();
  const intro = useSessionIntro(id);
  const [token, setToken] = useState<ApplicantToken | undefined>(() => readApplicantToken(id));
  const [finished, setFinished] = useState(false);
  const [notice, setNotice] = useState<string>();
  const text = sessionText(intro.data?.language);

  useEffect(() => {
    document.title = `${text.pageTitle} · ${PRODUCT_NAME}`;
  }, [text]);

  const authenticated = useCallback(
    (next: ApplicantToken) => {
      writeApplicantToken(id, next);
      setNotice(undefined);
      setToken(next);
    },
    [id],
  );
  const expired = useCallback(() => {
    writeApplicantToken(id, undefined);
    setToken(undefined);
    setNotice(text.expired);
  }, [id, text]);
  const { refetch: refetchIntro } = intro;
  const done = useCallback(() => {
    writeApplicantToken(id, undefined);
    setFinished(true);
    // The session may have been closed by the company meanwhile: the intro says who closed it.
    void refetchIntro();
  }, [id, refetchIntro]);

  let content;
  if (intro.isPending) {
    content = (
      <Box textAlign="center" padding="xxl">
        <Spinner size="large" />
        <Box variant="span" margin={{ left: 's' }}>
          {text.loading}
        </Box>
      </Box>
    );
  } else if (intro.error) {
    const notFound = intro.error.status === 404 || intro.error.status === 400;
    content = (
      <Alert
        type="error"
        data-testid="session-load-error"
        action={notFound ? undefined : <Button onClick={() => void intro.refetch()}>{text.tryAgain}</Button>}
      >
        {notFound ? text.linkInvalid : text.loadFailed}
      </Alert>
    );
  } else if (finished || intro.data.finished) {
    content = (
      <ThankYouScreen
        organizationName={intro.data.organizationName}
        closedByCompany={intro.data.closedBy === 'manager'}
        text={text}
      />
    );
  } else if (token) {
    content = (
      <InterviewScreen sessionId={id} token={token.token} text={text} onExpired={expired} onFinished={done} />
    );
  } else {
    content = (
      <AccessCodeScreen
        sessionId={id}
        intro={intro.data}
        text={text}
        notice={notice}
        onAuthenticated={authenticated}
        onFinished={done}
      />
    );
  }

  return (
    <SessionFrame organizationName={intro.data?.organizationName} lang={text.lang}>
      {content}
    </SessionFrame>
  );
}
