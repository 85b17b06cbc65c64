import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GenerateInterviewRequest,
  UpdateInterviewRequest,
  WriteInterviewRequest,
} from '../../../shared/schemas/interview';
import { fetchAllPages } from './all-pages';
import { apiCall } from './client';

/** Upper bound of pages the list loads (× 100 templates), so a runaway cursor cannot loop forever. */
export const MAX_TEMPLATE_PAGES = 10;

/** Cache keys of interview templates: the whole list, and one template by id. */
export const interviewKeys = {
  all: ['interviews'] as const,
  list: () => [...interviewKeys.all, 'list'] as const,
  detail: (id: string) => [...interviewKeys.all, 'detail', id] as const,
  aiUsage: () => [...interviewKeys.all, 'ai-usage'] as const,
};

/** The organization's AI spending this month against its budget (`GET /api/ai-usage`). */
export function useAiUsage() {
  return useQuery({
    queryKey: interviewKeys.aiUsage(),
    queryFn: ({ signal }) => apiCall('aiUsage', undefined, { signal }),
  });
}

/**
 * Every interview template of the organization (newest first, up to {@link MAX_TEMPLATE_PAGES} pages
 * of 100), loaded whole so tables and the Create Session picker can filter on the client.
 */
export function useInterviews(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: interviewKeys.list(),
    queryFn: ({ signal }) => fetchAllPages('listInterviews', MAX_TEMPLATE_PAGES, signal),
    enabled: options.enabled ?? true,
  });
}

/** One interview template with its questions (`GET /api/interviews/{id}`); 404 when not in the org. */
export function useInterview(id: string | undefined) {
  return useQuery({
    queryKey: interviewKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiCall('getInterview', { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
  });
}

/**
 * Has the AI write a template (synchronous, docs/architecture.md#route-table: the answer is the new
 * template). The answer is cached under its id, so the detail page opens without a second call; the list
 * reloads.
 */
export function useGenerateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateInterviewRequest) => apiCall('generateInterview', { body }),
    onSuccess: async (created) => {
      queryClient.setQueryData(interviewKeys.detail(created.id), created);
      await queryClient.invalidateQueries({ queryKey: interviewKeys.list() });
    },
  });
}

/** Stores a template a manager wrote (`POST /api/interviews`); cached under its id, the list reloads. */
export function useWriteInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WriteInterviewRequest) => apiCall('writeInterview', { body }),
    onSuccess: async (created) => {
      queryClient.setQueryData(interviewKeys.detail(created.id), created);
      await queryClient.invalidateQueries({ queryKey: interviewKeys.list() });
    },
  });
}

/** Saves an edited template as its next version (`PUT /api/interviews/{id}`); 409 when it changed meanwhile. */
export function useUpdateInterview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateInterviewRequest) => apiCall('updateInterview', { params: { id }, body }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(interviewKeys.detail(id), updated);
      await queryClient.invalidateQueries({ queryKey: interviewKeys.list() });
    },
  });
}

/** Deletes a template (`DELETE /api/interviews/{id}`); sessions keep their questions. */
export function useDeleteInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall('deleteInterview', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewKeys.list() }),
  });
}

/** One new question on the template's topic from the AI provider, unlike the texts in `avoid`. */
export function useSuggestQuestion(id: string) {
  return useMutation({
    mutationFn: (avoid: string[]) => apiCall('suggestQuestion', { params: { id }, body: { avoid } }),
  });
}
