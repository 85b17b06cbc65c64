import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { RefreshedTokens, Tokens } from '../../shared/schemas/account';
import { clientOptions, config } from '../config';
import { ApiError, UpstreamFailed } from '../http/errors';

/** Cognito user-pool client, made once per process. */
export const cognito = new CognitoIdentityProviderClient(clientOptions(config().COGNITO_ENDPOINT));

const WRONG_CREDENTIALS = 'The e-mail or password is incorrect.';

/** Maps Cognito's sign-in errors; both an unknown user and a wrong password get one message (ASVS 2.2.1). */
function signInError(error: unknown): never {
  const name = (error as { name?: string })?.name;
  // cognito-local answers InvalidPasswordException where Cognito answers NotAuthorizedException.
  if (
    name === 'NotAuthorizedException' ||
    name === 'UserNotFoundException' ||
    name === 'InvalidPasswordException'
  ) {
    throw new ApiError('InvalidCredentials', WRONG_CREDENTIALS);
  }
  if (name === 'UserNotConfirmedException') {
    throw new ApiError(
      'UserNotConfirmed',
      'Confirm your e-mail address with the code we sent before signing in.',
    );
  }
  if (name === 'PasswordResetRequiredException') {
    throw new ApiError('Forbidden', 'A password reset is required. Use "Forgot password" to set a new one.');
  }
  if (name === 'TooManyRequestsException' || name === 'LimitExceededException') {
    throw new ApiError('TooManyRequests', 'Too many attempts. Wait a minute and try again.');
  }
  throw error;
}

function tokensOf(result: AuthenticationResultType | undefined) {
  if (!result?.AccessToken || !result.IdToken) throw new UpstreamFailed('Sign-in did not return tokens.');
  return { idToken: result.IdToken, accessToken: result.AccessToken, expiresIn: result.ExpiresIn ?? 3600 };
}

/**
 * Signs in with e-mail and password (Cognito `InitiateAuth`, `USER_PASSWORD_AUTH`).
 * @throws ApiError `InvalidCredentials` (401) for an unknown e-mail or a wrong password alike.
 * @throws ApiError `UserNotConfirmed` (403) before the e-mail is confirmed.
 */
export async function signIn(email: string, password: string): Promise<Tokens> {
  const result = await cognito
    .send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config().USER_POOL_CLIENT_ID,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    )
    .catch(signInError);
  if (result.ChallengeName) {
    throw new ApiError('Forbidden', 'This account needs a new password. Use "Forgot password" to set one.');
  }
  const tokens = tokensOf(result.AuthenticationResult);
  if (!result.AuthenticationResult?.RefreshToken) throw new UpstreamFailed('Sign-in did not return tokens.');
  return { ...tokens, refreshToken: result.AuthenticationResult.RefreshToken };
}

/**
 * New access and ID tokens from a refresh token (`REFRESH_TOKEN_AUTH`).
 * @throws Unauthorized-style `InvalidCredentials` (401) when the refresh token is invalid or revoked.
 */
export async function refreshTokens(refreshToken: string): Promise<RefreshedTokens> {
  const result = await cognito
    .send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: config().USER_POOL_CLIENT_ID,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    )
    .catch((error: unknown) => {
      if ((error as { name?: string })?.name === 'NotAuthorizedException') {
        throw new ApiError('Unauthorized', 'Your session has expired. Please sign in again.');
      }
      throw error;
    });
  return tokensOf(result.AuthenticationResult);
}
