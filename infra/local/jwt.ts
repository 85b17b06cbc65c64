import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

/** Verifies a bearer token; resolves its claims or rejects. */
export type TokenVerifier = (token: string) => Promise<JwtPayload>;

/**
 * Verifies tokens of the local user pool as the HTTP API JWT authorizer does: RS256 signature against the
 * pool's JWKS, issuer `http://host:port/<poolId>`, not expired, and `aud` (ID tokens) or `client_id`
 * (access tokens) equal to the app client. The JWKS is fetched once and cached, because aws-jwt-verify's
 * own fetcher only speaks https (docs/architecture.md#local).
 */
export async function localVerifier(issuer: string, clientId: string): Promise<TokenVerifier> {
  const response = await fetch(`${issuer}/.well-known/jwks.json`);
  if (!response.ok) throw new Error(`JWKS of ${issuer}: HTTP ${response.status}`);
  const verifier = JwtRsaVerifier.create({
    issuer,
    audience: null,
    customJwtCheck: ({ payload }) => {
      if (payload.aud !== clientId && payload.client_id !== clientId)
        throw new Error('Token of another client');
    },
  });
  verifier.cacheJwks(await response.json());
  return (token) => verifier.verify(token);
}
