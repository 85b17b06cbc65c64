import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';

/** Props of {@link ConfirmModal}. */
export interface ConfirmModalProps {
  visible: boolean;
  header: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before an action the applicant would notice (closing their session, replacing their code). */
export function ConfirmModal(props: ConfirmModalProps) {
  return (
    <Modal
      visible={props.visible}
      onDismiss={props.onCancel}
      header={props.header}
      data-testid="session-confirm-modal"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={props.onCancel} data-testid="session-confirm-cancel">
              Cancel
            </Button>
            <Button
              variant="primary"
              loading={props.busy}
              onClick={props.onConfirm}
              data-testid="session-confirm-ok"
            >
              {props.confirmLabel}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {props.children}
    </Modal>
  );
}
