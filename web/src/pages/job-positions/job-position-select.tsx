import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { jobPositionKeys, useJobPosition } from '../../api/job-positions';
import { useServerSelect } from '../../components/use-server-select';

const NONE: SelectProps.Option = { value: '', label: 'None' };

/**
 * The applicant form's optional "Job position" field: "None" (null) and the organization's positions,
 * searched on the server by title and loaded when the dropdown first opens, a page at a time, so a form
 * that never touches the field makes no list call. A chosen position that is not among the loaded options
 * is named from its own record.
 */
export function JobPositionSelect(props: { value: string | null; onChange: (id: string | null) => void }) {
  const positions = useServerSelect('listJobPositions', jobPositionKeys.list());
  const loaded = positions.items.find((p) => p.id === props.value);
  const chosen = useJobPosition(props.value && !loaded ? props.value : undefined);
  const options: SelectProps.Option[] = [
    ...(positions.searching ? [] : [NONE]),
    ...positions.items.map((p) => ({ value: p.id, label: p.title })),
  ];
  const title = loaded?.title ?? chosen.data?.title;
  const selected = props.value ? { value: props.value, label: title ?? 'Loading…' } : NONE;

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
        {...positions.selectProps}
        filteringPlaceholder="Find a job position by title"
        loadingText="Loading job positions"
        errorText="The job positions could not be loaded."
        recoveryText="Retry"
        empty="No job position matches."
        data-testid="applicant-jobPositionId"
      />
    </FormField>
  );
}
