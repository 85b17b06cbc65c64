import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type FormEvent, useState } from 'react';
import { ConfirmRequestSchema } from '../../../../../shared/schemas/account';
import { apiCall, ApiError } from '../../../api/client';
import { useNotify } from '../../../components/notifications';
import { CodeField } from './account-fields';
import { apiFieldErrors, zodFieldErrors } from '../../../components/field-errors';

/** Props of {@link CodeStep}. */
export interface CodeStepProps {
  email: string;
  /** Where Cognito says the code went (masked), else the e-mail itself. */
  destination: string;
  /** Called once the account is confirmed. */
  onConfirmed: () => void;
}

/**
 * First step of /confirmAccount: the 6-digit code Cognito e-mailed at sign-up, with "Resend code" for a
 * lost or expired one.
 */
export function CodeStep({ email, destination: initialDestination, onConfirmed }: CodeStepProps) {
  const notify = useNotify();
  const [code, setCode] = useState('');
  const [destination, setDestination] = useState(initialDestination);
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ConfirmRequestSchema.safeParse({ email, code });
    if (!parsed.success) {
      const errors = zodFieldErrors<'code' | 'email'>(parsed.error);
      setError(errors.code ?? errors.email);
      return;
    }
    setError(undefined);
    setSubmitting(true);
    try {
      await apiCall('confirmAccount', { body: parsed.data });
      onConfirmed();
    } catch (err) {
      setSubmitting(false);
      const fields = apiFieldErrors<'code' | 'email'>(err);
      if (fields.code || fields.email) setError(fields.code ?? fields.email);
      else if (err instanceof ApiError && err.status < 500 && err.status > 0) setError(err.message);
      else notify.apiError(err);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      const answer = await apiCall('resendConfirmation', { body: { email } });
      setDestination(answer.destination);
      notify.success('Code sent', `We sent a new code to ${answer.destination}`);
    } catch (err) {
      notify.apiError(err);
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Form
        header={<Header variant="h1">Confirm your e-mail</Header>}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              formAction="none"
              onClick={() => void resend()}
              loading={resending}
              data-testid="confirm-resend"
            >
              Resend code
            </Button>
            <Button variant="primary" formAction="submit" loading={submitting} data-testid="confirm-submit">
              Confirm
            </Button>
          </SpaceBetween>
        }
      >
        <Container>
          <CodeField
            label="Confirmation code"
            destination={destination}
            value={code}
            onChange={setCode}
            errorText={error}
            testId="confirm-code"
          />
        </Container>
      </Form>
    </form>
  );
}
