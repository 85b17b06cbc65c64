import type { RescoreScope } from '../../../shared/schemas/rescore';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DecisionRequest, ReviewRequest } from '../../../shared/schemas/decision';
import type { SessionDetails } from '../../../shared/schemas/session-details';
import { applicantKeys } from './applicants';
import { jobPositionKeys } from './job-positions';
import { apiCall } from './client';
import { sessionKeys } from './sessions';

/** Cache key of a session's history. */
export const historyKey = (id: string) => [...sessionKeys.all, 'history', id] as const;

/** After a review or decision: the details get the answer, lists, cards, rankings and history reload. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return async (details: SessionDetails) => {
    queryClient.setQueryData(sessionKeys.detail(details.id), details);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionKeys.list() }),
      queryClient.invalidateQueries({ queryKey: historyKey(details.id) }),
      queryClient.invalidateQueries({ queryKey: applicantKeys.detail(details.applicantId) }),
      queryClient.invalidateQueries({ queryKey: jobPositionKeys.all }),
    ]);
  };
}

/** A person's score and reason for one answer (`PUT /api/session/{id}/answers/{questionId}/review`). */
export function useReviewAnswer(sessionId: string) {
  const after = useAfterChange();
  return useMutation({
    mutationFn: ({ questionId, ...body }: ReviewRequest & { questionId: string }) =>
      apiCall('reviewAnswer', { params: { id: sessionId, questionId }, body }),
    onSuccess: after,
  });
}

/**
 * The AI scores one answer again (`POST /api/session/{id}/answers/{questionId}/rescore`); the details come
 * back with the answer's new score and the session result recomputed.
 */
export function useRescoreAnswer(sessionId: string) {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (questionId: string) => apiCall('rescoreAnswer', { params: { id: sessionId, questionId } }),
    onSuccess: after,
  });
}

/**
 * The AI scores the session's answers again on the scoring worker (`POST /api/session/{id}/rescore`):
 * those it could not score, or all; the details come back with the re-score running and are re-read
 * until it ends.
 */
export function useRescoreSession(sessionId: string) {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (answers: RescoreScope) =>
      apiCall('rescoreSession', { params: { id: sessionId }, body: { answers } }),
    onSuccess: after,
  });
}

/** A person's decision on a session (`POST /api/session/{id}/decision`). */
export function useDecideSession(sessionId: string) {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (body: DecisionRequest) => apiCall('decideSession', { params: { id: sessionId }, body }),
    onSuccess: after,
  });
}

/** Switches human-only evaluation (AI scoring off) on or off for an open session. */
export function useSetHumanOnly(sessionId: string) {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (humanOnly: boolean) =>
      apiCall('setHumanOnly', { params: { id: sessionId }, body: { humanOnly } }),
    onSuccess: after,
  });
}

/** A session's history, oldest first (`GET /api/session/{id}/history`). */
export function useSessionHistory(sessionId: string) {
  return useQuery({
    queryKey: historyKey(sessionId),
    queryFn: ({ signal }) => apiCall('getSessionHistory', { params: { id: sessionId } }, { signal }),
  });
}
