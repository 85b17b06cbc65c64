import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { useState } from 'react';
import type { InterviewTemplateSummary } from '../../../../shared/schemas/interview-template';
import type { SessionWithCode } from '../../../../shared/schemas/session';
import { interviewTemplateKeys } from '../../api/interview-templates';
import { useAddSession } from '../../api/sessions';
import { ModalFooter } from '../modal-footer';
import { PROCESS_ERROR_DETAIL, useNotify } from '../notifications';
import { useServerSelect } from '../use-server-select';
import { DueInDaysField, isDueInDaysValid } from './due-in-days-field';

/** Props of {@link CreateSessionModal}. */
export interface CreateSessionModalProps {
  visible: boolean;
  applicantId: string;
  /** Named in the header when the dialog opens from a list of several applicants. */
  applicantName?: string;
  /**
   * The templates to choose from, a job position's custom templates on its Candidates tab; when absent
   * (the profile), the organization's templates, searched on the server.
   */
  templates?: readonly InterviewTemplateSummary[];
  onDismiss: () => void;
  /** Receives the new session with its one-time access code (shown by `OneTimeCodeModal`). */
  onCreated: (session: SessionWithCode) => void;
}

/**
 * Create Session (docs/product.md#screen-applicant-profile), for the profile and for a job position's
 * candidate: pick a template from a searchable list (the organization's templates are searched on the
 * server by topic, a page at a time); Create stays disabled until one is chosen
 * (docs/product.md#rule-validation).
 */
export function CreateSessionModal(props: CreateSessionModalProps) {
  const { visible, applicantId, onDismiss, onCreated } = props;
  const notify = useNotify();
  const orgTemplates = useServerSelect('listInterviewTemplates', interviewTemplateKeys.list(), {
    enabled: visible && !props.templates,
  });
  const addSession = useAddSession(applicantId);
  const [selected, setSelected] = useState<SelectProps.Option | null>(null);
  // Empty: the organization's default deadline.
  const [dueInDays, setDueInDays] = useState('');
  const daysValid = isDueInDaysValid(dueInDays);

  const templates = props.templates ?? orgTemplates.items;
  // A session takes all of a template's questions: one still being written, or failed, cannot be chosen.
  const options: SelectProps.Option[] = templates.map((t) => ({
    value: t.id,
    label: t.topic,
    description: `${t.language} · ${t.numberOfQuestions} questions`,
    tags: t.provider === 'offline' ? ['Offline generator'] : undefined,
    ...((t.status ?? 'ready') === 'ready'
      ? {}
      : {
          disabled: true,
          disabledReason:
            t.status === 'generating' ? 'Its questions are still being written.' : 'Its generation failed.',
        }),
  }));

  const close = () => {
    setSelected(null);
    onDismiss();
  };
  const create = () => {
    if (!selected?.value) return;
    if (!daysValid) return;
    addSession.mutate(
      { interviewId: selected.value, ...(dueInDays.trim() ? { dueInDays: Number(dueInDays) } : {}) },
      {
        onSuccess: (session) => {
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
      header={props.applicantName ? `Create session for ${props.applicantName}` : 'Create Session'}
      data-testid="create-session-modal"
      footer={
        <ModalFooter
          submitLabel="Create"
          onSubmit={create}
          onCancel={close}
          disabled={!selected || !daysValid}
          loading={addSession.isPending}
          testIds={{ cancel: 'create-session-cancel', submit: 'create-session-submit' }}
        />
      }
    >
      <FormField
        label="Interview template"
        description={
          props.templates
            ? "The position's custom interview templates. The applicant receives the link and an access code by e-mail."
            : 'The applicant receives the session link and an access code by e-mail.'
        }
        errorText={
          props.templates && options.length === 0 ? 'Create a custom interview template first.' : undefined
        }
      >
        <Select
          selectedOption={selected}
          onChange={({ detail }) => setSelected(detail.selectedOption)}
          options={options}
          {...(props.templates ? { filteringType: 'auto' } : orgTemplates.selectProps)}
          filteringPlaceholder="Find a template"
          placeholder="Choose an interview template"
          loadingText="Loading interview templates"
          errorText="The templates could not be loaded"
          recoveryText="Retry"
          empty={
            orgTemplates.searching && !props.templates
              ? 'No interview template matches'
              : 'No interview templates yet: create one first'
          }
          triggerVariant="option"
          data-testid="create-session-template"
        />
      </FormField>
      <Box margin={{ top: 'm' }}>
        <DueInDaysField
          value={dueInDays}
          onChange={setDueInDays}
          invalid={!daysValid}
          description="The applicant can answer until then; a reminder goes out before it."
          data-testid="create-session-due"
        />
      </Box>
    </Modal>
  );
}
