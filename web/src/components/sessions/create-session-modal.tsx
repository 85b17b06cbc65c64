import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { MAX_DUE_IN_DAYS, MIN_DUE_IN_DAYS } from '../../../../shared/deadline-rules';
import type { SessionWithCode } from '../../../../shared/schemas/session';
import { useInterviews } from '../../api/interviews';
import { useAddSession } from '../../api/sessions';
import { PROCESS_ERROR_DETAIL, useNotify } from '../notifications';

/** Props of {@link CreateSessionModal}. */
export interface CreateSessionModalProps {
  visible: boolean;
  applicantId: string;
  onDismiss: () => void;
  /** Receives the new session with its one-time access code. */
  onCreated: (session: SessionWithCode) => void;
}

/**
 * Create Session (spec section 2): pick one of the organization's templates from a searchable list;
 * Create stays disabled until one is chosen (spec section 5).
 */
export function CreateSessionModal({ visible, applicantId, onDismiss, onCreated }: CreateSessionModalProps) {
  const notify = useNotify();
  const templates = useInterviews({ enabled: visible });
  const addSession = useAddSession(applicantId);
  const [selected, setSelected] = useState<SelectProps.Option | null>(null);
  // Empty: the organization's default deadline.
  const [dueInDays, setDueInDays] = useState('');
  const days = Number(dueInDays);
  const daysValid =
    dueInDays.trim() === '' || (Number.isInteger(days) && days >= MIN_DUE_IN_DAYS && days <= MAX_DUE_IN_DAYS);

  const options: SelectProps.Option[] = (templates.data ?? []).map((t) => ({
    value: t.id,
    label: t.topic,
    description: `${t.language} · ${t.numberOfQuestions} questions`,
    tags: t.provider === 'offline' ? ['Offline generator'] : undefined,
  }));

  const close = () => {
    setSelected(null);
    onDismiss();
  };
  const create = () => {
    if (!selected?.value) return;
    if (!daysValid) return;
    addSession.mutate(
      { interviewId: selected.value, ...(dueInDays.trim() ? { dueInDays: days } : {}) },
      {
        onSuccess: (session) => {
          notify.success('Session created', 'You can now share the session link with the applicant');
          setSelected(null);
          onCreated(session);
        },
        onError: (error) => notify.apiError(error, PROCESS_ERROR_DETAIL),
      },
    );
  };

  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible={visible}
      onDismiss={close}
      header="Create Session"
      data-testid="create-session-modal"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={close} data-testid="create-session-cancel">
              Cancel
            </Button>
            <Button
              variant="primary"
              disabled={!selected || !daysValid}
              loading={addSession.isPending}
              onClick={create}
              data-testid="create-session-submit"
            >
              Create
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <FormField
        label="Interview template"
        description="The applicant receives the session link and an access code by e-mail."
      >
        <Select
          selectedOption={selected}
          onChange={({ detail }) => setSelected(detail.selectedOption)}
          options={options}
          filteringType="auto"
          filteringPlaceholder="Find a template"
          placeholder="Choose an interview template"
          statusType={templates.isPending ? 'loading' : templates.isError ? 'error' : 'finished'}
          loadingText="Loading interview templates"
          errorText="The templates could not be loaded"
          empty="No interview templates yet: create one first"
          triggerVariant="option"
          data-testid="create-session-template"
        />
      </FormField>
      <Box margin={{ top: 'm' }}>
        <FormField
          label="Due in (days)"
          description="The applicant can answer until then; a reminder goes out before it."
          constraintText={`${MIN_DUE_IN_DAYS} to ${MAX_DUE_IN_DAYS}; leave empty for your organization's default`}
          errorText={
            daysValid ? undefined : `Enter a whole number from ${MIN_DUE_IN_DAYS} to ${MAX_DUE_IN_DAYS}`
          }
        >
          <Input
            type="number"
            inputMode="numeric"
            value={dueInDays}
            placeholder="Organization default"
            onChange={({ detail }) => setDueInDays(detail.value)}
            data-testid="create-session-due"
          />
        </FormField>
      </Box>
    </Modal>
  );
}
