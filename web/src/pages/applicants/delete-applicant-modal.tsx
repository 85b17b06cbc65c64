import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

/**
 * Confirms deleting an applicant. Deleting also removes their sessions and answers, which cannot be
 * undone, so the dialog says so and names the applicant.
 */
export function DeleteApplicantModal(props: {
  visible: boolean;
  applicantName: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      visible={props.visible}
      onDismiss={props.onCancel}
      header="Delete applicant?"
      data-testid="delete-applicant-modal"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={props.onCancel} data-testid="delete-applicant-cancel">
              Cancel
            </Button>
            <Button
              variant="primary"
              loading={props.deleting}
              onClick={props.onConfirm}
              data-testid="delete-applicant-confirm"
            >
              Delete
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <Box variant="p">
        <b>{props.applicantName}</b> and all their interview sessions and answers will be deleted. This cannot
        be undone.
      </Box>
    </Modal>
  );
}
