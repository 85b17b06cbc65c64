import Alert, { type AlertProps } from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type ApplicantInput, EXISTING_APPLICANT_DETAIL } from '../../../../shared/schemas/applicant';
import { useCreateApplicant } from '../../api/applicants';
import { ApiError } from '../../api/client';
import { PROCESS_ERROR_DETAIL, useNotify } from '../../components/notifications';
import { RouterLink } from '../../components/router-link';
import { ApplicantForm } from './applicant-form';

/** The id of the applicant with the same e-mail, when the create answered 409 for that reason. */
function duplicateOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== 'Conflict') return undefined;
  return error.details?.[EXISTING_APPLICANT_DETAIL]?.[0];
}

/**
 * /addapplicant: creates an applicant, then opens their profile (docs/product.md#screen-applicant-form,
 * docs/product.md#messages-success). When another applicant has the same e-mail, the server refuses once: a
 * warning links to that applicant, and "Add anyway" creates the new one deliberately.
 */
export default function AddApplicantPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const create = useCreateApplicant();
  const [last, setLast] = useState<ApplicantInput>();
  const existingId = duplicateOf(create.error);
  const warning = useRef<AlertProps.Ref>(null);
  // The warning is above the form and Add sits below it: focus brings it into view and to screen readers.
  useEffect(() => {
    if (existingId) warning.current?.focus();
  }, [existingId]);

  const save = (body: ApplicantInput, allowDuplicateEmail = false) => {
    setLast(body);
    create.mutate(
      { body, allowDuplicateEmail },
      {
        onSuccess: (applicant) => {
          notify.success('Applicant added');
          navigate(`/applicants/${applicant.id}`);
        },
        onError: (error) => {
          if (!duplicateOf(error)) notify.apiError(error, PROCESS_ERROR_DETAIL);
        },
      },
    );
  };

  return (
    <ApplicantForm
      title="Add applicant"
      submitLabel="Add Applicant"
      cancelLabel="Go Back"
      saving={create.isPending}
      serverError={existingId ? undefined : create.error}
      onCancel={() => navigate('/applicants')}
      onSubmit={(input) => save(input)}
      notice={
        existingId &&
        last && (
          <Alert
            ref={warning}
            type="warning"
            header="An applicant with this e-mail already exists"
            data-testid="duplicate-applicant"
            action={
              <Button formAction="none" onClick={() => save(last, true)} data-testid="duplicate-add-anyway">
                Add anyway
              </Button>
            }
          >
            {create.error?.message}{' '}
            <RouterLink to={`/applicants/${existingId}`} data-testid="duplicate-applicant-link">
              Open the existing applicant
            </RouterLink>
          </Alert>
        )
      }
    />
  );
}
