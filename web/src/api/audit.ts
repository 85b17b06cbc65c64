import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditAction } from '../../../shared/schemas/audit';
import { apiCall } from './client';

/** The organization's audit log, newest first, 50 entries a page, optionally one action (owners only). */
export function useAuditLog(action: AuditAction | undefined) {
  return useInfiniteQuery({
    queryKey: ['audit', action ?? 'all'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiCall('getAudit', { query: { limit: 50, cursor: pageParam, action } }, { signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
