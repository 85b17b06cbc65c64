import { useCollection } from '@cloudscape-design/collection-hooks';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useMe } from '../../api/account';
import { useCancelInvitation, useRemoveManager, useTeam } from '../../api/team';
import { PROCESS_ERROR_DETAIL, useNotify } from '../../components/notifications';
import { useErrorToast } from '../../components/use-error-toast';
import { useNarrowScreen } from '../../components/use-narrow-screen';
import { InviteForm } from './invite-form';
import { OrganizationSettingsPanel } from './organization-settings';
import { RemoveManagerModal } from './remove-manager-modal';
import { invitationColumns, type Member, managerColumns } from './team-columns';

/**
 * /team: the organization's managers and pending invitations. The owner invites managers, cancels
 * invitations and removes managers; other managers see the same lists read-only (the API enforces it).
 */
export default function TeamPage() {
  const notify = useNotify();
  const me = useMe();
  // On a phone the tables keep the columns that matter, so nothing needs sideways scrolling.
  const narrow = useNarrowScreen();
  const team = useTeam();
  useErrorToast(team.error, PROCESS_ERROR_DETAIL);
  const cancel = useCancelInvitation();
  const remove = useRemoveManager();
  const [removing, setRemoving] = useState<Member>();
  const canManage = me.data?.role === 'owner';

  const members = useCollection(team.data?.members ?? [], { sorting: {} });
  const invitations = useCollection(team.data?.invitations ?? [], {});

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.userId, {
      onSuccess: () => {
        notify.success('Manager removed', `${removing.name} no longer has access.`);
        setRemoving(undefined);
      },
      onError: (error) => notify.apiError(error),
    });
  };

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={me.data ? `The managers of ${me.data.orgName}` : undefined}>
          Team
        </Header>
      }
    >
      <SpaceBetween size="l">
        {me.data && !canManage && (
          <Alert type="info" data-testid="team-read-only">
            Only the owner of the organization can invite or remove managers.
          </Alert>
        )}
        {canManage && (
          <Container>
            <InviteForm />
          </Container>
        )}
        <Table
          {...members.collectionProps}
          data-testid="team-members"
          items={members.items}
          columnDefinitions={managerColumns({
            canManage,
            currentUserId: me.data?.userId,
            onRemove: setRemoving,
          })}
          columnDisplay={
            narrow ? ['name', 'role', 'actions'].map((id) => ({ id, visible: true })) : undefined
          }
          trackBy="userId"
          loading={team.isPending}
          loadingText="Loading the team"
          header={<Header counter={team.data ? `(${team.data.members.length})` : undefined}>Managers</Header>}
        />
        <OrganizationSettingsPanel canChangePrivacy={canManage} />
        <Table
          {...invitations.collectionProps}
          data-testid="team-invitations"
          items={invitations.items}
          columnDefinitions={invitationColumns({
            canManage,
            cancelling: cancel.isPending ? cancel.variables : undefined,
            onCancel: (invitation) =>
              cancel.mutate(invitation.email, {
                onSuccess: () => notify.success('Invitation cancelled', invitation.email),
                onError: (error) => notify.apiError(error),
              }),
          })}
          columnDisplay={narrow ? ['email', 'actions'].map((id) => ({ id, visible: true })) : undefined}
          trackBy="email"
          loading={team.isPending}
          loadingText="Loading invitations"
          empty={<Box textAlign="center">No pending invitations</Box>}
          header={
            <Header counter={team.data ? `(${team.data.invitations.length})` : undefined}>
              Pending invitations
            </Header>
          }
        />
      </SpaceBetween>
      <RemoveManagerModal
        managerName={removing?.name}
        removing={remove.isPending}
        onCancel={() => setRemoving(undefined)}
        onConfirm={confirmRemove}
      />
    </ContentLayout>
  );
}
