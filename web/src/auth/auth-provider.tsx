import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RouteName, RouteRequest, RouteResponse } from '../../../shared/routes';
import { ApiError } from '../api/api-error';
import { setAuthHandlers } from '../api/auth-handlers';
import { forgetRememberedDefaultLanguage } from '../api/default-language-memory';
import { type AuthChannel, openAuthChannel } from './auth-channel';
import { AuthContext, type AuthContextValue, type SignInStep } from './auth-context';
import { getRuntimeConfig } from '../config/runtime-config';
import { hostedUiLogoutUrl, leaveApp } from './hosted-ui-logout';
import {
  readStoredHostedUi,
  readStoredRefreshToken,
  readTokens,
  type StoredTokens,
  toStoredTokens,
  writeTokens,
} from './token-store';

/**
 * Calls the API through the client, loaded on first use: the provider wraps every page, and public pages
 * should not download the route table and its schemas (docs/decisions/0072-public-pages-without-the-manager-app.md).
 * @throws ApiError as `apiCall` does.
 */
async function apiCall<N extends RouteName>(
  name: N,
  request: Partial<RouteRequest<N>>,
): Promise<RouteResponse<N>> {
  const client = await import('../api/client');
  return client.apiCall(name, request);
}

/** How soon a refresh that never reached the server (no network, cut off) is tried again, ms. */
const REFRESH_RETRY_MS = 5_000;

/** Whether a refresh failed because the server refused it (not because it never got an answer). */
const refused = (error: unknown) => error instanceof ApiError && error.status > 0;

/** Tokens are refreshed this long before they expire, so no request goes out with an expired token. */
export const REFRESH_BEFORE_EXPIRY_MS = 60_000;

/** How long a tab without tokens waits for another tab to share its sign-in before showing /login, ms. */
export const ASK_OTHER_TABS_MS = 400;

