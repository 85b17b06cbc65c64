import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

/** Confirms removing a manager: they lose access to the organization's applicants at once. */
export function RemoveMemberModal(props: {
  memberName?: string;
  removing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible={props.memberName !== undefined}
      onDismiss={props.onCancel}
      header="Remove manager?"
      data-testid="remove-member-modal"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={props.onCancel}>
              Cancel
            </Button>
            <Button
              variant="primary"
              loading={props.removing}
              onClick={props.onConfirm}
              data-testid="remove-confirm"
            >
              Remove
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <Box variant="p">
        <b>{props.memberName}</b> will no longer be able to sign in to this organization.
      </Box>
    </Modal>
  );
}
