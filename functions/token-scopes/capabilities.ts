import type { Capabilities } from '../../shared/capabilities';

/**
 * The user pool's pre-token-generation trigger: reads the name of the app client a token is issued to
 * (`DescribeUserPoolClient` on its own pool) and removes the self-service scope from every client's
 * access tokens but the factor client's (decision record 0139). Nothing else: no table, no mail.
 */
export const capabilities = {
  scopeTokens: true,
} as const satisfies Capabilities;
