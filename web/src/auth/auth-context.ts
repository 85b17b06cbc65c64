import { createContext, useContext } from 'react';
import type { StoredTokens } from './token-store';

/** What {@link useAuth} gives: the session state and the two actions that change it. */
export interface AuthContextValue {
  /** The current tokens; undefined when signed out. */
  tokens: StoredTokens | undefined;
  isSignedIn: boolean;
  /** True while a tab without tokens asks the other tabs, or redeems its stored refresh token. */
  restoring: boolean;
  /**
   * Signs in with e-mail and password (`POST /api/account/login`).
   * @throws ApiError, e.g. 401 `InvalidCredentials` with "The e-mail or password is incorrect."
   */
  signIn: (email: string, password: string) => Promise<SignInStep>;
  /**
   * Finishes a sign-in that asked for an authenticator-app code (`POST /api/account/login/mfa`).
   * @throws ApiError, e.g. 400 with `details.code` for a wrong code, 401 when the 3-minute step expired.
   */
  signInWithCode: (email: string, session: string, code: string) => Promise<void>;
  /**
   * Starts a session from tokens obtained elsewhere: the Cognito Hosted UI's authorization-code flow
   * (Google sign-in, `auth/google.tsx`). They are refreshed like any other session.
   */
  acceptTokens: (tokens: StoredTokens) => void;
  /**
   * Forgets the tokens and every cached server answer, in every tab of the browser session; route guards
   * then send the user to /login. The refresh token is revoked (`POST /api/account/logout`); a Hosted UI
   * (Google) session is also ended at the Hosted UI's logout endpoint, which returns to the app's origin
   * (docs/decisions/0049-optional-totp-mfa.md).
   */
  signOut: () => void;
}

/** What a password sign-in led to: signed in, or the authenticator-code step with its Cognito session. */
export type SignInStep = { done: true } | { done: false; mfaSession: string };

/** Provided by `AuthProvider`. */
export const AuthContext = createContext<AuthContextValue | undefined>(undefined);

/**
 * The manager's session. Must be used under `AuthProvider`.
 * @throws Error when used outside `AuthProvider`.
 */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
