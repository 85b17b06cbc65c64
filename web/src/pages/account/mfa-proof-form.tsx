import { MfaSetupRequestSchema, type MfaSetup } from '../../../../shared/schemas/account';
import { apiCall } from '../../api/client';
import { PasswordAndCodeForm } from './password-and-code-form';

/**
 * Before an authenticator app is set up or replaced, the manager proves it is them: the password and,
 * when replacing, the code the current app shows now (docs/decisions/0139-factors-change-only-with-proof.md).
 * On success the setup key comes back with the password, which the next step sends again.
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
  return (
    <PasswordAndCodeForm
      testId="mfa-proof"
      schema={MfaSetupRequestSchema}
      codeField={
        replacing
          ? {
              name: 'currentCode',
              label: 'The 6-digit code your current authenticator app shows now',
              description:
                'The current app stops working here; sign-in asks for your password only until the new one is verified.',
            }
          : undefined
      }
      send={(body) => apiCall('setupMfa', { body })}
      submitLabel="Continue"
      failure="Could not start the setup."
      onDone={(setup, body) => onStarted(setup, body.password)}
      onCancel={onCancel}
    />
  );
}
