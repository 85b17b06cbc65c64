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
