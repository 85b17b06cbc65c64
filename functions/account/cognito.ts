import {
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { LoginAnswer, RefreshedTokens } from '../../shared/schemas/account';
import { clientOptions, config, requireSettings } from '../config';
import { ApiError, Conflict, Unauthorized, UpstreamFailed, ValidationFailed } from '../errors/errors';
import { logger } from '../observability/logger';
import { traced } from '../observability/tracer';

requireSettings('USER_POOL_ID', 'USER_POOL_CLIENT_ID');

/** Cognito user-pool client, made once per process. */
export const cognito = traced(new CognitoIdentityProviderClient(clientOptions(config().COGNITO_ENDPOINT)));

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
 * @returns the tokens, or the authenticator-code step for a manager with TOTP MFA.
 */
export async function signIn(email: string, password: string): Promise<LoginAnswer> {
  const result = await cognito
    .send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config().USER_POOL_CLIENT_ID,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    )
    .catch(signInError);
  // An authenticator app: the code step follows (docs/decisions/0049-optional-totp-mfa.md).
  if (result.ChallengeName === 'SOFTWARE_TOKEN_MFA' && result.Session) {
    return { mfaRequired: true, session: result.Session };
  }
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

/** Maps Cognito's sign-up and code errors to field messages. */
function accountError(error: unknown): never {
  const name = (error as { name?: string })?.name;
  const message = (error as Error)?.message ?? '';
  if (name === 'UsernameExistsException')
    throw new Conflict('An account with this e-mail already exists. Sign in instead.');
  if (name === 'InvalidPasswordException')
    throw new ValidationFailed({ password: [message || 'The password is too weak'] });
  if (name === 'CodeMismatchException')
    throw new ValidationFailed({ code: ['That code is not right. Check the e-mail and try again.'] });
  if (name === 'ExpiredCodeException')
    throw new ValidationFailed({ code: ['That code has expired. Ask for a new one.'] });
  if (name === 'UserNotFoundException')
    throw new ValidationFailed({ email: ['No account uses this e-mail.'] });
  if (
    name === 'TooManyRequestsException' ||
    name === 'LimitExceededException' ||
    name === 'TooManyFailedAttemptsException'
  ) {
    throw new ApiError('TooManyRequests', 'Too many attempts. Wait a few minutes and try again.');
  }
  throw error;
}

/**
 * Creates an unconfirmed account (Cognito `SignUp`); Cognito e-mails a 6-digit confirmation code.
 * @returns where the code went (masked).
 * @throws Conflict when the e-mail is taken; ValidationFailed when Cognito rejects the password.
 */
export async function register(
  name: string,
  email: string,
  password: string,
): Promise<{ destination: string }> {
  const result = await cognito
    .send(
      new SignUpCommand({
        ClientId: config().USER_POOL_CLIENT_ID,
        Username: email,
        Password: password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'name', Value: name },
        ],
      }),
    )
    .catch(accountError);
  return { destination: result.CodeDeliveryDetails?.Destination ?? email };
}

const WRONG_CODE = 'That code is not right. Check the e-mail and try again.';

/**
 * Confirms an account with the e-mailed code (Cognito `ConfirmSignUp`). An unknown e-mail answers like a
 * wrong code, so the form cannot be used to find accounts; an account confirmed already is a Conflict.
 * @throws ValidationFailed for a wrong or expired code or an unknown e-mail; Conflict when confirmed already.
 */
export async function confirmRegistration(email: string, code: string): Promise<void> {
  await cognito
    .send(
      new ConfirmSignUpCommand({
        ClientId: config().USER_POOL_CLIENT_ID,
        Username: email,
        ConfirmationCode: code,
      }),
    )
    .catch(async (error: unknown) => {
      const name = (error as { name?: string })?.name;
      if (name === 'UserNotFoundException') throw new ValidationFailed({ code: [WRONG_CODE] });
      // Cognito: a confirmed user; cognito-local: also an unknown one. Which one is not said.
      if (name === 'NotAuthorizedException')
        throw new ValidationFailed({
          code: [`${WRONG_CODE} If you confirmed this e-mail address already, sign in.`],
        });
      return accountError(error);
    });
}

/**
 * Sends a new confirmation code (Cognito `ResendConfirmationCode`; on this machine the runner's Cognito
 * proxy e-mails it to the local inbox).
 * @throws ValidationFailed for an unknown e-mail; Conflict when the account is confirmed already.
 */
