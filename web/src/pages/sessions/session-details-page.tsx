import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSetHumanOnly } from '../../api/decisions';
import { useSessionDetails } from '../../api/sessions';
import { PROCESS_ERROR_DETAIL } from '../../components/notifications';
import { useFollow } from '../../components/router-link';
import { useSessionCommands } from '../../components/sessions/session-commands';
import { SessionDetailsView } from '../../components/sessions/session-details-view';
import { SessionStatusBadge } from '../../components/sessions/session-format';
import { useErrorToast } from '../../components/use-error-toast';

/**
 * /interviewsessions/:id: the session details view as a page, with the card actions (copy link, close and
 * score, regenerate and resend the code). A failed load toasts and returns to the list.
 */
export default function SessionDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const follow = useFollow();
  const details = useSessionDetails(id);
  const commands = useSessionCommands();
  const humanOnly = useSetHumanOnly(id);
  const backToList = useCallback(() => navigate('/interviewsessions', { replace: true }), [navigate]);
  useErrorToast(details.error, PROCESS_ERROR_DETAIL, backToList);

  if (!details.data) {
    return (
      <Box padding="xxl" textAlign="center">
        <Spinner size="large" />
      </Box>
    );
  }
  const d = details.data;
  const open = !d.submitted;
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={`${d.applicantName} · ${d.language}`}
          info={<SessionStatusBadge status={d.status} />}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button href="/interviewsessions" onFollow={follow}>
                Go Back
              </Button>
              <Button href={`/templates/${d.interviewId}`} onFollow={follow}>
                View Interview Template
              </Button>
              {open && (
                <Button
                  loading={humanOnly.isPending}
                  onClick={() => humanOnly.mutate(!d.humanOnly)}
                  data-testid="toggle-human-only"
                >
                  {d.humanOnly ? 'Turn human-only evaluation off' : 'Turn human-only evaluation on'}
                </Button>
              )}
              {open && <Button onClick={() => commands.askRegenerate(d)}>Regenerate and resend code</Button>}
              {open && (
                <Button iconName="copy" onClick={() => void commands.copyLink(d)}>
                  Copy session link
                </Button>
              )}
              {open && (
                <Button variant="primary" onClick={() => commands.askSubmit(d)}>
                  Check For Completion
                </Button>
              )}
              {(d.status === 'scoring_failed' || d.scoringWait === 'ai_budget') && (
                <Button onClick={() => commands.retryScoring(d)}>Retry scoring</Button>
              )}
            </SpaceBetween>
          }
        >
          {d.topic}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <SessionDetailsView details={d} />
      </SpaceBetween>
      {commands.codeModal}
      {commands.dialogs}
    </ContentLayout>
  );
}
