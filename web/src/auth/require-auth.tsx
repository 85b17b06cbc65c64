import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from './auth-context';

/**
 * Route guard for manager pages: signed out → /login, remembering where the user was going in
 * `state.from` so the login page can return there. The server stays the authority (ARCHITECTURE.md).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isSignedIn } = useAuth();
  const location = useLocation();
  if (!isSignedIn) return <Navigate to="/login" state={{ from: location }} replace />;
  return <>{children}</>;
}
