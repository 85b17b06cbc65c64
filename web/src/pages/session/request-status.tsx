import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionRequests } from '../../../../shared/schemas/applicant-request';
import { apiCall } from '../../api/client';
import { formatSessionDate } from '../../i18n/session-i18n';

/** Cache key of one session's requests as its applicant sees them. */
export const sessionRequestsKey = (sessionId: string) => ['session-requests', sessionId] as const;

/**
 * The session's requests (`GET /api/session/{id}/requests`), opened by the applicant token or a request
 * link's token (docs/decisions/0122-request-links.md); idle without a token.
 */
export function useSessionRequests(sessionId: string, token: string | undefined) {
  return useQuery({
    queryKey: sessionRequestsKey(sessionId),
    queryFn: ({ signal }) =>
      apiCall(
        'listSessionRequests',
        { params: { id: sessionId } },
        { signal, headers: { Authorization: `Bearer ${token}` } },
      ),
    enabled: token !== undefined,
    retry: false,
  });
}

/** The applicant's requests about the session, with their status and dates; nothing when there is none. */
export function RequestStatusList({ requests }: { requests: SessionRequests['requests'] }) {
  const { t } = useTranslation();
  if (requests.length === 0) return null;
  return (
    <Container header={<Header variant="h2">{t('page.accountable.statusHeader')}</Header>}>
      <SpaceBetween size="s">
        {requests.map((r) => (
          <div key={r.id} data-testid="request-status">
            <Box variant="strong">{t(`page.accountable.kind_${r.kind}`)}</Box>
            {/* The icon apart from the text, so a long date wraps between words on a phone. */}
            <div style={{ display: 'flex', gap: 6, alignItems: 'baseline' }}>
              <StatusIndicator type={r.status === 'open' ? 'pending' : 'success'} />
              <span>
                {r.status === 'open'
                  ? t('page.accountable.statusOpen', { date: formatSessionDate(r.dueAt) })
                  : t('page.accountable.statusAnswered', {
                      date: formatSessionDate(r.respondedAt ?? r.dueAt),
                    })}
              </span>
            </div>
          </div>
        ))}
      </SpaceBetween>
    </Container>
  );
}
