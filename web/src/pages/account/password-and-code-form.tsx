import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../api/client';

/** The authenticator code field of a {@link PasswordAndCodeForm}: its name in the request body and its text. */
export interface CodeField {
  name: 'code' | 'currentCode';
  label: string;
  description?: string;
}

/**
 * A form that proves it is the manager before a factor changes: the password and, when `codeField` is
 * given, the code the authenticator app shows now (docs/decisions/0139-factors-change-only-with-proof.md).
 * Field errors come from the shared schema first, then from the API's `details`; nothing is sent while the
 * schema refuses. Test ids are `<testId>-form`, `-password`, `-code`, `-confirm` and `-cancel`.
 */
export function PasswordAndCodeForm<B extends { password: string }, R>({
  testId,
  schema,
  codeField,
  send,
  submitLabel,
  failure,
  onDone,
  onCancel,
}: {
  testId: string;
  /** The request body's shared schema. */
  schema: z.ZodType<B>;
  codeField?: CodeField | undefined;
  send: (body: B) => Promise<R>;
  submitLabel: string;
  /** The form's error when the API gives no message. */
  failure: string;
  onDone: (result: R, body: B) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string; form?: string }>({});
  const codeName = codeField?.name;
  const fieldErrors = (fields: Record<string, string[] | undefined>) => ({
    password: fields.password?.[0],
    code: codeName ? fields[codeName]?.[0] : undefined,
  });
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: onDone,
    onError: (error) =>
      setErrors(
        error instanceof ApiError && error.details
          ? fieldErrors(error.details)
          : { form: error instanceof ApiError ? error.message : failure },
      ),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(codeName ? { password, [codeName]: code } : { password });
    if (!parsed.success) {
      return setErrors(fieldErrors(parsed.error.flatten().fieldErrors as Record<string, string[]>));
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate data-testid={`${testId}-form`}>
      <Form
        errorText={errors.form}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" formAction="none" onClick={onCancel} data-testid={`${testId}-cancel`}>
              Cancel
            </Button>
            <Button
              variant="primary"
              formAction="submit"
              loading={mutation.isPending}
              data-testid={`${testId}-confirm`}
            >
              {submitLabel}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          <FormField label="Password" errorText={errors.password}>
            <Input
              type="password"
              value={password}
              onChange={({ detail }) => setPassword(detail.value)}
              autoComplete="current-password"
              data-testid={`${testId}-password`}
            />
          </FormField>
          {codeField && (
            <FormField label={codeField.label} description={codeField.description} errorText={errors.code}>
              <Input
                value={code}
                onChange={({ detail }) => setCode(detail.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                data-testid={`${testId}-code`}
              />
            </FormField>
          )}
        </SpaceBetween>
      </Form>
    </form>
  );
}
