import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { FormEvent, ReactNode } from 'react';

/**
 * The form under an integrations table that adds one record (an API key, a webhook endpoint): its fields in
 * a row that wraps on a narrow screen, and one primary submit button. The caller validates on submit.
 */
export function CreateForm(props: {
  onSubmit: (event: FormEvent) => void;
  /** The words on the submit button, e.g. "Create key". */
  submitLabel: string;
  /** True while the create request runs: the button shows a spinner and does not submit again. */
  loading: boolean;
  submitTestId: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={props.onSubmit} noValidate>
      <Form
        actions={
          <Button
            variant="primary"
            formAction="submit"
            loading={props.loading}
            data-testid={props.submitTestId}
          >
            {props.submitLabel}
          </Button>
        }
      >
        <SpaceBetween direction="horizontal" size="m">
          {props.children}
        </SpaceBetween>
      </Form>
    </form>
  );
}

/**
 * A labelled text box of a create form, with its field error under it.
 * @param numeric - a whole number is asked for (number keyboard on a phone).
 */
export function TextField(props: {
  label: string;
  errorText: string | undefined;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  numeric?: boolean;
  testId?: string;
}) {
  return (
    <FormField label={props.label} errorText={props.errorText}>
      <Input
        value={props.value}
        onChange={({ detail }) => props.onChange(detail.value)}
        placeholder={props.placeholder}
        {...(props.numeric ? { type: 'number' as const, inputMode: 'numeric' as const } : {})}
        data-testid={props.testId}
      />
    </FormField>
  );
}

/** A labelled choice of several options of a create form (scopes, events), with its field error under it. */
export function ChoicesField(props: {
  label: string;
  errorText: string | undefined;
  selected: readonly MultiselectProps.Option[];
  onChange: (selected: readonly MultiselectProps.Option[]) => void;
  options: MultiselectProps.Options;
  placeholder: string;
  testId?: string;
}) {
  return (
    <FormField label={props.label} errorText={props.errorText}>
      <Multiselect
        selectedOptions={props.selected}
        onChange={({ detail }) => props.onChange(detail.selectedOptions)}
        options={props.options}
        placeholder={props.placeholder}
        data-testid={props.testId}
      />
    </FormField>
  );
}
