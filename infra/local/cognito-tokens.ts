import { createRequire } from 'node:module';
import { SELF_SERVICE_SCOPE, tokenScopeOverrides } from '../../shared/user-pool-tokens';

// cognito-local signs its tokens with jsonwebtoken and this fixed, public key (local use only); a token
// the proxy changes is signed again the same way, so the API's verifier takes it as cognito-local's.
const fromCognitoLocal = createRequire(createRequire(import.meta.url).resolve('cognito-local/package.json'));
/** The two jsonwebtoken calls used here (the package ships no types). */
interface Jwt {
  decode(token: string): unknown;
  sign(payload: object, key: string, options: { algorithm: 'RS256'; keyid: string }): string;
}
const jwt = fromCognitoLocal('jsonwebtoken') as Jwt;
const signingKey = (fromCognitoLocal('./lib/keys/cognitoLocal.private.json') as { pem: string }).pem;

const TARGET = 'AWSCognitoIdentityProviderService.';

/** An answer to one Cognito call, as the proxy writes it. */
type Refusal = { status: number; body: { __type: string; message: string } };

/**
 * The user pool's pre-token-generation trigger on this machine, where cognito-local runs none that can
 * touch access tokens: each access token cognito-local issues (sign-in, MFA step, refresh) gets the
 * scopes {@link tokenScopeOverrides} leaves it, the same function the cloud's trigger answers with, and
 * the answer's `ExpiresIn` says how long it lives, as Cognito's does (cognito-local leaves it out). Calls
 * authorized by an access token then need {@link SELF_SERVICE_SCOPE} in it, as Cognito's do
 * (`NotAuthorizedException` "Access Token does not have required scopes").
 * @param clientName - the name of an app client of the pool, by id (`DescribeUserPoolClient`).
 */
export function tokenScopes(clientName: (clientId: string) => Promise<string | undefined>) {
  const names = new Map<string, Promise<string | undefined>>();
  const nameOf = (clientId: string) => {
    if (!names.has(clientId)) names.set(clientId, clientName(clientId));
    return names.get(clientId)!;
  };
  return {
    /** The token call's answer with its access token's scopes suppressed and its `ExpiresIn` set. */
    async issued(answer: Record<string, unknown>): Promise<Record<string, unknown>> {
      const result = answer.AuthenticationResult as Record<string, unknown> | undefined;
      if (typeof result?.AccessToken !== 'string') return answer;
      const claims = jwt.decode(result.AccessToken) as Record<string, unknown> | null;
      if (!claims || typeof claims.client_id !== 'string') return answer;
      const suppress = tokenScopeOverrides(await nameOf(claims.client_id)).claimsAndScopeOverrideDetails
        .accessTokenGeneration.scopesToSuppress;
      const scopes = String(claims.scope ?? '')
        .split(' ')
        .filter((s) => s && !suppress.includes(s));
      const { scope: _dropped, ...rest } = claims;
      const token = jwt.sign(scopes.length ? { ...rest, scope: scopes.join(' ') } : rest, signingKey, {
        algorithm: 'RS256',
        keyid: 'CognitoLocal',
      });
      const lifetime = Number(claims.exp) - Number(claims.iat);
      return { ...answer, AuthenticationResult: { ...result, AccessToken: token, ExpiresIn: lifetime } };
    },
    /** Cognito's refusal of a call whose access token lacks {@link SELF_SERVICE_SCOPE}; undefined otherwise. */
    refused(amzTarget: unknown, input: Record<string, unknown>): Refusal | undefined {
      if (typeof amzTarget !== 'string' || !amzTarget.startsWith(TARGET)) return undefined;
      if (typeof input.AccessToken !== 'string') return undefined;
      const claims = jwt.decode(input.AccessToken) as Record<string, unknown> | null;
      if (
        String(claims?.scope ?? '')
          .split(' ')
          .includes(SELF_SERVICE_SCOPE)
      )
        return undefined;
      return {
        status: 400,
        body: { __type: 'NotAuthorizedException', message: 'Access Token does not have required scopes' },
      };
    },
  };
}
