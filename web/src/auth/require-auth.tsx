import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ME_QUERY_KEY } from '../api/account';
import { apiCall, ApiError } from '../api/client';
import { useAuth } from './auth-context';

/**
 * Route guard for manager pages: a spinner while the sign-in is restored from another tab, signed out → /login, remembering where the user was going in
 * `state.from` so the login page can return there. A signed-in user who has not created or joined an
 * organization yet (`me` answers 403 `NoOrganization`, e.g. after a first Google sign-in) → /confirmAccount.
 * The guard only watches the `me` query the dashboard layout runs (it never fetches it itself) and the
 * page renders while it loads, so the guard adds no wait. The server stays the authority
 * (docs/architecture.md#auth-managers).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isSignedIn, restoring } = useAuth();
  const me = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => apiCall('me', undefined, { signal }),
    enabled: false,
  });
  const location = useLocation();
  if (restoring) {
    return (
      <Box padding="xxl" textAlign="center">
        <Spinner size="large" />
      </Box>
    );
  }
  if (!isSignedIn) return <Navigate to="/login" state={{ from: location }} replace />;
  if (me.error instanceof ApiError && me.error.code === 'NoOrganization') {
    return <Navigate to="/confirmAccount" replace />;
  }
  return <>{children}</>;
}

/** {@link RequireAuth} around the matched child route: the element of the manager pages' parent route. */
export function RequireAuthOutlet() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}
