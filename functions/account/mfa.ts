import {
  AdminGetUserCommand,
  AssociateSoftwareTokenCommand,
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
import { withFactorProof, type FactorProofInput } from './factor-proof';

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

/** Cognito refuses self-service calls for a token without the admin scope, and for a revoked one. */
function ownCallError(error: unknown): never {
  if (nameOf(error) === 'NotAuthorizedException' && /revoked/i.test((error as Error).message))
    throw new Unauthorized('Your session has ended. Please sign in again.');
  if (nameOf(error) === 'NotAuthorizedException')
    throw new Forbidden(
      'Authenticator apps are for password sign-in. Sign in with your e-mail and password to set one up.',
    );
  throw error;
}

/**
 * Starts adding or replacing an authenticator app, after {@link withFactorProof}: the password and, when
 * an app is on, its current code. Replacing turns the current app off first (`SetUserMFAPreference`), so
 * the next step needs the password alone, as Cognito would otherwise keep asking the old app's code until
 * the new one is verified. Then Cognito makes the new secret (`AssociateSoftwareToken`).
 * @returns the secret and the `otpauth://totp/...` URI to show as a QR code or to type in.
 * @throws ValidationFailed (`password`, `currentCode`) without the proof; nothing changes then.
 */
export async function startMfaSetup(email: string, proof: FactorProofInput): Promise<MfaSetup> {
  return withFactorProof(email, proof, async ({ accessToken, hadFactor }) => {
    if (hadFactor) await setPreference(accessToken, false);
    const result = await cognito
      .send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }))
      .catch(ownCallError);
    if (!result.SecretCode) throw new UpstreamFailed('Cognito did not return a secret.');
    const label = encodeURIComponent(`${TOTP_ISSUER}:${email}`);
    const otpauthUri = `otpauth://totp/${label}?secret=${result.SecretCode}&issuer=${encodeURIComponent(TOTP_ISSUER)}`;
    return { secretCode: result.SecretCode, otpauthUri };
  });
}

/**
 * Confirms the new authenticator app with its current code (Cognito `VerifySoftwareToken`) and makes it
 * the preferred second factor (`SetUserMFAPreference`), after {@link withFactorProof} (the password, and a
 * current code of an app still on). Then every session of the user ends, this one too
 * ({@link signOutEverywhere}): a session opened without the second factor does not outlive it.
 * @throws ValidationFailed (`code`) for a wrong code of the new app; (`password`, `currentCode`) without
 * the proof.
 */
export async function finishMfaSetup(
  username: string,
  email: string,
  input: FactorProofInput & { code: string },
): Promise<MfaStatus> {
  await withFactorProof(email, input, async ({ accessToken }) => {
    const verified = await cognito
      .send(
        new VerifySoftwareTokenCommand({
          AccessToken: accessToken,
          UserCode: input.code,
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
  });
  await signOutEverywhere(username);
  return { enabled: true };
}

/**
 * Turns the authenticator app off (`SetUserMFAPreference`), only after {@link withFactorProof} with the
 * password and the app's current code, so a stolen access token alone cannot remove the second factor
 * (docs/decisions/0079-smaller-doors.md). Then every session of the user ends, this one too.
 * @throws ValidationFailed (`password` or `code`) when either is wrong; Conflict when no app is on.
 */
export async function disableMfa(
  username: string,
  email: string,
  proof: { password: string; code: string },
): Promise<MfaStatus> {
  await withFactorProof(
    email,
    { password: proof.password, currentCode: proof.code },
    async ({ accessToken, hadFactor }) => {
      if (!hadFactor) throw new ApiError('Conflict', 'No authenticator app is on for this account.');
      await setPreference(accessToken, false);
    },
  ).catch((error: unknown) => {
    // This route names the app's code `code`.
    const details =
      error instanceof ValidationFailed ? (error.details as Record<string, string[]>) : undefined;
    if (details?.currentCode) throw new ValidationFailed({ code: details.currentCode });
    throw error;
  });
  await signOutEverywhere(username);
  return { enabled: false };
}

/** Sets the authenticator app on or off with a factor proof's access token. */
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
