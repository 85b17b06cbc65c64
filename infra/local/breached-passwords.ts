import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The 49,000 most common passwords of breach corpora, as zxcvbn-ts keeps them (`passwords-common` of
 * `@zxcvbn-ts/language-common`), lower-case.
 */
const BREACHED = new Set(dictionary['passwords-common'] as string[]);

/**
 * Whether a password is a known breached one, compared without case (the list is lower-case). The local
 * stand-in for Cognito's compromised-credentials check (threat protection, `compromisedCredentialsCheck`
 * stack input), which blocks a sign-up or password change with a password found in breaches ("Working
 * with compromised-credentials detection", Amazon Cognito Developer Guide). Cognito's corpus is larger.
 */
export function isBreachedPassword(password: string): boolean {
  return BREACHED.has(password.toLowerCase());
}
