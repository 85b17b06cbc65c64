import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicantInput } from '../../../shared/schemas/applicant';
import { apiCall } from './client';
import { type ListQuery, useListPage } from './server-list';

/** Cache keys of applicants: every page and search of the list, and one applicant by id. */
export const applicantKeys = {
  all: ['applicants'] as const,
  list: () => [...applicantKeys.all, 'list'] as const,
  detail: (id: string) => [...applicantKeys.all, 'detail', id] as const,
};

/**
 * One page of the organization's applicants (`GET /api/applicants`), searched and sorted on the server;
 * the previous page stays on screen while the next one loads.
 */
export function useApplicantPage(query: ListQuery<'listApplicants'>) {
  return useListPage('listApplicants', applicantKeys.list(), query);
}

/** One applicant (`GET /api/applicants/{id}`); the error is an `ApiError` (404 when not in the org). */
export function useApplicant(id: string | undefined) {
  return useQuery({
    queryKey: applicantKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiCall('getApplicant', { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
  });
}

/**
 * Creates an applicant; the answer (with its new id) is cached and the list reloads. The server answers
 * 409 `Conflict` (with `details.existingApplicantId`) when another applicant has the same e-mail, unless
 * `allowDuplicateEmail`.
 */
export function useCreateApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, allowDuplicateEmail }: { body: ApplicantInput; allowDuplicateEmail?: boolean }) =>
      apiCall('createApplicant', {
        body,
        query: allowDuplicateEmail ? { allowDuplicateEmail: 'true' } : undefined,
      }),
    onSuccess: async (created) => {
      queryClient.setQueryData(applicantKeys.detail(created.id), created);
      await queryClient.invalidateQueries({ queryKey: applicantKeys.list() });
    },
  });
}

/** Replaces an applicant's fields (PUT: an omitted optional field is cleared); list and detail reload. */
export function useUpdateApplicant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicantInput) => apiCall('updateApplicant', { params: { id }, body }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(applicantKeys.detail(id), updated);
      await queryClient.invalidateQueries({ queryKey: applicantKeys.list() });
    },
  });
}

/**
 * Deletes an applicant with their sessions and answers. Only the list is reloaded: the profile page that
 * asked is still mounted and would refetch a deleted applicant; its cache entry expires unobserved.
 */
export function useDeleteApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall('deleteApplicant', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicantKeys.list() }),
  });
}
