import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { useState } from 'react';
import { useJobPositions } from '../../api/job-positions';

const NONE: SelectProps.Option = { value: '', label: 'None' };

/**
 * The applicant form's optional "Job position" field: the organization's positions plus "None" (null).
 * The list loads when the dropdown first opens, or at once when a position is already chosen (to name it),
 * so a form that never touches the field makes no extra call.
 */
export function JobPositionSelect(props: { value: string | null; onChange: (id: string | null) => void }) {
  const [opened, setOpened] = useState(false);
  const positions = useJobPositions({ enabled: opened || Boolean(props.value) });
  const options: SelectProps.Option[] = [
    NONE,
    ...(positions.data ?? []).map((p) => ({ value: p.id, label: p.title })),
  ];
  const selected = props.value
    ? (options.find((o) => o.value === props.value) ?? { value: props.value, label: 'Loading…' })
    : NONE;

  return (
    <FormField
      label="Job position"
      constraintText="Optional. The applicant becomes a candidate for this job position."
      data-testid="applicant-field-jobPositionId"
    >
      <Select
        selectedOption={selected}
        options={options}
        onChange={({ detail }) => props.onChange(detail.selectedOption.value || null)}
        onLoadItems={() => setOpened(true)}
        onFocus={() => setOpened(true)}
        filteringType="auto"
        statusType={opened && positions.isPending ? 'loading' : positions.isError ? 'error' : 'finished'}
        loadingText="Loading job positions"
        errorText="The job positions could not be loaded."
        data-testid="applicant-jobPositionId"
      />
    </FormField>
  );
}
