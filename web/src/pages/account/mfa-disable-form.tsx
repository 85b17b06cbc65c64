import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { MfaDisableRequestSchema, type MfaStatus } from '../../../../shared/schemas/account';
import { apiCall, ApiError } from '../../api/client';

/**
 * Turning the authenticator app off asks for both factors again: the password and the app's current code
 * (docs/decisions/0079-smaller-doors.md). Field errors come from the shared schema first, then from the
 * API's `details`.
 */
export function MfaDisableForm({
  onDone,
  onCancel,
}: {
  onDone: (status: MfaStatus) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string; form?: string }>({});
  const turnOff = useMutation({
    mutationFn: (body: { password: string; code: string }) => apiCall('disableMfa', { body }),
    onSuccess: onDone,
    onError: (error) =>
      setErrors(
        error instanceof ApiError && error.details
          ? { password: error.details.password?.[0], code: error.details.code?.[0] }
          : { form: error instanceof ApiError ? error.message : 'Could not turn it off.' },
      ),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = MfaDisableRequestSchema.safeParse({ password, code });
    if (!parsed.success) {
      const fields = parsed.error.flatten().fieldErrors;
      return setErrors({ password: fields.password?.[0], code: fields.code?.[0] });
    }
    setErrors({});
    turnOff.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="mfa-disable-form">
      <Form
        errorText={errors.form}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" formAction="none" onClick={onCancel} data-testid="mfa-disable-cancel">
              Cancel
            </Button>
            <Button
              variant="primary"
              formAction="submit"
              loading={turnOff.isPending}
              data-testid="mfa-disable-confirm"
            >
              Turn off
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
              data-testid="mfa-disable-password"
            />
          </FormField>
          <FormField label="The 6-digit code your authenticator app shows now" errorText={errors.code}>
            <Input
              value={code}
              onChange={({ detail }) => setCode(detail.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              data-testid="mfa-disable-code"
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  );
}
