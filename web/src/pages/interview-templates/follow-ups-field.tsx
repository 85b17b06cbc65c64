import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { DEFAULT_FOLLOW_UPS } from '../../../../shared/follow-ups';

const OPTIONS = [
  { value: '0', label: 'None' },
  { value: '1', label: '1 follow-up' },
  { value: '2', label: '2 follow-ups' },
];

/**
 * How many follow-up questions the AI may ask after each answer of the template's sessions
 * (docs/product.md#rule-follow-ups): 0, 1 (the default) or 2.
 */
export function FollowUpsField({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (n: number) => void;
}) {
  const selected = String(value ?? DEFAULT_FOLLOW_UPS);
  return (
    <FormField
      label="Follow-up questions per answer"
      description="After a vague answer, the AI asks for specifics without revealing the key points."
    >
      <Select
        selectedOption={OPTIONS.find((o) => o.value === selected) ?? null}
        onChange={({ detail }) => onChange(Number(detail.selectedOption.value))}
        options={OPTIONS}
        data-testid="template-follow-ups"
      />
    </FormField>
  );
}
