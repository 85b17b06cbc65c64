import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useApplicant, useDeleteApplicant } from '../../api/applicants';
import { DetailHeaderActions } from '../../components/detail-header-actions';
import { PROCESS_ERROR_DETAIL } from '../../components/notifications';
import { ApplicantSessionsSection } from '../../components/sessions/applicant-sessions-section';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useErrorToast } from '../../components/use-error-toast';
import { ApplicantDetails } from './applicant-details';
import { DeleteApplicantModal } from './delete-applicant-modal';
import { ExportApplicantButton } from './export-applicant-button';

/**
 * /applicants/:id: the applicant's details with Export data, Edit, Delete and Go Back. Sections stack in one
 * SpaceBetween, so the applicant's sessions can be added as one more container below the details.
 * A failed load shows a toast and returns to the list (docs/product.md#messages-errors).
 */
export default function ApplicantProfilePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const applicant = useApplicant(id);
  const remove = useDeleteApplicant();
  const deletion = useConfirmedDelete(remove, { deletedTitle: 'Applicant deleted', listHref: '/applicants' });

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

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={a.jobTitle}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <ExportApplicantButton applicantId={a.id} name={name} />
              <DetailHeaderActions
                backHref="/applicants"
                editHref={`/modifyapplicant/${a.id}`}
                onDelete={deletion.ask}
                testIdPrefix="applicant"
              />
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
        visible={deletion.confirming}
        applicantName={name}
        deleting={remove.isPending}
        onCancel={deletion.cancel}
        onConfirm={() => deletion.confirm(id)}
      />
    </ContentLayout>
  );
}
