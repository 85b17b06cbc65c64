/*
 * The client's link to the signed-in session, kept apart from the client so `AuthProvider` (loaded on every
 * page) can set it without loading the route table and its schemas
 * (docs/decisions/0072-public-pages-without-the-manager-app.md).
 */

/** Where the access token comes from and what a 401 on a manager route does. */
export interface AuthHandlers {
  getAccessToken: () => string | undefined;
  onUnauthorized: () => void;
}

let authHandlers: AuthHandlers = { getAccessToken: () => undefined, onUnauthorized: () => undefined };

/**
 * Connects the client to the signed-in session: where the access token comes from and what a 401 on a
 * manager route does (sign out → /login, docs/architecture.md#auth-managers). Called by `AuthProvider`.
 */
export function setAuthHandlers(h: AuthHandlers): void {
  authHandlers = h;
}

/** The handlers last set by {@link setAuthHandlers} (none signed in: no token, nothing on 401). */
export function getAuthHandlers(): AuthHandlers {
  return authHandlers;
}
