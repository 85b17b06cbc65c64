import type { Capabilities } from '../../shared/capabilities';

/** Partition-key prefix of API keys (`apiKey`'s `byId`): the only items the authorizer reads. */
export const API_KEY_PREFIXES = ['$hiring#keyid_'] as const;

/**
 * The HTTP API's Lambda authorizer of the routes that take API keys
 * (docs/decisions/0105-api-keys-and-their-authorizer.md): it reads API keys from the table (GetItem by
 * id, nothing written) and verifies Cognito access tokens of the managers' pool (its ids only, no admin
 * call: the JWKS is public).
 */
export const capabilities = {
  table: { read: true, keyPrefixes: API_KEY_PREFIXES },
  userPool: { admin: [] },
} as const satisfies Capabilities;
