import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Team } from '../../../shared/schemas/team';
import { apiCall } from './client';

/** Cache key of the organization's managers and pending invitations. */
export const TEAM_QUERY_KEY = ['team'] as const;

/** The organization's managers and pending invitations (`GET /api/team`). */
export function useTeam() {
  return useQuery({
    queryKey: TEAM_QUERY_KEY,
    queryFn: ({ signal }) => apiCall('getTeam', undefined, { signal }),
  });
}

/** Every team change answers with the whole team, which replaces the cached one. */
function useTeamMutation<V>(call: (variables: V) => Promise<Team>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (team) => queryClient.setQueryData(TEAM_QUERY_KEY, team),
  });
}

/** Invites a manager by e-mail (owners only; 403 `Forbidden` otherwise). */
export function useInviteManager() {
  return useTeamMutation((email: string) => apiCall('inviteManager', { body: { email } }));
}

/** Withdraws a pending invitation. */
export function useCancelInvitation() {
  return useTeamMutation((email: string) => apiCall('cancelInvitation', { params: { email } }));
}

/** Removes another manager from the organization (owners only). */
export function useRemoveManager() {
  return useTeamMutation((userId: string) => apiCall('removeManager', { params: { userId } }));
}
