import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import { ModalFooter } from '../../components/modal-footer';

/** Confirms removing a manager: they lose access to the organization's applicants at once. */
export function RemoveManagerModal(props: {
  managerName?: string;
  removing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible={props.managerName !== undefined}
      onDismiss={props.onCancel}
      header="Remove manager?"
      data-testid="remove-manager-modal"
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
        <b>{props.managerName}</b> will no longer be able to sign in to this organization.
      </Box>
    </Modal>
  );
}
