import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { SessionDetails } from '../../../../shared/schemas/session-details';
import { useSessionDetails } from '../../api/sessions';
import { formatDateTime } from './session-format';

/** What "Check For Completion" will do, decided from the session's state read when the dialog opens. */
export type SubmitAction = 'submit' | 'check' | 'none';

/** The action for a session's current state: submit an open one, re-check scoring of a submitted one. */
export function submitActionOf(status: SessionDetails['status']): SubmitAction {
  if (status === 'open') return 'submit';
  if (status === 'scored') return 'none';
  return 'check';
}

function Explanation({ d }: { d: SessionDetails }) {
  const answered = d.questions.filter((q) => q.answer?.text.trim()).length;
  switch (d.status) {
    case 'open':
      return (
        <Box variant="p">
          The applicant has answered {answered} of {d.questions.length} questions and has not submitted{' '}
          <b>{d.topic}</b>. Submitting it for them now ends the interview: they can no longer answer, they are
          told the company submitted it, and the {answered} saved answer{answered === 1 ? '' : 's'} are
          scored.
        </Box>
      );
    case 'submitted':
    case 'scoring':
      return (
        <Box variant="p">
          The applicant already submitted <b>{d.topic}</b> ({formatDateTime(d.submittedAt)}) and it is being
          scored. Nothing is submitted again; the check makes sure scoring is under way.
        </Box>
      );
    case 'scoring_failed':
      return (
        <Box variant="p">
          <b>{d.topic}</b> is already submitted ({formatDateTime(d.submittedAt)}), but its scoring failed. The
          check scores the saved answers again.
        </Box>
      );
    case 'scored':
      return (
        <Box variant="p">
          <b>{d.topic}</b> is already submitted ({formatDateTime(d.submittedAt)}) and scored
          {d.result ? ` ${d.result.score}/100` : ''}. There is nothing to do.
        </Box>
      );
  }
}

const CONFIRM_LABELS: Record<SubmitAction, string> = {
  submit: 'Submit and score',
  check: 'Check scoring',
  none: 'OK',
};

/**
 * "Check For Completion" asks first, in words that fit the session's actual state, read afresh when the
 * dialog opens (the card may be a few seconds old): submit an open session for the applicant, or only re-check scoring of
 * one the applicant already submitted. Render it only while asking.
 */
export function SubmitDialog(props: {
  sessionId: string;
  working: boolean;
  onCancel: () => void;
  onConfirm: (action: SubmitAction, details: SessionDetails) => void;
}) {
  // Mounted only while asking, so "fetched after mount" means read since the button was pressed.
  const details = useSessionDetails(props.sessionId, { fresh: true });
  const d = details.isFetchedAfterMount ? details.data : undefined;
  const action = d ? submitActionOf(d.status) : undefined;
  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible
      onDismiss={props.onCancel}
      header={
        action === 'submit' || !action
          ? 'Submit this session for the applicant?'
          : 'Session already submitted'
      }
      data-testid="session-confirm-modal"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            {action !== 'none' && (
              <Button variant="link" onClick={props.onCancel} data-testid="session-confirm-cancel">
                Cancel
              </Button>
            )}
            <Button
              variant="primary"
              disabled={!d}
              loading={props.working}
              onClick={() => d && action && props.onConfirm(action, d)}
              data-testid="session-confirm-ok"
            >
              {CONFIRM_LABELS[action ?? 'submit']}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {d ? (
        <span data-testid="submit-explanation">
          <Explanation d={d} />
        </span>
      ) : (
        <StatusIndicator type="loading">Checking the session…</StatusIndicator>
      )}
    </Modal>
  );
}
