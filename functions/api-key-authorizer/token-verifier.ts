import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { config, requireSettings } from '../config';

requireSettings('USER_POOL_ID', 'USER_POOL_CLIENT_ID');

/** Verifies a bearer token; resolves its claims or rejects. */
export type AccessTokenVerifier = (token: string) => Promise<JwtPayload>;

/**
 * The access-token check of the HTTP API's JWT authorizer, made in the Lambda authorizer: RS256 signature
 * against the pool's JWKS, issuer `https://cognito-idp.<region>.amazonaws.com/<pool id>`, not expired,
 * `client_id` the app client and `token_use` `access` (aws-jwt-verify's `CognitoJwtVerifier`; an ID
 * token is refused, as the functions refuse it behind the JWT authorizer: decision record 0017).
 *
 * With `COGNITO_ENDPOINT` (set only on this machine, where the pool is an emulator whose pool ids
 * `local_…` and `http:` issuer `CognitoJwtVerifier` refuses) the same checks run with `JwtRsaVerifier`
 * against issuer `<COGNITO_ENDPOINT>/<pool id>`, its JWKS fetched once.
 */
export function accessTokenVerifier(): AccessTokenVerifier {
  const { USER_POOL_ID, USER_POOL_CLIENT_ID, COGNITO_ENDPOINT } = config();
  if (!COGNITO_ENDPOINT) {
    const verifier = CognitoJwtVerifier.create({
      userPoolId: USER_POOL_ID,
      clientId: USER_POOL_CLIENT_ID,
      tokenUse: 'access',
    });
    return (token) => verifier.verify(token);
  }
  const issuer = `${COGNITO_ENDPOINT.replace(/\/$/, '')}/${USER_POOL_ID}`;
  const verifier = JwtRsaVerifier.create({
    issuer,
    audience: null,
    customJwtCheck: ({ payload }) => {
      if (payload.client_id !== USER_POOL_CLIENT_ID) throw new Error('Token of another client');
      if (payload.token_use !== 'access') throw new Error('Not an access token');
    },
  });
  let jwks: Promise<void> | undefined;
  return async (token) => {
    jwks ??= fetch(`${issuer}/.well-known/jwks.json`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`JWKS of ${issuer}: HTTP ${response.status}`);
        verifier.cacheJwks(await response.json());
      })
      .catch((error: unknown) => {
        jwks = undefined;
        throw error;
      });
    await jwks;
    return verifier.verify(token);
  };
}
