import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { MfaSetupRequestSchema, type MfaSetup } from '../../../../shared/schemas/account';
import { apiCall, ApiError } from '../../api/client';

/**
 * Before an authenticator app is set up or replaced, the manager proves it is them: the password and,
 * when replacing, the code the current app shows now (docs/decisions/0139-factors-change-only-with-proof.md).
 * Field errors come from the shared schema first, then from the API's `details`. On success the setup
 * key comes back with the password, which the next step sends again.
 */
export function MfaProofForm({
  replacing,
  onStarted,
  onCancel,
}: {
  /** An app is on: its current code is asked for too. */
  replacing: boolean;
  onStarted: (setup: MfaSetup, password: string) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [currentCode, setCurrentCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; currentCode?: string; form?: string }>({});
  const start = useMutation({
    mutationFn: (body: { password: string; currentCode?: string | undefined }) =>
      apiCall('setupMfa', { body }),
    onSuccess: (setup, body) => onStarted(setup, body.password),
    onError: (error) =>
      setErrors(
        error instanceof ApiError && error.details
          ? { password: error.details.password?.[0], currentCode: error.details.currentCode?.[0] }
          : { form: error instanceof ApiError ? error.message : 'Could not start the setup.' },
      ),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = MfaSetupRequestSchema.safeParse(replacing ? { password, currentCode } : { password });
    if (!parsed.success) {
      const fields = parsed.error.flatten().fieldErrors;
      return setErrors({ password: fields.password?.[0], currentCode: fields.currentCode?.[0] });
    }
    setErrors({});
    start.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="mfa-proof-form">
      <Form
        errorText={errors.form}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" formAction="none" onClick={onCancel} data-testid="mfa-proof-cancel">
              Cancel
            </Button>
            <Button
              variant="primary"
              formAction="submit"
              loading={start.isPending}
              data-testid="mfa-proof-confirm"
            >
              Continue
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
              data-testid="mfa-proof-password"
            />
          </FormField>
          {replacing && (
            <FormField
              label="The 6-digit code your current authenticator app shows now"
              description="The current app stops working here; sign-in asks for your password only until the new one is verified."
              errorText={errors.currentCode}
            >
              <Input
                value={currentCode}
                onChange={({ detail }) => setCurrentCode(detail.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                data-testid="mfa-proof-code"
              />
            </FormField>
          )}
        </SpaceBetween>
      </Form>
    </form>
  );
}
