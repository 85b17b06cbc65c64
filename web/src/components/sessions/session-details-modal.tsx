import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import Spinner from '@cloudscape-design/components/spinner';
import { useSessionDetails } from '../../api/sessions';
import { PROCESS_ERROR_DETAIL } from '../notifications';
import { useErrorToast } from '../use-error-toast';
import { SessionDetailsView } from './session-details-view';

/**
 * The profile's full-screen details dialog (docs/product.md#screen-session-details) for one session;
 * `sessionId` null hides it.
 */
export function SessionDetailsModal({
  sessionId,
  onClose,
}: {
  sessionId: string | null;
  onClose: () => void;
}) {
  const details = useSessionDetails(sessionId ?? undefined);
  useErrorToast(details.error, PROCESS_ERROR_DETAIL, onClose);
  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible={sessionId !== null}
      onDismiss={onClose}
      size="max"
      header={details.data ? `Session: ${details.data.topic}` : 'Session'}
      data-testid="session-details-modal"
      footer={
        <Box float="right">
          <Button onClick={onClose}>Close</Button>
        </Box>
      }
    >
      {details.data && details.data.id === sessionId ? (
        <SessionDetailsView details={details.data} />
      ) : (
        <Box textAlign="center" padding="l">
          <Spinner size="large" />
        </Box>
      )}
    </Modal>
  );
}
