import type { RefreshedTokens, Tokens } from '../../../shared/schemas/account';

/** Key in sessionStorage: the session ends with the browser tab, never shared across tabs or kept on disk. */
export const TOKENS_STORAGE_KEY = 'hiring.auth.tokens';

/** The signed-in manager's Cognito tokens; `expiresAt` is when the access and ID tokens expire (ms epoch). */
export interface StoredTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
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

/** The stored tokens, or undefined when none are stored or the stored value is damaged. */
export function readTokens(): StoredTokens | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(TOKENS_STORAGE_KEY) ?? 'null');
    if (
      value &&
      typeof value === 'object' &&
      'accessToken' in value &&
      'refreshToken' in value &&
      'idToken' in value &&
      'expiresAt' in value &&
      typeof value.expiresAt === 'number'
    ) {
      return value as StoredTokens;
    }
  } catch {
    // A damaged entry means "signed out"; it is overwritten on the next sign-in.
  }
  return undefined;
}

/** Stores the tokens, or removes them when `tokens` is undefined. */
export function writeTokens(tokens: StoredTokens | undefined): void {
  if (tokens) sessionStorage.setItem(TOKENS_STORAGE_KEY, JSON.stringify(tokens));
  else sessionStorage.removeItem(TOKENS_STORAGE_KEY);
}
