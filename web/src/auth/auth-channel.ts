import type { StoredTokens } from './token-store';

/** Name of the BroadcastChannel the tabs of one origin share their sign-in over. */
export const AUTH_CHANNEL_NAME = 'hiring.auth';

/**
 * What tabs tell each other: a tab without tokens asks; a signed-in tab answers with its tokens (and
 * sends them after each sign-in or refresh); a sign-out signs every tab out.
 */
export type AuthMessage = { type: 'ask' } | { type: 'tokens'; tokens: StoredTokens } | { type: 'signOut' };

function isAuthMessage(value: unknown): value is AuthMessage {
  if (!value || typeof value !== 'object' || !('type' in value)) return false;
  if (value.type === 'ask' || value.type === 'signOut') return true;
  if (value.type !== 'tokens' || !('tokens' in value)) return false;
  const t = value.tokens as Partial<StoredTokens> | null;
  return (
    !!t &&
    typeof t.accessToken === 'string' &&
    typeof t.idToken === 'string' &&
    typeof t.refreshToken === 'string' &&
    typeof t.expiresAt === 'number'
  );
}

/** A tab's end of the auth channel. */
export interface AuthChannel {
  post(message: AuthMessage): void;
  close(): void;
}

/**
 * Opens the auth channel (same origin only, never leaves the browser). Where the browser has no
 * BroadcastChannel, each tab signs in on its own and `undefined` is returned.
 */
export function openAuthChannel(onMessage: (message: AuthMessage) => void): AuthChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isAuthMessage(event.data)) onMessage(event.data);
  };
  return { post: (message) => channel.postMessage(message), close: () => channel.close() };
}
