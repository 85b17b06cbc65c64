import Box from '@cloudscape-design/components/box';
import { ConfirmModal, type DeleteModalProps } from '../../components/confirm-modal';

/**
 * Confirms deleting a job position. Unlike deleting an applicant, nothing else is lost, and the dialog says
 * so, so the manager does not fear for the candidates' sessions.
 */
export function DeleteJobPositionModal({ deleting, ...props }: DeleteModalProps) {
  return (
    <ConfirmModal
      {...props}
      title="Delete job position?"
      confirmLabel="Delete"
      loading={deleting}
      testIds={{
        modal: 'delete-job-position-modal',
        cancel: 'delete-job-position-cancel',
        confirm: 'delete-job-position-confirm',
      }}
    >
      <Box variant="p">Its candidates stay as applicants, unlinked; their sessions are kept.</Box>
    </ConfirmModal>
  );
}
