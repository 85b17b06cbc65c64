import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { MAX_DUE_IN_DAYS, MIN_DUE_IN_DAYS } from '../../../../shared/deadline-rules';

/** The message under a days field holding anything but a whole number in range. */
export const DUE_IN_DAYS_ERROR = `Enter a whole number from ${MIN_DUE_IN_DAYS} to ${MAX_DUE_IN_DAYS}`;

/**
 * True when `value` is empty (the organization's default deadline) or a whole number of days from
 * `MIN_DUE_IN_DAYS` to `MAX_DUE_IN_DAYS` (docs/product.md#rule-validation).
 */
export function isDueInDaysValid(value: string): boolean {
  if (value.trim() === '') return true;
  const days = Number(value);
  return Number.isInteger(days) && days >= MIN_DUE_IN_DAYS && days <= MAX_DUE_IN_DAYS;
}

/** Props of {@link DueInDaysField}. */
export interface DueInDaysFieldProps {
  /** The text typed, in days; empty for the organization's default. */
  value: string;
  onChange: (value: string) => void;
  /** Shows {@link DUE_IN_DAYS_ERROR} under the field. */
  invalid: boolean;
  description?: string;
  'data-testid'?: string;
}

/**
 * "Due in (days)" of a new session, in the Create Session and the custom-template dialogs: empty means
 * the organization's default deadline.
 */
export function DueInDaysField(props: DueInDaysFieldProps) {
  return (
    <FormField
      label="Due in (days)"
      description={props.description}
      constraintText={`${MIN_DUE_IN_DAYS} to ${MAX_DUE_IN_DAYS}; leave empty for your organization's default`}
      errorText={props.invalid ? DUE_IN_DAYS_ERROR : undefined}
    >
      <Input
        type="number"
        inputMode="numeric"
        value={props.value}
        placeholder="Organization default"
        onChange={({ detail }) => props.onChange(detail.value)}
        data-testid={props['data-testid']}
      />
    </FormField>
  );
}
