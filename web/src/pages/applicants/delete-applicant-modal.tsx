import Box from '@cloudscape-design/components/box';
import { ConfirmModal, type DeleteModalProps } from '../../components/confirm-modal';

/**
 * Confirms deleting an applicant. Deleting also removes their sessions and answers, which cannot be
 * undone, so the dialog says so and names the applicant.
 */
export function DeleteApplicantModal({
  applicantName,
  deleting,
  ...props
}: DeleteModalProps & { applicantName: string }) {
  return (
    <ConfirmModal
      {...props}
      title="Delete applicant?"
      confirmLabel="Delete"
      loading={deleting}
      testIds={{
        modal: 'delete-applicant-modal',
        cancel: 'delete-applicant-cancel',
        confirm: 'delete-applicant-confirm',
      }}
    >
      <Box variant="p">
        <b>{applicantName}</b> and all their interview sessions and answers will be deleted. This cannot be
        undone.
      </Box>
    </ConfirmModal>
  );
}
