import { MfaDisableRequestSchema, type MfaStatus } from '../../../../shared/schemas/account';
import { apiCall } from '../../api/client';
import { PasswordAndCodeForm } from './password-and-code-form';

/**
 * Turning the authenticator app off asks for both factors again: the password and the app's current code
 * (docs/decisions/0079-smaller-doors.md).
 */
export function MfaDisableForm({
  onDone,
  onCancel,
}: {
  onDone: (status: MfaStatus) => void;
  onCancel: () => void;
}) {
  return (
    <PasswordAndCodeForm
      testId="mfa-disable"
      schema={MfaDisableRequestSchema}
      codeField={{ name: 'code', label: 'The 6-digit code your authenticator app shows now' }}
      send={(body) => apiCall('disableMfa', { body })}
      submitLabel="Turn off"
      failure="Could not turn it off."
      onDone={(status) => onDone(status)}
      onCancel={onCancel}
    />
  );
}
