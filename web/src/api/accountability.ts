import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdverseImpactQuery } from '../../../shared/schemas/adverse-impact';
import { apiCall } from './client';

/** Cache keys of the applicants' requests. */
export const requestKeys = {
  all: ['requests'] as const,
  list: (status: string) => [...requestKeys.all, 'list', status] as const,
  draft: (id: string) => [...requestKeys.all, 'draft', id] as const,
};

/** The organization's requests, newest first, 50 a page, optionally open or answered ones only. */
export function useRequests(status: 'open' | 'answered' | undefined) {
  return useInfiniteQuery({
    queryKey: requestKeys.list(status ?? 'all'),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiCall('listRequests', { query: { limit: 50, cursor: pageParam, status } }, { signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** The explanation drafted from a request's session, loaded when asked for (`enabled`). */
export function useRequestDraft(id: string, enabled: boolean) {
  return useQuery({
    queryKey: requestKeys.draft(id),
    queryFn: ({ signal }) => apiCall('draftRequestResponse', { params: { id } }, { signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** Sends a person's answer to a request; the lists reload. */
export function useAnswerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      apiCall('respondToRequest', { params: { id }, body: { text } }),
    onSuccess: () => client.invalidateQueries({ queryKey: requestKeys.all }),
  });
}

/** The adverse-impact report of one job position (owner and auditors), when a position is chosen. */
export function useAdverseImpactReport(query: Omit<AdverseImpactQuery, 'format'> | undefined) {
  return useQuery({
    queryKey: ['adverse-impact', query],
    queryFn: ({ signal }) => apiCall('getAdverseImpactReport', { query: query! }, { signal }),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
}
