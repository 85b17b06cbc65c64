import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GenerateInterviewTemplateRequest,
  UpdateInterviewTemplateRequest,
  WriteInterviewTemplateRequest,
} from '../../../shared/schemas/interview-template';
import { apiCall } from './client';
import { type ListQuery, useListPage } from './server-list';

/** Cache keys of interview templates: every page and search of the list, and one template by id. */
export const interviewTemplateKeys = {
  all: ['interviews'] as const,
  list: () => [...interviewTemplateKeys.all, 'list'] as const,
  detail: (id: string) => [...interviewTemplateKeys.all, 'detail', id] as const,
  aiUsage: () => [...interviewTemplateKeys.all, 'ai-usage'] as const,
};

/** The organization's AI spending this month against its budget (`GET /api/ai-usage`). */
export function useAiUsage() {
  return useQuery({
    queryKey: interviewTemplateKeys.aiUsage(),
    queryFn: ({ signal }) => apiCall('aiUsage', undefined, { signal }),
  });
}

/**
 * One page of the organization's interview templates (`GET /api/interviews`), searched and sorted on the
 * server; the previous page stays on screen while the next one loads.
 */
export function useInterviewTemplatePage(query: ListQuery<'listInterviewTemplates'>) {
  return useListPage('listInterviewTemplates', interviewTemplateKeys.list(), query);
}

/** One interview template with its questions (`GET /api/interviews/{id}`); 404 when not in the org. */
export function useInterviewTemplate(id: string | undefined) {
  return useQuery({
    queryKey: interviewTemplateKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiCall('getInterviewTemplate', { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
  });
}

/**
 * Has the AI write a template (synchronous, docs/architecture.md#route-table: the answer is the new
 * template). The answer is cached under its id, so the detail page opens without a second call; the list
 * reloads.
 */
export function useGenerateInterviewTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateInterviewTemplateRequest) => apiCall('generateInterviewTemplate', { body }),
    onSuccess: async (created) => {
      queryClient.setQueryData(interviewTemplateKeys.detail(created.id), created);
      await queryClient.invalidateQueries({ queryKey: interviewTemplateKeys.list() });
    },
  });
}

/** Stores a template a manager wrote (`POST /api/interviews`); cached under its id, the list reloads. */
export function useWriteInterviewTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WriteInterviewTemplateRequest) => apiCall('writeInterviewTemplate', { body }),
    onSuccess: async (created) => {
      queryClient.setQueryData(interviewTemplateKeys.detail(created.id), created);
      await queryClient.invalidateQueries({ queryKey: interviewTemplateKeys.list() });
    },
  });
}

/** Saves an edited template as its next version (`PUT /api/interviews/{id}`); 409 when it changed meanwhile. */
export function useUpdateInterviewTemplate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateInterviewTemplateRequest) =>
      apiCall('updateInterviewTemplate', { params: { id }, body }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(interviewTemplateKeys.detail(id), updated);
      await queryClient.invalidateQueries({ queryKey: interviewTemplateKeys.list() });
    },
  });
}

/** Deletes a template (`DELETE /api/interviews/{id}`); sessions keep their questions. */
export function useDeleteInterviewTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall('deleteInterviewTemplate', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewTemplateKeys.list() }),
  });
}

/** One new question on the template's topic from the AI provider, unlike the texts in `avoid`. */
export function useSuggestQuestion(id: string) {
  return useMutation({
    mutationFn: (avoid: string[]) => apiCall('suggestQuestion', { params: { id }, body: { avoid } }),
  });
}
