import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../api/client';
import { formatSessionDate } from '../../i18n/session-i18n';
import { downloadFile, transcriptJson, transcriptText } from './transcript-file';

/** Id of the request form's container, which the transcript's correction link scrolls to. */
export const REQUEST_FORM_ID = 'request-form';

/**
 * The applicant's transcript (`GET /api/session/{id}/transcript`, docs/decisions/0160-applicant-transcript.md):
 * each question with its latest answer and follow-ups and their times, to read, download as text or JSON,
 * and a link to the request form to ask for a correction. `token`: the applicant token or a request link's.
 */
export function TranscriptPanel({ sessionId, token }: { sessionId: string; token: string }) {
  const { t } = useTranslation();
  const transcript = useQuery({
    queryKey: ['session-transcript', sessionId],
    queryFn: ({ signal }) =>
      apiCall(
        'getTranscript',
        { params: { id: sessionId } },
        { signal, headers: { Authorization: `Bearer ${token}` } },
      ),
    retry: false,
  });
  const data = transcript.data;
  const date = (iso: string) => formatSessionDate(iso);
  return (
    <Container
      data-testid="transcript"
      header={
        <Header
          variant="h2"
          description={t('page.transcript.intro')}
          actions={
            data && (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  onClick={() => downloadFile(transcriptText(data, t, date))}
                  data-testid="transcript-text"
                >
                  {t('page.transcript.downloadText')}
                </Button>
                <Button onClick={() => downloadFile(transcriptJson(data))}>
                  {t('page.transcript.downloadJson')}
                </Button>
              </SpaceBetween>
            )
          }
        >
          {t('page.transcript.header')}
        </Header>
      }
    >
      {transcript.isError && <Alert type="error">{t('page.loadFailed')}</Alert>}
      {transcript.isPending && <Spinner size="large" />}
      {data && (
        <SpaceBetween size="l">
          {data.retainedUntil && (
            <Box variant="p">{t('page.transcript.keptUntil', { date: date(data.retainedUntil) })}</Box>
          )}
          {data.questions.map((q) => (
            <section key={q.order} aria-labelledby={`transcript-q${q.order}`}>
              <SpaceBetween size="xxs">
                <Box variant="h3" id={`transcript-q${q.order}`}>
                  {t('page.transcript.question', { n: q.order })}
                </Box>
                <Box variant="p">{q.text}</Box>
                {q.openedAt && (
                  <Box variant="small">{t('page.transcript.opened', { date: date(q.openedAt) })}</Box>
                )}
                {q.answer ? (
                  <>
                    <Box variant="small">
                      {t('page.transcript.answer', {
                        version: q.answer.version,
                        date: date(q.answer.savedAt),
                      })}
                    </Box>
                    <Box variant="p">
                      <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {q.answer.text}
                      </span>
                    </Box>
                  </>
                ) : (
                  <Box variant="p" color="text-status-inactive">
                    {t('page.transcript.noAnswer')}
                  </Box>
                )}
                {q.followUps.map((f) => (
                  <Box key={f.askedAt} padding={{ left: 'm' }}>
                    <Box variant="small">{t('page.transcript.followUp', { date: date(f.askedAt) })}</Box>
                    <Box variant="p">{f.text}</Box>
                    <Box variant="p">
                      <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {f.answer ?? t('page.transcript.noAnswer')}
                      </span>
                    </Box>
                  </Box>
                ))}
              </SpaceBetween>
            </section>
          ))}
          <Link
            href={`#${REQUEST_FORM_ID}`}
            onFollow={(event) => {
              // The page's fragment may carry a request link's token: scroll without changing it.
              event.preventDefault();
              document.getElementById(REQUEST_FORM_ID)?.scrollIntoView({ behavior: 'smooth' });
            }}
          >
            {t('page.transcript.correction')}
          </Link>
        </SpaceBetween>
      )}
    </Container>
  );
}
