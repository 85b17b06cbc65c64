import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback, useState } from 'react';
import type { Applicant } from '../../../../shared/schemas/applicant';
import type { SessionWithCode } from '../../../../shared/schemas/session';
import { useApplicantSessions } from '../../api/sessions';
import { CreateSessionModal } from './create-session-modal';
import { CustomTemplateModal } from './custom-template-modal';
import { SessionCard } from './session-card';
import { useSessionCommands } from './session-commands';
import { SessionDetailsModal } from './session-details-modal';
import { useCustomSession } from './use-custom-session';

/**
 * The Sessions section of /applicants/:id (docs/product.md#screen-applicant-profile): Create Session, Create
 * Custom Interview Template, the one-time access code dialog of a new session, and a card per session.
 * Re-reads the applicant while a session is open or being scored, so answers and results appear by
 * themselves.
 */
export function ApplicantSessionsSection({ applicant }: { applicant: Pick<Applicant, 'id' | 'email'> }) {
  const sessions = useApplicantSessions(applicant.id);
  const commands = useSessionCommands(applicant.email);
  const [dialog, setDialog] = useState<'session' | 'custom' | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const { reveal } = commands;
  const created = useCallback(
    (session: SessionWithCode) => {
      setDialog(null);
      reveal(session);
    },
    [reveal],
  );
  const custom = useCustomSession(applicant.id, created);
  const list = sessions.data ?? [];

  return (
    <Container
      data-testid="applicant-sessions"
      header={
        <Header
          variant="h2"
          counter={`(${list.length})`}
          description="Interview sessions assigned to this applicant."
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => setDialog('custom')} data-testid="create-custom-template">
                Create Custom Interview Template
              </Button>
              <Button variant="primary" onClick={() => setDialog('session')} data-testid="create-session">
                Create Session
              </Button>
            </SpaceBetween>
          }
        >
          Sessions
        </Header>
      }
    >
      <SpaceBetween size="l">
        {list.length === 0 ? (
          <Box textAlign="center" color="text-status-inactive" data-testid="sessions-empty">
            No sessions yet. Create one to send the applicant an interview.
          </Box>
        ) : (
          <ColumnLayout columns={1}>
            {list.map((session) => (
              <SessionCard
                key={session.id}
                session={session}
                commands={commands}
                onViewDetails={(s) => setDetailsId(s.id)}
              />
            ))}
          </ColumnLayout>
        )}
      </SpaceBetween>
      <CreateSessionModal
        visible={dialog === 'session'}
        applicantId={applicant.id}
        onDismiss={() => setDialog(null)}
        onCreated={created}
      />
      <CustomTemplateModal
        visible={dialog === 'custom'}
        description="The questions are written for this applicant's profile, and a session is assigned."
        generating={custom.busy}
        progress={custom.progress}
        asksDueInDays
        onCancel={() => setDialog(null)}
        onGenerate={custom.start}
      />
      <SessionDetailsModal sessionId={detailsId} onClose={() => setDetailsId(null)} />
      {commands.codeModal}
      {commands.dialogs}
    </Container>
  );
}