export async function resendConfirmation(email: string): Promise<{ destination: string }> {
  const result = await cognito
    .send(new ResendConfirmationCodeCommand({ ClientId: config().USER_POOL_CLIENT_ID, Username: email }))
    .catch((error: unknown) => {
      const name = (error as { name?: string })?.name;
      if (name === 'InvalidParameterException' || name === 'NotAuthorizedException')
        throw new Conflict('This e-mail address is confirmed already. Sign in instead.');
      return accountError(error);
    });
  return { destination: result.CodeDeliveryDetails?.Destination ?? email };
}

/**
 * Starts a password reset (Cognito `ForgotPassword`). An unknown e-mail answers the same as a known one,
 * so the form cannot be used to find accounts (ASVS 2.5.2 / 3.x enumeration).
 */
export async function forgotPassword(email: string): Promise<{ destination: string }> {
  try {
    const result = await cognito.send(
      new ForgotPasswordCommand({ ClientId: config().USER_POOL_CLIENT_ID, Username: email }),
    );
    return { destination: result.CodeDeliveryDetails?.Destination ?? email };
  } catch (error) {
    if ((error as { name?: string })?.name === 'UserNotFoundException') return { destination: email };
    return accountError(error);
  }
}

/**
 * Sets a new password with the e-mailed code (Cognito `ConfirmForgotPassword`), then signs the user out
 * everywhere ({@link signOutEverywhere}): whoever knew the old password loses the sessions it opened.
 * @throws ValidationFailed for a wrong or expired code or a weak password; nothing changes then.
 */
export async function resetPassword(email: string, code: string, password: string): Promise<void> {
  await cognito
    .send(
      new ConfirmForgotPasswordCommand({
        ClientId: config().USER_POOL_CLIENT_ID,
        Username: email,
        ConfirmationCode: code,
        Password: password,
      }),
    )
    .catch(accountError);
  await signOutEverywhere(email);
}

/**
 * Ends every session of a user (Cognito `AdminUserGlobalSignOut`, by user name or e-mail alias): all their
 * refresh tokens stop working at once, and Cognito refuses their older access tokens on its own API calls.
 * The API's JWT authorizer does not ask Cognito, so an access token already issued still opens API routes
 * until it expires (15 minutes; docs/decisions/0114-global-sign-out.md, ASVS 4.0.3 V3.3.3).
 * @throws UpstreamFailed when Cognito does not answer; the change before it stays made.
 */
export async function signOutEverywhere(username: string): Promise<void> {
  await cognito
    .send(new AdminUserGlobalSignOutCommand({ UserPoolId: config().USER_POOL_ID, Username: username }))
    .catch((error: unknown) => {
      logger.error('AdminUserGlobalSignOut failed', error as Error);
      throw new UpstreamFailed(
        'Your change is saved, but other sessions could not be signed out. Try again.',
      );
    });
}

/** What account setup needs to know about the signed-in user. */
export interface UserProfile {
  /** Lower-case e-mail address: the one the user proved, while a change waits for its code (Cognito keeps the original). */
  email: string;
  name: string;
  /**
   * Cognito's `email_verified`: the user proved they read mail at `email`. Nothing is done for an address
   * that is not verified (no invitation shown or accepted; docs/architecture.md#auth-organizations).
   */
  emailVerified: boolean;
}

/**
 * E-mail and name of the signed-in user, read from the user pool by the user name of their verified access
 * token (Cognito `AdminGetUser`). Unlike `GetUser` this needs no `aws.cognito.signin.user.admin` scope,
 * which Hosted UI (Google) tokens do not carry (docs/decisions/0046-account-profile-from-the-user-pool.md).
 * @throws Unauthorized when the user no longer exists or is disabled.
 */
export async function userProfile(username: string): Promise<UserProfile> {
  const result = await cognito
    .send(new AdminGetUserCommand({ UserPoolId: config().USER_POOL_ID, Username: username }))
    .catch((error: unknown) => {
      if ((error as { name?: string })?.name === 'UserNotFoundException')
        throw new Unauthorized('Your session has ended. Please sign in again.');
      throw error;
    });
  if (result.Enabled === false) throw new Unauthorized('Your session has ended. Please sign in again.');
  const attr = (n: string) => result.UserAttributes?.find((a) => a.Name === n)?.Value;
  const email = (attr('email') ?? '').toLowerCase();
  return {
    email,
    name: attr('name') ?? email.split('@')[0] ?? '',
    emailVerified: attr('email_verified') === 'true',
  };
}
