import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { InterviewTemplateSummary } from '../../../../shared/schemas/interview';
import type { SessionWithCode } from '../../../../shared/schemas/session';

/**
 * The Create session dialog of a candidate: choose one of the position's custom templates (Create stays
 * disabled until one is chosen, spec section 5), then show the one-time access code, which no later
 * answer carries again.
 */
export function CreateSessionModal(props: {
  candidateName: string;
  templates: readonly InterviewTemplateSummary[];
  creating: boolean;
  /** The created session, once there is one: the dialog then shows its access code. */
  created?: SessionWithCode;
  onCancel: () => void;
  onCreate: (interviewId: string) => void;
}) {
  const [selected, setSelected] = useState<SelectProps.Option | null>(null);
  const options = props.templates.map((t) => ({
    value: t.id,
    label: t.topic,
    description: `${t.numberOfQuestions} questions · ${t.language}`,
  }));
  const created = props.created;

  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible
      onDismiss={props.onCancel}
      header={`Create session for ${props.candidateName}`}
      data-testid="create-session-modal"
      footer={
        <Box float="right">
          {created ? (
            <Button variant="primary" onClick={props.onCancel} data-testid="create-session-done">
              Done
            </Button>
          ) : (
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={props.onCancel} data-testid="create-session-cancel">
                Cancel
              </Button>
              <Button
                variant="primary"
                disabled={!selected?.value}
                loading={props.creating}
                onClick={() => selected?.value && props.onCreate(selected.value)}
                data-testid="create-session-confirm"
              >
                Create
              </Button>
            </SpaceBetween>
          )}
        </Box>
      }
    >
      {created ? (
        <SpaceBetween size="m">
          <Alert type="success" header="Session created">
            The access code was e-mailed to the applicant. It is shown here only once.
          </Alert>
          <KeyValuePairs
            columns={2}
            items={[
              {
                label: 'Access code',
                value: (
                  <Box variant="code" fontSize="heading-m" data-testid="created-access-code">
                    {created.accessCode}
                  </Box>
                ),
              },
              { label: 'Session link', value: `${window.location.origin}/session/${created.id}` },
            ]}
          />
        </SpaceBetween>
      ) : (
        <FormField
          label="Interview template"
          description="The position's custom interview templates."
          errorText={options.length === 0 ? 'Create a custom interview template first.' : undefined}
        >
          <Select
            selectedOption={selected}
            onChange={({ detail }) => setSelected(detail.selectedOption)}
            options={options}
            filteringType="auto"
            placeholder="Choose an interview template"
            empty="No custom interview templates yet"
            data-testid="create-session-template"
          />
        </FormField>
      )}
    </Modal>
  );
}
