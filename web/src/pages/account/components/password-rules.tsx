import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { PASSWORD_RULES } from '../../../../../shared/password-policy';

/**
 * The user pool's password policy (shared/password-policy.ts), checked as the user types: a green tick for
 * each rule met and a grey cross for the rest, so nobody learns the policy from a rejected submit.
 */
export function PasswordRules({ password }: { password: string }) {
  return (
    <div aria-live="polite" data-testid="password-rules">
      <SpaceBetween size="xxs">
        <Box variant="small">Your password needs:</Box>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <div key={rule.label} data-testid="password-rule" data-met={met ? 'true' : 'false'}>
              <StatusIndicator type={met ? 'success' : 'stopped'} colorOverride={met ? 'green' : 'grey'}>
                {rule.label}
              </StatusIndicator>
            </div>
          );
        })}
      </SpaceBetween>
    </div>
  );
}
