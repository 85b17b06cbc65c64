import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicantDetails } from '../../../shared/schemas/applicant';
import type { GenerateForApplicantRequest } from '../../../shared/schemas/interview-template';
import type { ExtendSessionRequest, SessionSummary } from '../../../shared/schemas/session';
import type { SessionDetails } from '../../../shared/schemas/session-details';
import { applicantKeys } from './applicants';
import { apiCall } from './client';
import { interviewTemplateKeys } from './interview-templates';
import { jobPositionKeys } from './job-positions';
import { isLive, liveRefetch } from './live-refetch';
import { type ListQuery, useListPage } from './server-list';

/** Cache keys of sessions: every page of the org-wide list and one session's details. */
export const sessionKeys = {
  all: ['sessions'] as const,
  list: () => [...sessionKeys.all, 'list'] as const,
  detail: (id: string) => [...sessionKeys.all, 'detail', id] as const,
};

/** True while a session is submitted but its AI score has not arrived yet (never for human-only ones). */
export function isScoring(session: Pick<SessionSummary, 'status' | 'humanOnly'>): boolean {
  return (session.status === 'submitted' || session.status === 'scoring') && !session.humanOnly;
}

/**
 * One page of the organization's sessions (`GET /api/session`) for the /interviewsessions table, searched,
 * sorted and filtered on the server; re-read while a session on it is open or being scored
 * ({@link liveRefetch}) and on window focus.
 */
export function useSessionPage(query: ListQuery<'listSessions'>) {
  return useListPage('listSessions', sessionKeys.list(), query, {
    live: (page) => page.items.some(isLive),
  });
}

/**
 * The applicant with their sessions, sharing the profile page's cache entry; re-read while a session is
 * open or being scored ({@link liveRefetch}), so answers, the submit, and score, feedback and suggestions
 * appear without a reload, and on window focus.
 */
export function useApplicantSessions(applicantId: string) {
  return useQuery({
    queryKey: applicantKeys.detail(applicantId),
    queryFn: ({ signal }) => apiCall('getApplicant', { params: { id: applicantId } }, { signal }),
    ...liveRefetch((applicant: ApplicantDetails) => (applicant.sessions ?? []).some(isLive)),
    select: (applicant) => applicant.sessions ?? [],
  });
}

/**
 * One session with its questions, latest answers and scores (`GET /api/session/{id}/details`); re-read
 * while it is open or being scored, and on window focus. `fresh` re-reads it whenever a view mounts.
 */
export function useSessionDetails(id: string | undefined, options: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: sessionKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiCall('getSessionDetails', { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
    // `fresh`: read again whenever a view mounts, for a decision that must not rest on a cached state.
    refetchOnMount: options.fresh ? 'always' : true,
    ...liveRefetch((details: SessionDetails) => isLive(details)),
  });
}

/**
 * After any session change: the applicant's cards, the org list, that session's details and the job
 * positions' candidate rankings reload.
 */
function useSessionInvalidation() {
  const queryClient = useQueryClient();
  return async (session: Pick<SessionSummary, 'id' | 'applicantId'>) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [...jobPositionKeys.all, 'candidates'] }),
      queryClient.invalidateQueries({ queryKey: applicantKeys.detail(session.applicantId) }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.list() }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.detail(session.id) }),
    ]);
  };
}

/**
 * Assigns a template to an applicant, with a deadline in days (the organization's default when left
 * out); the answer carries the one-time access code.
 */
export function useAddSession(applicantId: string) {
  const invalidate = useSessionInvalidation();
  return useMutation({
    mutationFn: (input: string | { interviewId: string; dueInDays?: number }) => {
      const { interviewId, dueInDays } = typeof input === 'string' ? { interviewId: input } : input;
      return apiCall('addSession', {
        params: { applicantId },
        body: { applicantId, interviewId, ...(dueInDays ? { dueInDays } : {}) },
      });
    },
    onSuccess: invalidate,
  });
}

/** Moves a session's deadline, or removes it, optionally recorded as an accommodation. */
export function useExtendSession() {
  const invalidate = useSessionInvalidation();
  return useMutation({
    mutationFn: ({
      session,
      body,
    }: {
      session: Pick<SessionSummary, 'id' | 'applicantId'>;
      body: ExtendSessionRequest;
    }) => apiCall('extendSession', { params: { id: session.id }, body }),
    onSuccess: (_s, { session }) => invalidate(session),
  });
}

/** E-mails the applicant a reminder now (at most one an hour; 429 otherwise). */
export function useRemindApplicant() {
  const invalidate = useSessionInvalidation();
  return useMutation({
    mutationFn: (session: Pick<SessionSummary, 'id' | 'applicantId'>) =>
      apiCall('remindApplicant', { params: { id: session.id } }),
    onSuccess: (_s, session) => invalidate(session),
  });
}

/**
 * Starts a template written for one applicant (202 with its id; the questions are written in the
 * background); the template list reloads. Its session is added once the template is ready.
 */
export function useGenerateForApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateForApplicantRequest) => apiCall('generateForApplicant', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewTemplateKeys.list() }),
  });
}

/**
 * Submits a session for the applicant (submitted by the manager) and starts scoring ("Check For Completion",
 * docs/product.md#rule-session-states).
 */
export function useSubmitForApplicant() {
  const invalidate = useSessionInvalidation();
  return useMutation({
    mutationFn: (session: Pick<SessionSummary, 'id' | 'applicantId'>) =>
      apiCall('submitForApplicant', { params: { id: session.id } }),
    onSuccess: (_status, session) => invalidate(session),
  });
}

/** Re-queues scoring of a submitted session whose scoring failed (scoring is idempotent); never submits one. */
export function useRetryScoring() {
  const invalidate = useSessionInvalidation();
  return useMutation({
    mutationFn: (session: Pick<SessionSummary, 'id' | 'applicantId'>) =>
      apiCall('checkSubmission', { params: { id: session.id } }),
    onSuccess: (_status, session) => invalidate(session),
  });
}

/** Replaces an open session's access code and e-mails the new one; the answer carries it once. */
export function useRegenerateAccessCode() {
  const invalidate = useSessionInvalidation();
  return useMutation({
    mutationFn: (session: Pick<SessionSummary, 'id' | 'applicantId'>) =>
      apiCall('regenerateAccessCode', { params: { id: session.id } }),
    onSuccess: (_fresh, session) => invalidate(session),
  });
}
