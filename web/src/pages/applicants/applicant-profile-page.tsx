import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useApplicant, useDeleteApplicant } from '../../api/applicants';
import { PROCESS_ERROR_DETAIL, useNotify } from '../../components/notifications';
import { useFollow } from '../../components/router-link';
import { ApplicantSessionsSection } from '../../components/sessions/applicant-sessions-section';
import { useErrorToast } from '../../components/use-error-toast';
import { ApplicantDetails } from './applicant-details';
import { DeleteApplicantModal } from './delete-applicant-modal';

/**
 * /applicants/:id: the applicant's details with Edit, Delete and Go Back. Sections stack in one
 * SpaceBetween, so the applicant's sessions can be added as one more container below the details.
 * A failed load shows a toast and returns to the list (spec section 8).
 */
export default function ApplicantProfilePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const follow = useFollow();
  const notify = useNotify();
  const applicant = useApplicant(id);
  const remove = useDeleteApplicant();
  const [confirming, setConfirming] = useState(false);

  const backToList = useCallback(() => navigate('/applicants', { replace: true }), [navigate]);
  useErrorToast(applicant.error, PROCESS_ERROR_DETAIL, backToList);

  if (!applicant.data) {
    return (
      <Box padding="xxl" textAlign="center">
        <Spinner size="large" />
      </Box>
    );
  }
  const a = applicant.data;
  const name = `${a.firstName} ${a.lastName}`;

  const confirmDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        setConfirming(false);
        notify.success('Applicant deleted');
        navigate('/applicants');
      },
      onError: (error) => {
        setConfirming(false);
        notify.apiError(error, PROCESS_ERROR_DETAIL);
      },
    });

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={a.jobTitle}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button href="/applicants" onFollow={follow} data-testid="applicant-go-back">
                Go Back
              </Button>
              <Button onClick={() => setConfirming(true)} data-testid="applicant-delete">
                Delete
              </Button>
              <Button
                variant="primary"
                href={`/modifyapplicant/${a.id}`}
                onFollow={follow}
                data-testid="applicant-edit"
              >
                Edit
              </Button>
            </SpaceBetween>
          }
        >
          <span data-testid="applicant-name">{name}</span>
        </Header>
      }
    >
      <SpaceBetween size="l">
        <ApplicantDetails applicant={a} />
        <ApplicantSessionsSection applicant={a} />
      </SpaceBetween>
      <DeleteApplicantModal
        visible={confirming}
        applicantName={name}
        deleting={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </ContentLayout>
  );
}
