import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiCall, setAuthHandlers } from '../api/client';
import { AuthContext, type AuthContextValue } from './auth-context';
import { readTokens, type StoredTokens, toStoredTokens, writeTokens } from './token-store';

/** Tokens are refreshed this long before they expire, so no request goes out with an expired token. */
export const REFRESH_BEFORE_EXPIRY_MS = 60_000;

/**
 * Holds the manager's tokens (sessionStorage), wires them into the API client, refreshes them about a
 * minute before expiry and signs out when a refresh fails or a manager route answers 401 (spec section 7).
 * Sits outside the router: signing out only clears state, and `RequireAuth` then redirects to /login.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [tokens, setTokens] = useState<StoredTokens | undefined>(readTokens);
  const tokensRef = useRef(tokens);

  const update = useCallback((next: StoredTokens | undefined) => {
    tokensRef.current = next;
    writeTokens(next);
    setTokens(next);
  }, []);

  const signOut = useCallback(() => {
    if (!tokensRef.current) return;
    update(undefined);
    // Another manager may sign in next in this tab: nothing of this one's data may be shown to them.
    queryClient.clear();
  }, [queryClient, update]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const answer = await apiCall('login', { body: { email, password } });
      update(toStoredTokens(answer, answer.refreshToken));
    },
    [update],
  );

  const acceptTokens = useCallback((next: StoredTokens) => update(next), [update]);

  // Registered during render so the very first queries of a restored session already carry the token.
  setAuthHandlers({ getAccessToken: () => tokensRef.current?.accessToken, onUnauthorized: signOut });

  const refreshToken = tokens?.refreshToken;
  const expiresAt = tokens?.expiresAt;
  useEffect(() => {
    if (!refreshToken || expiresAt === undefined) return;
    let cancelled = false;
    const refresh = async () => {
      try {
        const answer = await apiCall('refresh', { body: { refreshToken } });
        if (!cancelled) update(toStoredTokens(answer, refreshToken));
      } catch {
        if (!cancelled) signOut();
      }
    };
    const delay = Math.max(0, expiresAt - REFRESH_BEFORE_EXPIRY_MS - Date.now());
    const timer = setTimeout(() => void refresh(), delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [refreshToken, expiresAt, signOut, update]);

  const value = useMemo<AuthContextValue>(
    () => ({ tokens, isSignedIn: tokens !== undefined, signIn, acceptTokens, signOut }),
    [tokens, signIn, acceptTokens, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
