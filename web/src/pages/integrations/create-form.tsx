import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
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
