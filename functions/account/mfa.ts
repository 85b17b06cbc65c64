import {
  AdminGetUserCommand,
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { MfaSetup, MfaStatus, Tokens } from '../../shared/schemas/account';
import { config } from '../config';
import { ApiError, Forbidden, Unauthorized, UpstreamFailed, ValidationFailed } from '../errors/errors';
import { logger } from '../observability/logger';
import { cognito, signOutEverywhere } from './cognito';

/** Issuer shown by authenticator apps next to the account. */
export const TOTP_ISSUER = 'Hiring';

const WRONG_TOTP = 'That code is not right. Enter the current code from your authenticator app.';

const nameOf = (error: unknown) => (error as { name?: string })?.name;

/**
 * Revokes a refresh token (Cognito `RevokeToken`): it and the access tokens issued from it stop working
 * (decision record 0049). A token that is invalid or revoked already counts as revoked.
 */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  try {
    await cognito.send(
      new RevokeTokenCommand({ ClientId: config().USER_POOL_CLIENT_ID, Token: refreshToken }),
    );
  } catch (error) {
    const name = nameOf(error);
    // Invalid, malformed or revoked already: nothing left to revoke, which is what sign-out wants.
    if (
      name === 'NotAuthorizedException' ||
      name === 'UnsupportedTokenTypeException' ||
      name === 'InvalidParameterException'
    )
      return;
    logger.error('RevokeToken failed', error as Error);
    throw new UpstreamFailed('We could not end the session. Please try again.');
  }
}

/**
 * Second step of a sign-in with an authenticator app (Cognito `RespondToAuthChallenge`,
 * `SOFTWARE_TOKEN_MFA`).
 * @throws ValidationFailed (`code`) for a wrong code; ApiError `Unauthorized` when the 3-minute sign-in
 * session ended (sign in again).
 */
export async function answerMfaChallenge(email: string, session: string, code: string): Promise<Tokens> {
  const result = await cognito
    .send(
      new RespondToAuthChallengeCommand({
        ClientId: config().USER_POOL_CLIENT_ID,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: session,
        ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
      }),
    )
    .catch((error: unknown) => {
      const name = nameOf(error);
      if (name === 'CodeMismatchException' || name === 'InvalidParameterException')
        throw new ValidationFailed({ code: [WRONG_TOTP] });
      if (name === 'NotAuthorizedException' || name === 'ExpiredCodeException')
        throw new ApiError('Unauthorized', 'This sign-in took too long. Sign in again.');
      if (name === 'TooManyRequestsException' || name === 'TooManyFailedAttemptsException')
        throw new ApiError('TooManyRequests', 'Too many attempts. Wait a few minutes and try again.');
      throw error;
    });
  const auth = result.AuthenticationResult;
  if (!auth?.AccessToken || !auth.IdToken || !auth.RefreshToken)
    throw new UpstreamFailed('Sign-in did not return tokens.');
  return {
    idToken: auth.IdToken,
    accessToken: auth.AccessToken,
    refreshToken: auth.RefreshToken,
    expiresIn: auth.ExpiresIn ?? 3600,
  };
}

/** Whether the user signs in with an authenticator app (`AdminGetUser`'s MFA settings). */
export async function mfaStatus(username: string): Promise<MfaStatus> {
  const user = await cognito.send(
    new AdminGetUserCommand({ UserPoolId: config().USER_POOL_ID, Username: username }),
  );
  return { enabled: (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA') };
}

/** Cognito refuses the user's own calls for Hosted UI (Google) tokens, which lack the admin scope, and for revoked ones. */
function ownCallError(error: unknown): never {
  // An access token issued before a global sign-out: Cognito revoked it, though the API's authorizer
  // lets it through until it expires (docs/decisions/0114-global-sign-out.md).
  if (nameOf(error) === 'NotAuthorizedException' && /revoked/i.test((error as Error).message))
    throw new Unauthorized('Your session has ended. Please sign in again.');
  if (nameOf(error) === 'NotAuthorizedException')
    throw new Forbidden(
      'Authenticator apps are for password sign-in. Sign in with your e-mail and password to set one up.',
    );
  throw error;
}

/**
 * Starts adding an authenticator app (Cognito `AssociateSoftwareToken` with the user's access token).
 * @returns the secret and the `otpauth://totp/...` URI to show as a QR code or to type in.
 * @throws Forbidden for a Google sign-in (its token cannot manage the user's MFA).
 */
export async function startMfaSetup(accessToken: string, email: string): Promise<MfaSetup> {
  const result = await cognito
    .send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }))
    .catch(ownCallError);
  if (!result.SecretCode) throw new UpstreamFailed('Cognito did not return a secret.');
  const label = encodeURIComponent(`${TOTP_ISSUER}:${email}`);
  const otpauthUri = `otpauth://totp/${label}?secret=${result.SecretCode}&issuer=${encodeURIComponent(TOTP_ISSUER)}`;
  return { secretCode: result.SecretCode, otpauthUri };
}

