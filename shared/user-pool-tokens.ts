/**
 * Lifetime of managers' access and ID tokens, minutes (Cognito allows 5-1440), in the cloud and on this
 * machine alike. Short, since a revoked refresh token does not end access tokens already issued (decision
 * record 0074).
 */
export const ACCESS_TOKEN_MINUTES = 15;

/** Lifetime of the tokens of a factor proof (the factor client's), minutes: Cognito's shortest. */
export const FACTOR_PROOF_TOKEN_MINUTES = 5;

/**
 * The OAuth scope that lets an access token call Cognito's self-service user APIs directly
 * (`AssociateSoftwareToken`, `VerifySoftwareToken`, `SetUserMFAPreference`, `ChangePassword`,
 * `UpdateUserAttributes`, `GetUser`, `DeleteUser`, …): each of them "must include the scope
 * aws.cognito.signin.user.admin" (Amazon Cognito API Reference).
 */
export const SELF_SERVICE_SCOPE = 'aws.cognito.signin.user.admin';

/**
 * Name of the user pool's second app client, through which the account function alone proves a
 * manager's password (and current code) before a second factor changes (decision record 0139). Its
 * tokens keep {@link SELF_SERVICE_SCOPE}, live {@link FACTOR_PROOF_TOKEN_MINUTES} minutes and are revoked
 * right after use; nobody else is handed them.
 */
export const FACTOR_CLIENT_NAME = 'factor-proof';

/**
 * The pre-token-generation answer (trigger event `V2_0`) for a token issued to the app client named
 * `clientName`: every client but the factor client gets access tokens without {@link SELF_SERVICE_SCOPE},
 * so a manager's token (or a stolen one) cannot change their second factor, password or attributes by
 * calling Cognito directly; the API asks for the proof instead (Amazon Cognito Developer Guide, "Pre token
 * generation Lambda trigger": `claimsAndScopeOverrideDetails.accessTokenGeneration.scopesToSuppress`).
 * @param clientName - the app client's name (`ClientName`), or undefined when unknown (suppressed then).
 */
export function tokenScopeOverrides(clientName: string | undefined): {
  claimsAndScopeOverrideDetails: { accessTokenGeneration: { scopesToSuppress: string[] } };
} {
  const keep = clientName !== undefined && clientName.endsWith(FACTOR_CLIENT_NAME);
  return {
    claimsAndScopeOverrideDetails: {
      accessTokenGeneration: { scopesToSuppress: keep ? [] : [SELF_SERVICE_SCOPE] },
    },
  };
}
