import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobPositionInput } from '../../../shared/schemas/job-position';
import type { Language } from '../../../shared/interview-options';
import { applicantKeys } from './applicants';
import { apiCall } from './client';
import { GENERATING_POLL_MS } from './interview-templates';
import { type ListQuery, useListPage } from './server-list';

/** Cache keys of job positions: the list, one position, its ranked candidates, and session details. */
export const jobPositionKeys = {
  all: ['jobPositions'] as const,
  list: () => [...jobPositionKeys.all, 'list'] as const,
  detail: (id: string) => [...jobPositionKeys.all, 'detail', id] as const,
  candidates: (id: string) => [...jobPositionKeys.all, 'candidates', id] as const,
  sessionDetails: (sessionId: string) => ['sessions', 'details', sessionId] as const,
};

/**
 * One page of the organization's job positions (`GET /api/jobPositions`), searched and sorted on the
 * server; the previous page stays on screen while the next one loads.
 */
export function useJobPositionPage(query: ListQuery<'listJobPositions'>) {
  return useListPage('listJobPositions', jobPositionKeys.list(), query);
}

/** One job position with its custom interview templates; disabled without an id (the New mode). */
export function useJobPosition(id: string | undefined) {
  return useQuery({
    queryKey: jobPositionKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiCall('getJobPosition', { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
    // Read again while one of its custom templates is being written, so its state there changes by itself.
    refetchInterval: (query) =>
      query.state.data?.customInterviews.some((t) => t.status === 'generating') ? GENERATING_POLL_MS : false,
  });
}

/** Creates a job position; the list reloads. */
export function useCreateJobPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobPositionInput) => apiCall('createJobPosition', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobPositionKeys.list() }),
  });
}

/**
 * Replaces a job position's fields (PUT); the position and the list reload
 * (docs/product.md#rule-job-position-modes).
 */
export function useUpdateJobPosition(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobPositionInput) => apiCall('updateJobPosition', { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobPositionKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: jobPositionKeys.list() }),
      ]),
  });
}

/**
 * Deletes a job position; its candidates stay as applicants (unlinked), so applicants reload too. The
 * detail entry is left to expire: the page that asked is still mounted and would refetch a deleted item.
 */
export function useDeleteJobPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall('deleteJobPosition', { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobPositionKeys.list() }),
        queryClient.invalidateQueries({ queryKey: applicantKeys.all }),
      ]),
  });
}

/** Reloads what a change of candidacy touches: the ranking, the position's count, the list and the applicants. */
function candidacyChanged(queryClient: ReturnType<typeof useQueryClient>, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: jobPositionKeys.candidates(id) }),
    queryClient.invalidateQueries({ queryKey: jobPositionKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: jobPositionKeys.list() }),
    queryClient.invalidateQueries({ queryKey: applicantKeys.all }),
  ]);
}

/** Links an applicant to the position (moving them from another one if linked elsewhere). */
export function useLinkCandidate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicantId: string) => apiCall('linkCandidate', { params: { id }, body: { applicantId } }),
    onSuccess: () => candidacyChanged(queryClient, id),
  });
}

/** Unlinks a candidate; the applicant and their sessions stay. */
export function useUnlinkCandidate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicantId: string) => apiCall('unlinkCandidate', { params: { id, applicantId } }),
    onSuccess: () => candidacyChanged(queryClient, id),
  });
}

/** Has the AI write a custom interview template for the position; the position's templates reload. */
export function useGenerateForJobPosition(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { numberOfQuestions: number; language: Language }) =>
      apiCall('generateForJobPosition', { body: { jobPositionId: id, ...input } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobPositionKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: ['interviews'] }),
      ]),
  });
}

/** Per-question details (answers, scores, feedback) of several sessions, for side-by-side comparison. */
export function useSessionDetailsList(sessionIds: readonly string[]) {
  return useQueries({
    queries: sessionIds.map((sessionId) => ({
      queryKey: jobPositionKeys.sessionDetails(sessionId),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiCall('getSessionDetails', { params: { id: sessionId } }, { signal }),
    })),
  });
}
