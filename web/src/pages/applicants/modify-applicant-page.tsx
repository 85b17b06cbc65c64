import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Spinner from '@cloudscape-design/components/spinner';
import { useNavigate, useParams } from 'react-router-dom';
import { useApplicant, useUpdateApplicant } from '../../api/applicants';
import { PROCESS_ERROR_DETAIL, useNotify } from '../../components/notifications';
import { useErrorToast } from '../../components/use-error-toast';
import { ApplicantForm } from './applicant-form';

/** Detail of the toast when the applicant to edit cannot be loaded (docs/product.md#messages-errors). */
export const FETCH_APPLICANT_ERROR_DETAIL = 'We could not fetch the requested applicant. Please try again';

/**
 * /modifyapplicant/:id: the applicant form prefilled; Update Applicant saves and returns to the profile.
 * A failed load stays on the page (docs/product.md#messages-errors) with a way to retry.
 */
export default function ModifyApplicantPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const applicant = useApplicant(id);
  const update = useUpdateApplicant(id);
  useErrorToast(applicant.error, FETCH_APPLICANT_ERROR_DETAIL);

  if (applicant.isPending) {
    return (
      <Box padding="xxl" textAlign="center">
        <Spinner size="large" />
      </Box>
    );
  }
  if (applicant.isError) {
    return (
      <Alert
        type="error"
        header="The applicant could not be loaded"
        action={<Button onClick={() => void applicant.refetch()}>Try again</Button>}
        data-testid="modify-applicant-load-error"
      >
        {FETCH_APPLICANT_ERROR_DETAIL}
      </Alert>
    );
  }

  return (
    <ApplicantForm
      key={applicant.data.id}
      title="Modify applicant"
      submitLabel="Update Applicant"
      cancelLabel="Cancel"
      initial={applicant.data}
      saving={update.isPending}
      serverError={update.error}
      onCancel={() => navigate(`/applicants/${id}`)}
      onSubmit={(input) =>
        update.mutate(input, {
          onSuccess: () => {
            notify.success('Applicant updated');
            navigate(`/applicants/${id}`);
          },
          onError: (error) => notify.apiError(error, PROCESS_ERROR_DETAIL),
        })
      }
    />
  );
}
