import Modal from '@cloudscape-design/components/modal';
import type { ReactNode } from 'react';
import { ModalFooter } from './modal-footer';

/** Props of {@link ConfirmModal}. */
export interface ConfirmModalProps {
  visible: boolean;
  title: string;
  /** What the action does, in the words of the page that asks. */
  children: ReactNode;
  confirmLabel: string;
  /**
   * Look of the confirm button. Cloudscape has no danger button, so a destructive action stays primary
   * and the body spells out what is lost.
   */
  variant?: 'primary' | 'normal';
  /** Shows a spinner on the confirm button while the action runs. */
  loading: boolean;
  /** Test ids of the dialog and its two buttons; each dialog keeps its own so tests can tell them apart. */
  testIds: { modal: string; cancel: string; confirm: string };
  onCancel: () => void;
  onConfirm: () => void;
}

/** What a page hands a dialog that confirms deleting one record. */
export interface DeleteModalProps {
  visible: boolean;
  /** True while the delete request runs. */
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before an action that cannot be taken back (deleting a record, closing an applicant's session).
 * Dismissing the dialog counts as Cancel.
 */
export function ConfirmModal(props: ConfirmModalProps) {
  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible={props.visible}
      onDismiss={props.onCancel}
      header={props.title}
      data-testid={props.testIds.modal}
      footer={
        <ModalFooter
          submitLabel={props.confirmLabel}
          onSubmit={props.onConfirm}
          onCancel={props.onCancel}
          loading={props.loading}
          variant={props.variant}
          testIds={{ cancel: props.testIds.cancel, submit: props.testIds.confirm }}
        />
      }
    >
      {props.children}
    </Modal>
  );
}

/**
 * Asks before deleting one record: "Delete <what>?" with Delete and Cancel; the body says what is lost.
 * Test ids are `delete-<testId>-modal`, `-cancel` and `-confirm`.
 */
export function DeleteModal({
  what,
  testId,
  deleting,
  children,
  ...props
}: DeleteModalProps & { what: string; testId: string; children: ReactNode }) {
  return (
    <ConfirmModal
      {...props}
      title={`Delete ${what}?`}
      confirmLabel="Delete"
      loading={deleting}
      testIds={{
        modal: `delete-${testId}-modal`,
        cancel: `delete-${testId}-cancel`,
        confirm: `delete-${testId}-confirm`,
      }}
    >
      {children}
    </ConfirmModal>
  );
}
