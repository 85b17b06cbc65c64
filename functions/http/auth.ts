import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { ManagerRole } from '../../shared/route-def';
import { db } from '../data/service';
import { ApiError, Unauthorized } from '../errors/errors';

/** The API Gateway v2 event every handler receives (HTTP API, JWT authorizer). */
export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;

/** Claims of a verified Cognito token, as the function reads them (strings, numbers and booleans). */
export type VerifiedClaims = Record<string, unknown>;

/**
 * The verified token claims of a request, wherever the HTTP API's authorizer put them: the JWT authorizer
 * (routes that take tokens only) puts them under `requestContext.authorizer.jwt.claims`; the Lambda
 * authorizer of the routes that also take API keys (`functions/api-key-authorizer`) puts the same claims
 * in its context, `requestContext.authorizer.lambda`, where an API key's context (`apiKeyId`) is never a
 * token's (docs/decisions/0105-api-keys-and-their-authorizer.md).
 * @returns the claims, or undefined when the request carries no verified token.
 */
export function verifiedClaims(event: {
  requestContext: { authorizer?: unknown };
}): VerifiedClaims | undefined {
  const authorizer = event.requestContext.authorizer as
    { jwt?: { claims?: VerifiedClaims }; lambda?: VerifiedClaims } | undefined;
  if (authorizer?.jwt?.claims) return authorizer.jwt.claims;
  const lambda = authorizer?.lambda;
  return lambda && lambda.apiKeyId === undefined ? lambda : undefined;
}

/** The signed-in manager behind a request: Cognito user id and the one organization they belong to. */
export interface ManagerAuth {
  userId: string;
  orgId: string;
  email: string;
  name: string;
  role: ManagerRole;
}

/**
 * Resolves the manager from the token claims the HTTP API authorizer verified ({@link verifiedClaims}; the
 * local adapter fills the same claims). The organization comes from the stored membership, never from input
 * (docs/architecture.md#auth-organizations).
 * @throws Unauthorized when the event carries no verified subject.
 * @throws ApiError `NoOrganization` (403) when the user has not finished creating or joining an organization.
 */
export async function managerFromEvent(event: APIGatewayProxyEventV2WithJWTAuthorizer): Promise<ManagerAuth> {
  const { membership } = await signedInUser(event);
  if (!membership) {
    throw new ApiError(
      'NoOrganization',
      'Your account has no organization yet. Finish setting up your account.',
    );
  }
  return membership;
}

/** A signed-in user who may not have an organization yet. */
export interface SignedInUser {
  userId: string;
  /**
   * Cognito user name from the verified access token's `username` claim: the key of `AdminGetUser`
   * (docs/decisions/0046-account-profile-from-the-user-pool.md).
   */
  username: string;
  /** The bearer access token, for the user's own Cognito calls (TOTP setup). */
  accessToken: string;
  membership: ManagerAuth | null;
}

/**
 * The verified user behind a request and their membership, if any. Manager routes accept Cognito access
 * tokens only; an ID token (verified by the authorizer all the same, since both carry the app client) is
 * refused here, so the answer is the same 401 in the cloud and locally
 * (docs/decisions/0017-manager-routes-take-access-tokens.md).
 * @throws Unauthorized when the event carries no verified subject or the token is not an access token.
 */
export async function signedInUser(event: APIGatewayProxyEventV2WithJWTAuthorizer): Promise<SignedInUser> {
  const claims = verifiedClaims(event);
  const sub = claims?.sub;
  if (typeof sub !== 'string' || !sub) throw new Unauthorized();
  if (claims?.token_use !== 'access')
    throw new Unauthorized('Sign in again: this API takes an access token, not an ID token.');
  // Cognito access tokens always name the user; a token without it is not one of ours.
  const username = claims.username;
  if (typeof username !== 'string' || !username) throw new Unauthorized();
  const accessToken = (event.headers?.authorization ?? '').replace(/^Bearer /, '');
  const { data } = await db.entities.membership.get({ userId: sub }).go();
  const membership = data
    ? { userId: sub, orgId: data.orgId, email: data.email, name: data.name, role: data.role }
    : null;
  return { userId: sub, username, accessToken, membership };
}