/**
 * Confirms the authenticator app with its current code (Cognito `VerifySoftwareToken`) and makes it the
 * preferred second factor (`SetUserMFAPreference`): the next password sign-in asks for a code. Then every
 * session of the user ends, this one too ({@link signOutEverywhere}): a session opened without the second
 * factor does not outlive it.
 * @throws ValidationFailed (`code`) for a wrong code; Forbidden for a Google sign-in.
 */
export async function finishMfaSetup(
  accessToken: string,
  username: string,
  code: string,
): Promise<MfaStatus> {
  const verified = await cognito
    .send(
      new VerifySoftwareTokenCommand({
        AccessToken: accessToken,
        UserCode: code,
        FriendlyDeviceName: 'Authenticator app',
      }),
    )
    .catch((error: unknown) => {
      const name = nameOf(error);
      if (
        name === 'CodeMismatchException' ||
        name === 'EnableSoftwareTokenMFAException' ||
        name === 'InvalidParameterException'
      )
        throw new ValidationFailed({ code: [WRONG_TOTP] });
      return ownCallError(error);
    });
  if (verified.Status !== 'SUCCESS') throw new ValidationFailed({ code: [WRONG_TOTP] });
  await setPreference(accessToken, true);
  await signOutEverywhere(username);
  return { enabled: true };
}

/**
 * Turns the authenticator app off (`SetUserMFAPreference`), only after the manager proves both factors
 * again: Cognito signs them in with the password (`InitiateAuth`) and the app's current code
 * (`RespondToAuthChallenge`), and the refresh token of that proof is revoked at once. So a stolen access
 * token alone cannot remove the second factor (docs/decisions/0079-smaller-doors.md). Then every session
 * of the user ends, this one too ({@link signOutEverywhere}).
 * @throws ValidationFailed (`password` or `code`) when either is wrong; nothing changes then.
 * @throws Forbidden for a Google sign-in.
 */
export async function disableMfa(
  accessToken: string,
  username: string,
  email: string,
  proof: { password: string; code: string },
): Promise<MfaStatus> {
  const first = await cognito
    .send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config().USER_POOL_CLIENT_ID,
        AuthParameters: { USERNAME: email, PASSWORD: proof.password },
      }),
    )
    .catch((error: unknown) => {
      const name = nameOf(error);
      if (name === 'NotAuthorizedException' || name === 'InvalidPasswordException')
        throw new ValidationFailed({ password: ['That password is not right.'] });
      return ownCallError(error);
    });
  if (first.ChallengeName !== 'SOFTWARE_TOKEN_MFA' || !first.Session)
    throw new ApiError('Conflict', 'No authenticator app is on for this account.');
  const tokens = await answerMfaChallenge(email, first.Session, proof.code);
  await revokeRefreshToken(tokens.refreshToken);
  await setPreference(accessToken, false);
  await signOutEverywhere(username);
  return { enabled: false };
}

async function setPreference(accessToken: string, enabled: boolean): Promise<void> {
  await cognito
    .send(
      new SetUserMFAPreferenceCommand({
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: enabled, PreferredMfa: enabled },
      }),
    )
    .catch(ownCallError);
}
