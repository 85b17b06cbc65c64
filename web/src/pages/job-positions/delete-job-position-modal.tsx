import Box from '@cloudscape-design/components/box';
import { DeleteModal, type DeleteModalProps } from '../../components/confirm-modal';

/**
 * Confirms deleting a job position. Unlike deleting an applicant, nothing else is lost, and the dialog says
 * so, so the manager does not fear for the candidates' sessions.
 */
export function DeleteJobPositionModal(props: DeleteModalProps) {
  return (
    <DeleteModal {...props} what="job position" testId="job-position">
      <Box variant="p">Its candidates stay as applicants, unlinked; their sessions are kept.</Box>
    </DeleteModal>
  );
}
