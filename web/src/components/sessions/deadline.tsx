import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { MAX_DUE_IN_DAYS, MIN_DUE_IN_DAYS } from '../../../../shared/deadline-rules';
import type { ExtendSessionRequest, SessionSummary } from '../../../../shared/schemas/session';
import { formatDateTime } from './session-format';
import { ModalFooter } from '../modal-footer';

/** The deadline of a session: its date, "Expired …", or no deadline with the accommodation behind it. */
export function DeadlineStatus({ session }: { session: SessionSummary }) {
  const a = session.accommodation;
  const note = a ? ` · accommodation by ${a.by.name}${a.note ? `: ${a.note}` : ''}` : '';
  let body;
  if (!session.dueAt) body = <StatusIndicator type="info">No deadline</StatusIndicator>;
  else if (session.status === 'expired')
    body = <StatusIndicator type="stopped">{`Expired ${formatDateTime(session.dueAt)}`}</StatusIndicator>;
  else body = <span>{`Due ${formatDateTime(session.dueAt)}`}</span>;
  return (
    <span data-testid="session-deadline">
      {body}
      {note && <Box variant="small">{note}</Box>}
    </span>
  );
}

/** Reminders of a session: the next automatic one, the last one sent and its delivery. */
export function ReminderStatus({
  reminder,
  submitted,
}: {
  reminder: SessionSummary['reminder'];
  submitted: boolean;
}) {
  const parts: string[] = [];
  if (reminder?.scheduledFor && !submitted) parts.push(`Next ${formatDateTime(reminder.scheduledFor)}`);
  if (reminder?.lastSentAt)
    parts.push(`${reminder.sentCount} sent, last ${formatDateTime(reminder.lastSentAt)}`);
  const failed = reminder?.lastStatus === 'failed';
  return (
    <span data-testid="session-reminder">
      {parts.length === 0 ? (
        <StatusIndicator type="pending">None</StatusIndicator>
      ) : (
        <StatusIndicator type={failed ? 'warning' : reminder?.lastSentAt ? 'success' : 'pending'}>
          {parts.join(' · ') + (failed ? ' (not delivered)' : '')}
        </StatusIndicator>
      )}
    </span>
  );
}

/**
 * Extend deadline: more days from the later of now and the current deadline, or no deadline at all;
 * either can be recorded as an accommodation with a note.
 */
export function ExtendDeadlineModal({
  session,
  loading,
  onCancel,
  onConfirm,
}: {
  session: Pick<SessionSummary, 'topic'> | null;
  loading: boolean;
  onCancel: () => void;
  onConfirm: (body: ExtendSessionRequest) => void;
}) {
  const [mode, setMode] = useState<'days' | 'none'>('days');
  const [days, setDays] = useState('7');
  const [accommodation, setAccommodation] = useState(false);
  const [note, setNote] = useState('');
  const n = Number(days);
  const valid = mode === 'none' || (Number.isInteger(n) && n >= MIN_DUE_IN_DAYS && n <= MAX_DUE_IN_DAYS);
  const confirm = () =>
    onConfirm(
      mode === 'none'
        ? { noDeadline: true, ...(note.trim() ? { note: note.trim() } : {}) }
        : { days: n, accommodation, ...(accommodation && note.trim() ? { note: note.trim() } : {}) },
    );
  return (
    <Modal
      visible={session !== null}
      onDismiss={onCancel}
      header="Extend deadline"
      closeAriaLabel="Close dialog"
      data-testid="extend-modal"
      footer={
        <ModalFooter
          submitLabel="Save deadline"
          onSubmit={confirm}
          onCancel={onCancel}
          disabled={!valid}
          loading={loading}
          testIds={{ submit: 'extend-confirm' }}
        />
      }
    >
      <SpaceBetween size="m">
        <Box variant="p">
          The applicant of <b>{session?.topic}</b> keeps every answer saved so far.
        </Box>
        <RadioGroup
          value={mode}
          onChange={({ detail }) => setMode(detail.value as 'days' | 'none')}
          ariaLabel="New deadline"
          items={[
            { value: 'days', label: 'Add days' },
            { value: 'none', label: 'No deadline (an accommodation)' },
          ]}
        />
        {mode === 'days' && (
          <FormField
            label="Days to add"
            constraintText={`${MIN_DUE_IN_DAYS} to ${MAX_DUE_IN_DAYS}, counted from now or from the current deadline if later`}
            errorText={
              valid ? undefined : `Enter a whole number from ${MIN_DUE_IN_DAYS} to ${MAX_DUE_IN_DAYS}`
            }
          >
            <Input
              type="number"
              inputMode="numeric"
              value={days}
              onChange={({ detail }) => setDays(detail.value)}
            />
          </FormField>
        )}
        {mode === 'days' && (
          <Checkbox checked={accommodation} onChange={({ detail }) => setAccommodation(detail.checked)}>
            Record as an accommodation (extra time)
          </Checkbox>
        )}
        {(mode === 'none' || accommodation) && (
          <FormField
            label="Note"
            description="Why, for whoever reviews this session later"
            constraintText="Optional, up to 500 characters"
          >
            <Textarea value={note} onChange={({ detail }) => setNote(detail.value.slice(0, 500))} rows={2} />
          </FormField>
        )}
      </SpaceBetween>
    </Modal>
  );
}
