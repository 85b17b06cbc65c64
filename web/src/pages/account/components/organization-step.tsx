import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import Spinner from '@cloudscape-design/components/spinner';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { AccountSetup } from '../../../../../shared/schemas/account';
import { ME_QUERY_KEY } from '../../../api/account';
import { apiCall } from '../../../api/client';
import { useErrorToast } from '../../../components/use-error-toast';
import { useNotify } from '../../../components/notifications';
import { AccountTextField } from './account-fields';
import { apiFieldErrors } from '../../../components/field-errors';

type SetupBody = { acceptInvitation: true; orgId: string } | { organizationName: string };

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
      if (!apiFieldErrors(error).organizationName) notify.apiError(error);
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
      loading={complete.isPending}
      serverError={apiFieldErrors<'organizationName'>(complete.error).organizationName}
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
  loading,
  serverError,
  onCreate,
}: {
  loading: boolean;
  serverError?: string;
  onCreate: (body: SetupBody) => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const organizationName = name.trim();
    if (!organizationName) {
      setError('Organization name is required');
      return;
    }
    setError(undefined);
    onCreate({ organizationName });
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
          <AccountTextField
            label="Organization name"
            autoComplete="organization"
            value={name}
            onChange={setName}
            errorText={error ?? serverError}
            testId="setup-organization-name"
          />
        </Container>
      </Form>
    </form>
  );
}
