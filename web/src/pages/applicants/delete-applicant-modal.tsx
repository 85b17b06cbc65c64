import Box from '@cloudscape-design/components/box';
import { DeleteModal, type DeleteModalProps } from '../../components/confirm-modal';

/**
 * Confirms deleting an applicant. Deleting also removes their sessions and answers, which cannot be
 * undone, so the dialog says so and names the applicant.
 */
export function DeleteApplicantModal({
  applicantName,
  ...props
}: DeleteModalProps & { applicantName: string }) {
  return (
    <DeleteModal {...props} what="applicant" testId="applicant">
      <Box variant="p">
        <b>{applicantName}</b> and all their interview sessions and answers will be deleted. This cannot be
        undone.
      </Box>
    </DeleteModal>
  );
}
