import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { AccountSetup } from '../../../../../shared/schemas/account';
import { EmailSchema } from '../../../../../shared/schemas/common';
import { ME_QUERY_KEY } from '../../../api/account';
import { apiCall } from '../../../api/client';
import { useErrorToast } from '../../../components/use-error-toast';
import { useNotify } from '../../../components/notifications';
import { AccountTextField } from './account-fields';
import { apiFieldErrors } from '../../../components/field-errors';

type SetupBody =
  { acceptInvitation: true; orgId: string } | { organizationName: string; contactEmail: string };

/** Cache key of `GET /api/account/setup`. */
const SETUP_QUERY_KEY = ['account-setup'] as const;

/**
 * Last step of /confirmAccount for a signed-in manager with no organization yet (after sign-up, after a
 * first Google sign-in, or whenever `me` answers `NoOrganization`): join the organization that invited
 * them, or name a new one. Then the cached `me` is replaced and the dashboard opens.
 */
export function OrganizationStep() {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const setup = useQuery({
    queryKey: SETUP_QUERY_KEY,
    queryFn: ({ signal }) => apiCall('getAccountSetup', undefined, { signal }),
  });
  useErrorToast(setup.error, 'We could not load your account. Please try again');
  const complete = useMutation({
    mutationFn: (body: SetupBody) => apiCall('completeAccountSetup', { body }),
    onSuccess: async (me) => {
      queryClient.setQueryData(ME_QUERY_KEY, me);
      queryClient.removeQueries({ queryKey: SETUP_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      navigate('/applicants', { replace: true });
    },
    onError: (error) => {
      const fields = apiFieldErrors<'organizationName' | 'contactEmail'>(error);
      if (!fields.organizationName && !fields.contactEmail) notify.apiError(error);
    },
  });

  if (setup.isPending || setup.isError) {
    return (
      <Box textAlign="center" padding="xxl">
        <Spinner size="large" />
      </Box>
    );
  }
  if (setup.data.hasOrganization) return <Navigate to="/applicants" replace />;
  if (setup.data.invitation) {
    return <JoinInvitation setup={setup.data} loading={complete.isPending} onJoin={complete.mutate} />;
  }
  return (
    <NameOrganization
      ownerEmail={setup.data.email}
      loading={complete.isPending}
      serverErrors={apiFieldErrors<'organizationName' | 'contactEmail'>(complete.error)}
      onCreate={complete.mutate}
    />
  );
}

function JoinInvitation({
  setup,
  loading,
  onJoin,
}: {
  setup: AccountSetup;
  loading: boolean;
  onJoin: (body: SetupBody) => void;
}) {
  const invitation = setup.invitation!;
  return (
    <Form
      header={<Header variant="h1">Join {invitation.orgName}</Header>}
      actions={
        <Button
          variant="primary"
          loading={loading}
          onClick={() => onJoin({ acceptInvitation: true, orgId: invitation.orgId })}
          data-testid="setup-join"
        >
          Join {invitation.orgName}
        </Button>
      }
    >
      <Container>
        <Box>
          {invitation.invitedByName} invited you ({setup.email}) to manage hiring with {invitation.orgName}.
        </Box>
      </Container>
    </Form>
  );
}

function NameOrganization({
  ownerEmail,
  loading,
  serverErrors,
  onCreate,
}: {
  ownerEmail: string;
  loading: boolean;
  serverErrors: { organizationName?: string; contactEmail?: string };
  onCreate: (body: SetupBody) => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  // Prefilled with the owner's own address; a team or privacy address is often the better one.
  const [contact, setContact] = useState(ownerEmail);
  const [contactError, setContactError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const organizationName = name.trim();
    if (!organizationName) {
      setError('Organization name is required');
      return;
    }
    setError(undefined);
    const contactEmail = EmailSchema.safeParse(contact.trim());
    if (!contactEmail.success) {
      setContactError(contactEmail.error.issues[0]?.message);
      return;
    }
    setContactError(undefined);
    onCreate({ organizationName, contactEmail: contactEmail.data });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Form
        header={
          <Header variant="h1" description="Applicants, interview templates and job positions belong to it.">
            Name your organization
          </Header>
        }
        actions={
          <Button variant="primary" formAction="submit" loading={loading} data-testid="setup-submit">
            Continue
          </Button>
        }
      >
        <Container>
          <SpaceBetween size="l">
            <AccountTextField
              label="Organization name"
              autoComplete="organization"
              value={name}
              onChange={setName}
              errorText={error ?? serverErrors.organizationName}
              testId="setup-organization-name"
            />
            <AccountTextField
              label="Contact address for applicants"
              description="Applicants write here about their data, to ask for human-only evaluation, or for an accommodation. Every interview shows it. You can change it later in Team settings."
              type="email"
              inputMode="email"
              autoComplete="email"
              value={contact}
              onChange={setContact}
              errorText={contactError ?? serverErrors.contactEmail}
              testId="setup-contact-email"
            />
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
