import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../api/client';
import { formatSessionDate } from '../../i18n/session-i18n';

/**
 * The feedback report the organization sent (`GET /api/session/{id}/feedback`,
 * docs/decisions/0162-feedback-reports.md), shown as text on the request link's page; nothing until one was
 * sent (the route answers 404). `token`: a request link's token or the applicant token.
 */
export function FeedbackPanel({ sessionId, token }: { sessionId: string; token: string }) {
  const { t } = useTranslation();
  const feedback = useQuery({
    queryKey: ['session-feedback', sessionId],
    queryFn: ({ signal }) =>
      apiCall(
        'getFeedback',
        { params: { id: sessionId } },
        { signal, headers: { Authorization: `Bearer ${token}` } },
      ),
    retry: false,
  });
  if (!feedback.data) return null;
  return (
    <Container
      data-testid="feedback"
      header={
        <Header
          variant="h2"
          description={t('page.feedback.sentOn', { date: formatSessionDate(feedback.data.sentAt) })}
        >
          {t('page.feedback.header')}
        </Header>
      }
    >
      <Box variant="p">
        <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{feedback.data.text}</span>
      </Box>
    </Container>
  );
}
