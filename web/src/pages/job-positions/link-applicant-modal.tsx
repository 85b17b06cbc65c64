import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { useState } from 'react';
import { applicantKeys } from '../../api/applicants';
import { ModalFooter } from '../../components/modal-footer';
import { useServerSelect } from '../../components/use-server-select';

/**
 * The Link applicant dialog: the organization's applicants not yet linked to this position, searched on
 * the server by name, e-mail or job title and loaded a page at a time as the list scrolls. Linking an
 * applicant of another position moves them here, so their option says so.
 */
export function LinkApplicantModal(props: {
  jobPositionId: string;
  linking: boolean;
  onCancel: () => void;
  onLink: (applicantId: string) => void;
}) {
  const applicants = useServerSelect('listApplicants', applicantKeys.list(), { enabled: true });
  const [selected, setSelected] = useState<SelectProps.Option | null>(null);
  const options: SelectProps.Option[] = applicants.items
    .filter((a) => a.jobPositionId !== props.jobPositionId)
    .map((a) => ({
      value: a.id,
      label: `${a.firstName} ${a.lastName}`,
      description: a.jobPositionId ? `${a.email} · linked to another job position` : a.email,
      tags: [a.jobTitle],
    }));

  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible
      onDismiss={props.onCancel}
      header="Link applicant"
      data-testid="link-applicant-modal"
      footer={
        <ModalFooter
          submitLabel="Link"
          onSubmit={() => selected?.value && props.onLink(selected.value)}
          onCancel={props.onCancel}
          disabled={!selected?.value}
          loading={props.linking}
          testIds={{ cancel: 'link-applicant-cancel', submit: 'link-applicant-confirm' }}
        />
      }
    >
      <FormField label="Applicant" description="The applicant becomes a candidate for this job position.">
        <Select
          selectedOption={selected}
          onChange={({ detail }) => setSelected(detail.selectedOption)}
          options={options}
          {...applicants.selectProps}
          placeholder="Choose an applicant"
          filteringPlaceholder="Find by name, e-mail or job title"
          loadingText="Loading applicants"
          errorText="The applicants could not be loaded."
          recoveryText="Retry"
          empty={applicants.searching ? 'No applicant matches.' : 'Every applicant is already linked here.'}
          data-testid="link-applicant-select"
        />
      </FormField>
    </Modal>
  );
}
