import {
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { config, requireSettings } from '../config';
import { ApiError, UpstreamFailed, ValidationFailed } from '../errors/errors';
import { logger } from '../observability/logger';
import { cognito } from './cognito';

requireSettings('USER_POOL_FACTOR_CLIENT_ID');

const nameOf = (error: unknown) => (error as { name?: string })?.name;

/** Message of a missing or wrong code of the authenticator app already on. */
export const CURRENT_CODE_NEEDED = 'Enter the current code from the authenticator app you use now.';

/** What a manager gives to change a second factor. */
export interface FactorProofInput {
  /** The account's password. */
  password: string;
  /** A current code of the authenticator app already on; needed only when one is on. */
  currentCode?: string | undefined;
}

/** A proof that passed: an access token of the factor client, and whether an app was on. */
export interface FactorProof {
  /** Access token of the factor client (it keeps `aws.cognito.signin.user.admin`), valid 5 minutes. */
  accessToken: string;
  /** Whether the manager had an authenticator app on (Cognito asked for its code). */
  hadFactor: boolean;
}

/**
 * Proves the manager knows the password and, when an authenticator app is on, holds it: Cognito signs
 * them in through the factor client (`InitiateAuth` USER_PASSWORD_AUTH, then `RespondToAuthChallenge`
 * SOFTWARE_TOKEN_MFA with `currentCode`). Only that client's tokens may call Cognito's self-service APIs
 * (the pre-token-generation trigger suppresses the scope on every other client's), so an access token of
 * a session, stolen or not, changes no factor (ASVS 4.0.3 V3.7.1, decision record 0139). The proof's
 * refresh token is revoked at once; `use` runs with its access token.
 * @throws ValidationFailed (`password`) for a wrong password, (`currentCode`) when an app is on and its
 * code is missing or wrong; nothing changes then. ApiError `TooManyRequests` when Cognito throttles.
 */
export async function withFactorProof<T>(
  email: string,
  input: FactorProofInput,
  use: (proof: FactorProof) => Promise<T>,
): Promise<T> {
  const clientId = config().USER_POOL_FACTOR_CLIENT_ID;
  const first = await cognito
    .send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PASSWORD: input.password },
      }),
    )
    .catch((error: unknown) => {
      const name = nameOf(error);
      if (name === 'NotAuthorizedException' || name === 'InvalidPasswordException')
        throw new ValidationFailed({ password: ['That password is not right.'] });
      throw throttled(error);
    });
  let result = first.AuthenticationResult;
  const hadFactor = first.ChallengeName === 'SOFTWARE_TOKEN_MFA';
  if (hadFactor) {
    if (!input.currentCode || !first.Session)
      throw new ValidationFailed({ currentCode: [CURRENT_CODE_NEEDED] });
    const second = await cognito
      .send(
        new RespondToAuthChallengeCommand({
          ClientId: clientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: first.Session,
          ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: input.currentCode },
        }),
      )
      .catch((error: unknown) => {
        const name = nameOf(error);
        if (
          name === 'CodeMismatchException' ||
          name === 'InvalidParameterException' ||
          name === 'NotAuthorizedException' ||
          name === 'ExpiredCodeException'
        )
          throw new ValidationFailed({ currentCode: [CURRENT_CODE_NEEDED] });
        throw throttled(error);
      });
    result = second.AuthenticationResult;
  } else if (first.ChallengeName) {
    throw new ApiError('Forbidden', 'This account needs a new password. Use "Forgot password" to set one.');
  }
  if (!result?.AccessToken) throw new UpstreamFailed('Cognito did not return a proof.');
  try {
    return await use({ accessToken: result.AccessToken, hadFactor });
  } finally {
    if (result.RefreshToken) await revoke(clientId, result.RefreshToken);
  }
}

function throttled(error: unknown): unknown {
  const name = nameOf(error);
  if (name === 'TooManyRequestsException' || name === 'TooManyFailedAttemptsException')
    return new ApiError('TooManyRequests', 'Too many attempts. Wait a few minutes and try again.');
  return error;
}

/** Revokes the proof's refresh token and the access token issued with it; a failure is only logged. */
async function revoke(clientId: string, token: string): Promise<void> {
  await cognito.send(new RevokeTokenCommand({ ClientId: clientId, Token: token })).catch((error: unknown) => {
    logger.warn('Revoking a factor proof failed', { name: nameOf(error) });
  });
}
