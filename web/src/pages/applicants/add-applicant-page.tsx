import { useNavigate } from 'react-router-dom';
import { useCreateApplicant } from '../../api/applicants';
import { PROCESS_ERROR_DETAIL, useNotify } from '../../components/notifications';
import { ApplicantForm } from './applicant-form';

/** /addapplicant: creates an applicant, then opens their profile (spec sections 2 and 8). */
export default function AddApplicantPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreateApplicant();
  return (
    <ApplicantForm
      title="Add applicant"
      submitLabel="Add Applicant"
      cancelLabel="Go Back"
      saving={create.isPending}
      serverError={create.error}
      onCancel={() => navigate('/applicants')}
      onSubmit={(input) =>
        create.mutate(input, {
          onSuccess: (applicant) => {
            notify.success('Applicant added');
            navigate(`/applicants/${applicant.id}`);
          },
          onError: (error) => notify.apiError(error, PROCESS_ERROR_DETAIL),
        })
      }
    />
  );
}
