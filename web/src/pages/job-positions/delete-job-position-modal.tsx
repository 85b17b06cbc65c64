import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

/**
 * Confirms deleting a job position. Unlike deleting an applicant, nothing else is lost, and the dialog says
 * so, so the manager does not fear for the candidates' sessions.
 */
export function DeleteJobPositionModal(props: {
  visible: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      visible={props.visible}
      onDismiss={props.onCancel}
      header="Delete job position?"
      data-testid="delete-job-position-modal"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={props.onCancel} data-testid="delete-job-position-cancel">
              Cancel
            </Button>
            <Button
              variant="primary"
              loading={props.deleting}
              onClick={props.onConfirm}
              data-testid="delete-job-position-confirm"
            >
              Delete
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <Box variant="p">Its candidates stay as applicants, unlinked; their sessions are kept.</Box>
    </Modal>
  );
}
