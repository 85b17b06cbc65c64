/** The manager's session: provider, hook and route guard. */
export { AuthProvider, REFRESH_BEFORE_EXPIRY_MS } from './auth-provider';
export { useAuth, type AuthContextValue } from './auth-context';
export { RequireAuth } from './require-auth';
export type { StoredTokens } from './token-store';
