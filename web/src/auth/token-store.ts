import type { RefreshedTokens, Tokens } from '../../../shared/schemas/account';

/**
 * Key in sessionStorage of the tab that signed in: only the refresh token, so a reload of that tab can
 * sign in again. It ends with the tab and is never in localStorage; other tabs get their tokens over
 * the auth channel and keep them in memory (docs/decisions/0020-sign-in-shared-across-tabs.md).
 */
export const REFRESH_TOKEN_STORAGE_KEY = 'hiring.auth.refresh';

/** Key in the same sessionStorage: set when the session came from the Cognito Hosted UI (Google). */
export const HOSTED_UI_STORAGE_KEY = 'hiring.auth.hostedUi';

/** The signed-in manager's Cognito tokens; `expiresAt` is when the access and ID tokens expire (ms epoch). */
export interface StoredTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
  /** The session came from the Hosted UI (Google): signing out also ends the Hosted UI's own session. */
  hostedUi?: boolean;
}

/** Turns a login or refresh answer into stored tokens; a refresh answer keeps the old refresh token. */
export function toStoredTokens(
  tokens: Tokens | RefreshedTokens,
  refreshToken: string,
  now = Date.now(),
): StoredTokens {
  return {
    idToken: tokens.idToken,
    accessToken: tokens.accessToken,
    refreshToken: 'refreshToken' in tokens ? tokens.refreshToken : refreshToken,
    expiresAt: now + tokens.expiresIn * 1000,
  };
}

/** The tokens of this page, in memory only. */
let current: StoredTokens | undefined;

/** This page's tokens (memory), or undefined when signed out or not restored yet. */
export function readTokens(): StoredTokens | undefined {
  return current;
}

/**
 * Keeps the tokens in memory, or forgets them when `tokens` is undefined. With `persist`, the refresh
 * token also goes to this tab's sessionStorage (the tab that signed in); signing out removes it.
 */
export function writeTokens(tokens: StoredTokens | undefined, persist = false): void {
  current = tokens;
  if (!tokens) {
    sessionStorage.removeItem(REFRESH_TOKEN_STORAGE_KEY);
    sessionStorage.removeItem(HOSTED_UI_STORAGE_KEY);
  } else if (persist) {
    sessionStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, tokens.refreshToken);
    if (tokens.hostedUi) sessionStorage.setItem(HOSTED_UI_STORAGE_KEY, '1');
    else sessionStorage.removeItem(HOSTED_UI_STORAGE_KEY);
  }
}

/** Whether this tab's stored sign-in came from the Hosted UI (Google). */
export function readStoredHostedUi(): boolean {
  return sessionStorage.getItem(HOSTED_UI_STORAGE_KEY) === '1';
}

/** The refresh token this tab signed in with, when it did and has not signed out since. */
export function readStoredRefreshToken(): string | undefined {
  return sessionStorage.getItem(REFRESH_TOKEN_STORAGE_KEY) ?? undefined;
}
