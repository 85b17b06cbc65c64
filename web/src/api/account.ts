import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { apiCall } from './client';

/** Cache key of the signed-in manager's profile. */
export const ME_QUERY_KEY = ['me'] as const;

/**
 * The signed-in manager and their organization (`GET /api/account/me`); idle while signed out.
 * The profile changes rarely, so it is kept fresh for five minutes.
 */
export function useMe() {
  const { isSignedIn } = useAuth();
  return useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => apiCall('me', undefined, { signal }),
    enabled: isSignedIn,
    staleTime: 5 * 60_000,
  });
}