/**
 * Holds the manager's tokens in memory, wires them into the API client, refreshes them about a minute
 * before expiry and signs out when a refresh fails or a manager route answers 401
 * (docs/architecture.md#auth-managers). One sign-in serves every tab of the browser session
 * (docs/decisions/0020-sign-in-shared-across-tabs.md): tabs share tokens over a BroadcastChannel, the tab that signed in keeps only the
 * refresh token in its sessionStorage (to survive a reload), and signing out in one tab signs out all of
 * them. Nothing goes to localStorage. Sits outside the router: signing out only clears state, and
 * `RequireAuth` then redirects to /login.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [tokens, setTokens] = useState<StoredTokens | undefined>(readTokens);
  // A tab without tokens first asks the other tabs (and its own stored refresh token) before /login.
  const [restoring, setRestoring] = useState(
    () =>
      !readTokens() && (readStoredRefreshToken() !== undefined || typeof BroadcastChannel !== 'undefined'),
  );
  const tokensRef = useRef(tokens);
  const channelRef = useRef<AuthChannel | undefined>(undefined);

  const update = useCallback((next: StoredTokens | undefined, persist = false) => {
    tokensRef.current = next;
    // The tab that signed in keeps its stored refresh token current; other tabs never store one.
    writeTokens(next, persist || readStoredRefreshToken() !== undefined);
    setTokens(next);
    setRestoring(false);
  }, []);

  /** Signs this tab out; the other tabs are told by {@link signOut}. */
  const signOutHere = useCallback(() => {
    if (!tokensRef.current) return;
    update(undefined);
    // Another manager may sign in next in this tab: nothing of this one's data may be shown to them.
    queryClient.clear();
    forgetRememberedDefaultLanguage();
  }, [queryClient, update]);

  const signOut = useCallback(() => {
    const ending = tokensRef.current;
    signOutHere();
    channelRef.current?.post({ type: 'signOut' });
    if (!ending) return;
    // Revoke the refresh token; a failure must not keep anyone signed in, so it is only waited for.
    const revoked = apiCall('logout', { body: { refreshToken: ending.refreshToken } }).catch(() => undefined);
    const config = getRuntimeConfig();
    if (ending.hostedUi && config?.hostedUiDomain) {
      const url = hostedUiLogoutUrl(config, window.location.origin);
      void revoked.then(() => leaveApp(url));
    }
  }, [signOutHere]);

  const share = useCallback((next: StoredTokens) => {
    channelRef.current?.post({ type: 'tokens', tokens: next });
  }, []);

  const signIn = useCallback(
    async (email: string, password: string): Promise<SignInStep> => {
      const answer = await apiCall('login', { body: { email, password } });
      if ('mfaRequired' in answer) return { done: false, mfaSession: answer.session };
      const next = toStoredTokens(answer, answer.refreshToken);
      update(next, true);
      share(next);
      return { done: true };
    },
    [update, share],
  );

  const signInWithCode = useCallback(
    async (email: string, session: string, code: string) => {
      const answer = await apiCall('loginMfa', { body: { email, session, code } });
      const next = toStoredTokens(answer, answer.refreshToken);
      update(next, true);
      share(next);
    },
    [update, share],
  );

  const acceptTokens = useCallback(
    (next: StoredTokens) => {
      update(next, true);
      share(next);
    },
    [update, share],
  );

  // Registered during render so the very first queries of a restored session already carry the token.
  setAuthHandlers({ getAccessToken: () => tokensRef.current?.accessToken, onUnauthorized: signOut });

  useEffect(() => {
    let closed = false;
    const channel = openAuthChannel((message) => {
      const mine = tokensRef.current;
      if (message.type === 'ask') {
        if (mine) channel?.post({ type: 'tokens', tokens: mine });
      } else if (message.type === 'tokens') {
        // A signed-out tab joins; a signed-in one only takes newer tokens of its own session.
        const same = mine?.refreshToken === message.tokens.refreshToken;
        if (!mine || (same && message.tokens.expiresAt > mine.expiresAt)) update(message.tokens);
      } else {
        signOutHere();
      }
    });
    channelRef.current = channel;

    let timer: ReturnType<typeof setTimeout> | undefined;
    if (!tokensRef.current) {
      channel?.post({ type: 'ask' });
      const stored = readStoredRefreshToken();
      if (stored) {
        apiCall('refresh', { body: { refreshToken: stored } })
          .then((answer) => {
            if (closed || tokensRef.current) return;
            const next = { ...toStoredTokens(answer, stored), hostedUi: readStoredHostedUi() };
            update(next, true);
            channel?.post({ type: 'tokens', tokens: next });
          })
          .catch((error: unknown) => {
            if (closed || tokensRef.current) return;
            // Only the server's refusal ends the stored sign-in. A refresh cut off by a reload (or no
            // network) keeps it, so the next load tries again instead of landing on /login.
            if (refused(error)) update(undefined);
            else setRestoring(false);
          });
      } else {
        timer = setTimeout(() => {
          if (!tokensRef.current) setRestoring(false);
        }, ASK_OTHER_TABS_MS);
      }
    }
    return () => {
      closed = true;
      clearTimeout(timer);
      channel?.close();
      channelRef.current = undefined;
    };
  }, [update, signOutHere]);

  const refreshToken = tokens?.refreshToken;
  const expiresAt = tokens?.expiresAt;
  useEffect(() => {
    if (!refreshToken || expiresAt === undefined) return;
    let cancelled = false;
    const refresh = async () => {
      try {
        const answer = await apiCall('refresh', { body: { refreshToken } });
        if (cancelled) return;
        const next = { ...toStoredTokens(answer, refreshToken), hostedUi: tokensRef.current?.hostedUi };
        update(next);
        share(next);
      } catch (error) {
        if (cancelled) return;
        // A refusal signs out; a refresh that never reached the server is tried again shortly.
        if (refused(error)) signOut();
        else timer = setTimeout(() => void refresh(), REFRESH_RETRY_MS);
      }
    };
    const delay = Math.max(0, expiresAt - REFRESH_BEFORE_EXPIRY_MS - Date.now());
    let timer = setTimeout(() => void refresh(), delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [refreshToken, expiresAt, signOut, update, share]);

  const value = useMemo<AuthContextValue>(
    () => ({
      tokens,
      isSignedIn: tokens !== undefined,
      restoring,
      signIn,
      signInWithCode,
      acceptTokens,
      signOut,
    }),
    [tokens, restoring, signIn, signInWithCode, acceptTokens, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
