import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import { ModalFooter } from '../../components/modal-footer';

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
        <ModalFooter
          submitLabel="Remove"
          onSubmit={props.onConfirm}
          onCancel={props.onCancel}
          loading={props.removing}
          testIds={{ submit: 'remove-confirm' }}
        />
      }
    >
      <Box variant="p">
        <b>{props.memberName}</b> will no longer be able to sign in to this organization.
      </Box>
    </Modal>
  );
}
