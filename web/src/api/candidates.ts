import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { CandidateRanking } from '../../../shared/schemas/job-position';
import { apiCall } from './client';
import { jobPositionKeys } from './job-positions';
import { isLive, liveRefetch } from './live-refetch';

/** Candidates the Candidates tab asks for at a time. */
export const CANDIDATE_PAGE_SIZE = 50;
/** Candidates per request when the whole ranking is exported (the largest page the API serves). */
const EXPORT_PAGE_SIZE = 100;

/**
 * The position's ranking, one page at a time, best first (the server orders across pages, decision
 * record 0071): `fetchNextPage` loads the next {@link CANDIDATE_PAGE_SIZE}. Re-read while a loaded
 * candidate's session is open or being scored, and on window focus.
 */
export function useCandidatePages(id: string) {
  const live = liveRefetch((data: InfiniteData<CandidateRanking, string | undefined>) =>
    data.pages.some((p) => p.items.some((c) => c.session && isLive(c.session))),
  );
  return useInfiniteQuery({
    queryKey: jobPositionKeys.candidates(id),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiCall(
        'listCandidates',
        { params: { id }, query: { limit: CANDIDATE_PAGE_SIZE, cursor: pageParam } },
        { signal },
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchOnWindowFocus: live.refetchOnWindowFocus,
    // The loaded pages are one answer to the poll: live while any loaded candidate's session is.
    refetchInterval: (query) =>
      live.refetchInterval(query as unknown as Parameters<typeof live.refetchInterval>[0]),
    enabled: Boolean(id),
  });
}

/**
 * The position's whole ranking as CSV (`GET /api/jobPositions/{id}/candidates/export`), page after page on
 * the manager's click; nothing is cached. The server builds every line (quoted, formula leads defused) and
 * records the export in the audit log on the first page.
 * @throws the API's error of any page; Error if the server hands the same cursor back twice.
 */
export async function fetchRankingCsv(id: string, signal?: AbortSignal): Promise<string> {
  const parts: string[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await apiCall(
      'exportCandidates',
      { params: { id }, query: { limit: EXPORT_PAGE_SIZE, cursor } },
      signal ? { signal } : undefined,
    );
    parts.push(page.csv);
    cursor = page.nextCursor ?? undefined;
    if (cursor !== undefined) {
      if (seen.has(cursor)) throw new Error('The ranking did not advance; try the export again.');
      seen.add(cursor);
    }
  } while (cursor !== undefined);
  return parts.join('');
}
