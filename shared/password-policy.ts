/**
 * Password policy of the manager user pool, in the Cognito API's shape (`CreateUserPool`'s
 * `Policies.PasswordPolicy`). One definition for the cloud pool (`infra/constructs/auth.ts`) and the
 * local emulator's pool (`infra/local/bootstrap.ts`), so a password accepted on one machine is accepted in
 * the cloud. At least 8 characters with all four character classes: OWASP ASVS 4.0 V2.1.1 sets the
 * minimum length, and cdk-nag's AwsSolutions-COG1 asks for the character classes.
 */
export const PASSWORD_POLICY = {
  MinimumLength: 8,
  RequireLowercase: true,
  RequireUppercase: true,
  RequireNumbers: true,
  RequireSymbols: true,
} as const;

/** One rule of the policy, as the registration form lists it while the user types. */
export interface PasswordRule {
  label: string;
  test: (password: string) => boolean;
}

/** {@link PASSWORD_POLICY} as checkable rules (Cognito counts these characters as symbols). */
export const PASSWORD_RULES: PasswordRule[] = [
  {
    label: `At least ${PASSWORD_POLICY.MinimumLength} characters`,
    test: (p) => p.length >= PASSWORD_POLICY.MinimumLength,
  },
  { label: 'A lower-case letter', test: (p) => /[a-z]/.test(p) },
  { label: 'An upper-case letter', test: (p) => /[A-Z]/.test(p) },
  { label: 'A number', test: (p) => /[0-9]/.test(p) },
  { label: 'A symbol (such as ! ? # -)', test: (p) => /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/.test(p) },
];

/** The rules a password does not meet yet (empty when it is acceptable). */
export function unmetPasswordRules(password: string): string[] {
  return PASSWORD_RULES.filter((r) => !r.test(password)).map((r) => r.label);
}
