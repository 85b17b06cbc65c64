import type { Capabilities } from '../../shared/capabilities';

/**
 * The user pool's pre-sign-up trigger: links a first Google sign-in to the existing manager with the same
 * verified e-mail (decision record 0048). Nothing else: no table, no mail.
 */
export const capabilities = {
  linkIdentities: true,
} as const satisfies Capabilities;
