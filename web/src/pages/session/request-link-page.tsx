import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Language } from '../../../../shared/interview-options';
import { PRODUCT_NAME } from '../../config/product';
import { sessionI18n, useSessionLanguage } from '../../i18n/session-i18n';
import { RequestForm } from './after-submit';
import { RequestStatusList, useSessionRequests } from './request-status';
import { SessionFrame } from './session-frame';
import { FeedbackPanel } from './feedback-panel';
import { TranscriptPanel } from './transcript-panel';

/** sessionStorage key of a session's request-link token (per tab, gone when the tab closes). */
const linkKey = (sessionId: string) => `request-link:${sessionId}`;

/**
 * The request link's token: taken from the URL fragment on arrival (browsers never send the fragment to
 * a server), kept in sessionStorage and removed from the address bar so it is not shared by copying it.
 */
function useRequestLinkToken(sessionId: string): string | undefined {
  const [token] = useState(() => {
    const fromUrl = window.location.hash.slice(1);
    if (fromUrl) {
      sessionStorage.setItem(linkKey(sessionId), fromUrl);
      window.history.replaceState(null, '', window.location.pathname);
      return fromUrl;
    }
    return sessionStorage.getItem(linkKey(sessionId)) ?? undefined;
  });
  return token;
}

/**
 * The page of a request link from a decision e-mail, /session/{id}/requests (docs/decisions/0122-request-links.md):
 * weeks after the interview, the applicant reads the feedback report sent to them (decision 0162), reads and
 * downloads their transcript, asks for an explanation, a review by a person or a correction, and sees the
 * status of what they asked; nothing else of the session opens with the link. In the interview's language.
 */
export default function RequestLinkPage() {
  const { id = '' } = useParams();
  const token = useRequestLinkToken(id);
  const requests = useSessionRequests(id, token);
  const ready = useSessionLanguage(requests.data?.language as Language | undefined);
  return (
    <I18nextProvider i18n={sessionI18n}>
      <SessionFrame organizationName={requests.data?.organizationName}>
        <RequestLinkContent sessionId={id} token={token} requests={requests} ready={ready} />
      </SessionFrame>
    </I18nextProvider>
  );
}

function RequestLinkContent({
  sessionId,
  token,
  requests,
  ready,
}: {
  sessionId: string;
  token: string | undefined;
  requests: ReturnType<typeof useSessionRequests>;
  ready: boolean;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (ready) document.title = `${t('page.accountable.requestHeader')} · ${PRODUCT_NAME}`;
  }, [ready, t]);
  if (!token || requests.error)
    return (
      <Alert type="error" data-testid="request-link-invalid">
        {ready ? t('page.accountable.linkExpired') : ''}
      </Alert>
    );
  if (!ready || !requests.data)
    return (
      <Box textAlign="center" padding="xxl">
        <Spinner size="large" />
      </Box>
    );
  return (
    <SpaceBetween size="l">
      <FeedbackPanel sessionId={sessionId} token={token} />
      <TranscriptPanel sessionId={sessionId} token={token} />
      <RequestForm
        sessionId={sessionId}
        token={token}
        organizationName={requests.data.organizationName}
        dueDays={requests.data.requestDueDays}
      />
      <RequestStatusList requests={requests.data.requests} />
    </SpaceBetween>
  );
}
